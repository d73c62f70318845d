import { useQuery } from '@tanstack/react-query';
import { RotateCcwIcon, ThumbsDownIcon } from 'lucide-react';
import { WriteButton } from '../../components/write-button';
import { recommendationQueries } from '../../lib/api/recommendations';
import { useNotForUs, type NamedTitle } from '../../lib/use-not-for-us';

/**
 * Beside 'Add to Library' for a title not in the library: 'Not for us' keeps it out of the ideas for the two of
 * us; once set aside, it says so and brings it back.
 */
export function NotForUsAction({ title }: { title: NamedTitle }) {
  const dismissals = useQuery(recommendationQueries.dismissals());
  const { setAside, bringBack, pending } = useNotForUs();
  const setAsideAlready = dismissals.data?.results.some(
    (shown) => shown.tmdbId === title.tmdbId && shown.mediaType === title.mediaType,
  );

  if (setAsideAlready) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <ThumbsDownIcon className="size-4" aria-hidden="true" />
          Set aside: not for us
        </span>
        <WriteButton variant="secondary" disabled={pending} onClick={() => void bringBack(title)}>
          <RotateCcwIcon aria-hidden="true" />
          Bring back
        </WriteButton>
      </div>
    );
  }
  return (
    <WriteButton variant="secondary" disabled={pending} onClick={() => setAside(title)}>
      <ThumbsDownIcon aria-hidden="true" />
      Not for us
    </WriteButton>
  );
}
