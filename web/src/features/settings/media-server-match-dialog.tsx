import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchResult } from '#domain/schemas/film';
import { PosterImage } from '../../components/poster-image';
import { Input } from '../../components/ui/input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import type { MediaServerActivity } from '#domain/schemas/media-servers';
import { searchQueries } from '../../lib/api/search';
import { useMediaServerMutations } from '../../lib/api/use-media-server-mutations';
import { mediaTypeLabel } from '../../lib/labels';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { toast } from '../../lib/use-toast';
import { useWriteGuard } from '../../lib/write-guard';

/** Typing pauses this long before a search is sent. */
const TYPING_PAUSE_MS = 300;

/** A play that was not matched: search the film database, pick the title, and the play is recorded for it. */
export function MediaServerMatchDialog({
  event,
  onClose,
}: {
  event: MediaServerActivity | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {event && <MatchSearch key={event.id} event={event} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function MatchSearch({ event, onDone }: { event: MediaServerActivity; onDone: () => void }) {
  const [query, setQuery] = useState(event.title ?? '');
  const debounced = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  const search = useQuery(searchQueries.byType(debounced, 'multi'));
  const { match } = useMediaServerMutations();
  const guard = useWriteGuard();
  const results = search.data?.results ?? [];

  const pick = (result: SearchResult) =>
    match.mutate(
      { activityId: event.id, tmdbId: result.tmdbId, mediaType: result.mediaType },
      {
        onSuccess: () => {
          toast({
            title: 'Play matched',
            description: `The play is recorded as ${result.title}.`,
            variant: 'success',
          });
          onDone();
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to match the play. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Match the play</DialogTitle>
        <DialogDescription>
          {event.title === null
            ? 'Find the title that was played.'
            : `${event.title} was not found. Find the title that was played.`}
        </DialogDescription>
      </DialogHeader>
      <Input
        type="search"
        aria-label="Search titles"
        placeholder="Search by title..."
        value={query}
        onChange={(change) => setQuery(change.target.value)}
      />
      <div className="min-h-24" aria-live="polite">
        {debounced === '' ? null : search.isError ? (
          <p className="text-sm text-muted-foreground">The search failed. Please try again.</p>
        ) : search.isPending ? (
          <p className="text-sm text-muted-foreground">Searching...</p>
        ) : results.length === 0 ? (
          <p className="text-sm text-muted-foreground">No titles found.</p>
        ) : (
          <ul aria-label="Search results" className="flex flex-col gap-1">
            {results.map((result) => (
              <li key={`${result.mediaType}-${result.tmdbId}`}>
                <button
                  type="button"
                  disabled={match.isPending || guard.blocked}
                  onClick={() => pick(result)}
                  className="flex min-h-16 w-full items-center gap-3 rounded-md px-2 py-1.5 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                >
                  <PosterImage
                    path={result.posterPath}
                    size="w200"
                    alt=""
                    className="h-14 w-10 shrink-0 rounded"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{result.title}</span>
                    <span className="block text-xs text-muted-foreground">
                      {result.year ?? '—'} • {mediaTypeLabel(result.mediaType)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
