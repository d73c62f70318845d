import { useQuery } from '@tanstack/react-query';
import { RotateCcwIcon } from 'lucide-react';
import type { RecommendationDismissal } from '#domain/schemas/recommendations';
import { PosterImage } from '../../components/poster-image';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { WriteButton } from '../../components/write-button';
import { recommendationQueries } from '../../lib/api/recommendations';
import { mediaTypeLabel } from '../../lib/labels';
import { useNotForUs } from '../../lib/use-not-for-us';
import { SettingsRow, SettingsSection } from './settings-row';

function SetAsideRow({
  title,
  onBringBack,
}: {
  title: RecommendationDismissal;
  onBringBack: (title: RecommendationDismissal) => void;
}) {
  return (
    <div className="flex min-h-16 items-center gap-3 px-4 py-2" data-testid="set-aside-title">
      <PosterImage path={title.posterPath} size="w92" alt="" className="h-14 w-10 shrink-0 rounded" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{title.title}</p>
        <p className="truncate text-sm text-muted-foreground">
          {[title.year, mediaTypeLabel(title.mediaType)].filter(Boolean).join(' • ')}
        </p>
      </div>
      <WriteButton
        variant="secondary"
        size="sm"
        aria-label={`Bring back ${title.title}`}
        onClick={() => onBringBack(title)}
      >
        <RotateCcwIcon aria-hidden="true" />
        Bring back
      </WriteButton>
    </div>
  );
}

/** Settings → Not for us: the titles set aside from the ideas for the two of us, newest first, each to bring back. */
export function NotForUsList() {
  const dismissals = useQuery(recommendationQueries.dismissals());
  const { bringBack } = useNotForUs();
  const results = dismissals.data?.results;

  return (
    <SettingsSection id="not-for-us" title="Not for us">
      {dismissals.isPending ? (
        <div className="flex min-h-16 items-center px-4" role="status" aria-label="Loading titles set aside">
          <Skeleton className="h-4 w-40" />
        </div>
      ) : results === undefined ? (
        <SettingsRow
          label="Failed to load the titles set aside"
          description="There was an error loading them. Please try again."
        >
          <Button variant="secondary" size="sm" onClick={() => void dismissals.refetch()}>
            Try again
          </Button>
        </SettingsRow>
      ) : results.length === 0 ? (
        <SettingsRow
          label="Nothing set aside"
          description="Ideas for the two of you that you mark 'Not for us' show here, to bring back."
        />
      ) : (
        results.map((title) => (
          <SetAsideRow
            key={`${title.mediaType}-${title.tmdbId}`}
            title={title}
            onBringBack={(shown) => void bringBack(shown)}
          />
        ))
      )}
    </SettingsSection>
  );
}
