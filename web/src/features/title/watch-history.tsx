import { format } from 'date-fns';
import { PencilIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { WatchInstance } from '#domain/schemas/library';
import { ReactionIcon } from '../../components/reaction-icon';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { dayOfStoredDate } from '../../lib/format';
import { useOwnershipLabels, viewerLabel } from '../../lib/household';

/** A viewing's notes (an imported review can be long): four lines, and the rest on request. */
function ViewingNotes({ notes }: { notes: string }) {
  const text = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const node = text.current;
    if (node && !expanded) setClipped(node.scrollHeight > node.clientHeight + 1);
  }, [notes, expanded]);
  return (
    <div className="mt-1 flex flex-col items-start gap-0.5">
      <p
        ref={text}
        className={cn(
          'whitespace-pre-line break-words text-sm text-foreground/85',
          !expanded && 'line-clamp-4',
        )}
        data-testid="viewing-notes"
      >
        {notes}
      </p>
      {(clipped || expanded) && (
        <button
          type="button"
          className="min-h-11 text-xs font-medium text-primary-ink hover:underline md:min-h-0"
          aria-expanded={expanded}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}

export function WatchHistory({
  viewings,
  loading,
  onEdit,
  deleted = null,
  deletedRef,
}: {
  viewings: WatchInstance[];
  loading: boolean;
  onEdit: (viewing: WatchInstance) => void;
  /** A viewing just deleted, with its Undo while the toast offers it (where the keyboard reaches it too). */
  deleted?: { day: string; undo: () => void } | null;
  /** The row that tells of it: focus lands there after the delete. */
  deletedRef?: Ref<HTMLDivElement>;
}) {
  const labels = useOwnershipLabels();
  const count = (viewer: WatchInstance['viewer']) =>
    viewings.filter((viewing) => viewing.viewer === viewer).length;
  const counts = [
    ['Total Views', viewings.length],
    [labels.person1, count('person1')],
    [labels.person2, count('person2')],
    [labels.together, count('both')],
  ] as const;

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h3 id="history-title" className="text-base font-semibold">
        Watch History
      </h3>
      <dl className="grid grid-cols-4 gap-2">
        {counts.map(([label, value], index) => (
          <div key={index} className="rounded-lg bg-muted/60 px-2 py-2 text-center">
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            <dt className="truncate text-[0.6875rem] text-muted-foreground" title={label}>
              {label}
            </dt>
          </div>
        ))}
      </dl>
      {deleted && (
        <div
          ref={deletedRef}
          role="status"
          tabIndex={-1}
          className="flex items-center justify-between gap-3 rounded-lg border border-dashed px-3 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="min-w-0 text-muted-foreground">Viewing of {deleted.day} deleted</span>
          <Button
            variant="ghost"
            className="min-h-11 shrink-0 text-primary-ink md:min-h-9"
            aria-label={`Undo: record the viewing of ${deleted.day} again`}
            onClick={deleted.undo}
          >
            Undo
          </Button>
        </div>
      )}
      {loading ? (
        <Skeleton className="h-12 w-full" />
      ) : viewings.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">
          No viewings recorded yet
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {viewings.map((viewing) => (
            <li key={viewing.id} className="flex items-start gap-3 px-3 py-2" data-testid="viewing">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{format(dayOfStoredDate(viewing.watchedDate), 'PPP')}</p>
                <p className="text-xs text-muted-foreground">{viewerLabel(viewing.viewer, labels)}</p>
                {viewing.notes && <ViewingNotes notes={viewing.notes} />}
              </div>
              {viewing.userRating && (
                <span className="flex h-11 items-center md:h-9">
                  <ReactionIcon reaction={viewing.userRating} />
                </span>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="md:size-9"
                aria-label={`Edit viewing of ${format(dayOfStoredDate(viewing.watchedDate), 'PPP')}`}
                onClick={() => onEdit(viewing)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
