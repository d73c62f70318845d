import { CircleAlertIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { LISTS_PREVIEW_ENTRIES, LIST_GENRES_SHOWN } from '#domain/rules/constants';
import type { MediaType } from '#domain/schemas/film';
import { EmptyState } from '../../components/empty-state';
import { PosterImage } from '../../components/poster-image';
import { Button } from '../../components/ui/button';
import { WriteButton } from '../../components/write-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import type { LucideIcon } from 'lucide-react';

export interface ListEntry {
  key: string;
  /** Library id, when the entry can be removed. */
  libraryId: number | null;
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  genres: string[];
  posterPath: string | null;
}

export interface LoadFailure {
  title: string;
  description: string;
  onRetry: () => void;
}

export const countLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);

function EntryRow({ entry, onRemove }: { entry: ListEntry; onRemove?: (entry: ListEntry) => void }) {
  return (
    <li className="flex min-w-0 items-center gap-3" data-testid="list-entry">
      <Link
        href={`/movie/${entry.mediaType}/${entry.tmdbId}`}
        className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-md p-1.5 hover:bg-accent"
      >
        <PosterImage path={entry.posterPath} size="w92" alt="" className="h-14 w-10 shrink-0 rounded" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{entry.title}</p>
          <p className="truncate text-xs text-muted-foreground">
            {[
              ...entry.genres.slice(0, LIST_GENRES_SHOWN),
              entry.mediaType === 'tv' ? 'Series' : 'Movie',
            ].join(' • ')}
          </p>
        </div>
      </Link>
      {onRemove && entry.libraryId !== null && (
        <WriteButton
          variant="ghost"
          size="icon"
          aria-label={`Remove ${entry.title}`}
          onClick={() => onRemove(entry)}
        >
          <Trash2Icon aria-hidden="true" />
        </WriteButton>
      )}
    </li>
  );
}

/**
 * One list: five entries and 'View All (n)', which opens every entry (removable when they are library items).
 * A failed load says so, with a retry, rather than passing for an empty list.
 */
export function ListSection({
  id,
  heading,
  entries,
  loading,
  failure,
  empty,
  onRemove,
}: {
  id: string;
  heading: string;
  entries: ListEntry[];
  loading: boolean;
  failure: LoadFailure | null;
  empty: { icon: LucideIcon; title: string; description: string };
  onRemove?: (entry: ListEntry) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby={`list-${id}-title`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={`list-${id}-title`} className="text-lg font-semibold">
          {heading}
        </h2>
        {!loading && !failure && (
          <span className="text-xs text-muted-foreground">{countLabel(entries.length)}</span>
        )}
      </div>
      {loading ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: LISTS_PREVIEW_ENTRIES }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : failure ? (
        <EmptyState
          icon={CircleAlertIcon}
          title={failure.title}
          description={failure.description}
          className="border-0 py-8"
        >
          <Button variant="secondary" onClick={failure.onRetry}>
            Try again
          </Button>
        </EmptyState>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          className="border-0 py-8"
        />
      ) : (
        <>
          <ul className="flex flex-col gap-1">
            {entries.slice(0, LISTS_PREVIEW_ENTRIES).map((entry) => (
              <EntryRow key={entry.key} entry={entry} />
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            View All ({entries.length})
          </Button>
        </>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85dvh] max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{heading}</DialogTitle>
            <DialogDescription>{countLabel(entries.length)}</DialogDescription>
          </DialogHeader>
          {/* min-w-0: a long title is truncated instead of widening the dialog past a phone's screen. */}
          <ul className="flex min-w-0 flex-col gap-1">
            {entries.map((entry) => (
              <EntryRow key={entry.key} entry={entry} onRemove={onRemove} />
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </section>
  );
}
