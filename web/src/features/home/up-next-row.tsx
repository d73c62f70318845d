import { useState } from 'react';
import { XIcon } from 'lucide-react';
import { dayDate } from '#domain/rules/calendar-days';
import type { UpNextEntry } from '#domain/schemas/calendar';
import type { LibraryCard } from '#domain/schemas/library';
import { PosterImage } from '../../components/poster-image';
import { toast } from '../../lib/use-toast';
import { WriteButton } from '../../components/write-button';
import { useCalendarMutations } from '../../lib/api/use-calendar-mutations';
import { usePainted } from '../../lib/use-painted';
import { upNextTilesOnFirstScreen } from './first-screen-cards';
import type { UpNextShown } from './use-up-next-entries';

const kindLabel: Record<UpNextEntry['kind'], string> = {
  continue: 'Continue',
  new_season: 'New season',
  released: 'New release',
};

/** What the entry is about: 'S2 · E6 · The Pilot', 'Season 3 · since Fri, Jan 16', 'Out Fri, Jan 16'. */
function entryDetail(entry: UpNextEntry): string {
  if (entry.kind === 'continue') {
    const episode = entry.episodeNumber === null ? null : `E${entry.episodeNumber}`;
    return [`S${entry.seasonNumber ?? 1}`, episode, entry.episodeName].filter(Boolean).join(' · ');
  }
  const since = entry.date === null ? null : dayDate(entry.date);
  if (entry.kind === 'new_season') {
    return [`Season ${entry.seasonNumber ?? ''}`.trim(), since && `since ${since}`]
      .filter(Boolean)
      .join(' · ');
  }
  return since ? `Out ${since}` : 'Out now';
}

/** A tile's width and the row's gap: first-screen-cards.ts counts the tiles in sight from them. */
export const upNextTileClass =
  'group relative w-64 shrink-0 snap-start overflow-hidden rounded-xl border bg-card md:w-72';
export const upNextListClass =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:-mx-8 md:scroll-px-8 md:px-8';

function UpNextTile({
  entry,
  card,
  onOpen,
  onDismiss,
}: {
  entry: UpNextEntry;
  card: LibraryCard;
  onOpen: (card: LibraryCard) => void;
  onDismiss: (entry: UpNextEntry) => void;
}) {
  const detail = entryDetail(entry);
  return (
    <li className={upNextTileClass} data-testid="up-next-entry">
      <button
        type="button"
        className="block w-full text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        onClick={() => onOpen(card)}
      >
        <div className="relative aspect-video">
          <PosterImage
            path={entry.backdropPath ?? entry.posterPath}
            size={entry.backdropPath ? 'w500' : 'w342'}
            alt=""
            className="absolute inset-0 size-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/30 to-transparent" />
          <span className="absolute left-2.5 top-2.5 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white backdrop-blur">
            {kindLabel[entry.kind]}
          </span>
          <div className="absolute inset-x-0 bottom-0 flex flex-col gap-0.5 p-3 text-white">
            <p className="truncate text-sm font-semibold">{entry.title}</p>
            <p className="truncate text-xs text-white/80">{detail}</p>
          </div>
        </div>
      </button>
      <WriteButton
        variant="ghost"
        size="icon"
        className="absolute right-1.5 top-1.5 rounded-full bg-black/50 text-white hover:bg-black/70 hover:text-white md:size-8"
        aria-label={`Dismiss ${entry.title} from Up Next`}
        onClick={() => onDismiss(entry)}
      >
        <XIcon aria-hidden="true" />
      </WriteButton>
    </li>
  );
}

/**
 * Up Next, above the home's sections when it has anything: series to go on with, finished series whose new
 * season has aired, titles to watch out lately. Each opens the title; each can be dismissed (until it moves on).
 */
export function UpNextRow({
  entries,
  onOpen,
}: {
  entries: readonly UpNextShown[];
  onOpen: (card: LibraryCard) => void;
}) {
  const { dismiss } = useCalendarMutations();
  // The first paint builds only the tiles in sight; the rest come right after it.
  const painted = usePainted();
  const [inSight] = useState(() => upNextTilesOnFirstScreen(window.innerWidth));
  if (entries.length === 0) return null;
  const shown = painted ? entries : entries.slice(0, inSight);

  const onDismiss = (entry: UpNextEntry) =>
    dismiss.mutate(entry, {
      onError: () =>
        toast({
          title: 'Error',
          description: `Failed to dismiss ${entry.title}. Please try again.`,
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="up-next-title" className="flex flex-col gap-4">
      <h2 id="up-next-title" className="text-xl font-semibold tracking-tight">
        Up Next
      </h2>
      <ul className={upNextListClass}>
        {shown.map(({ entry, card }) => (
          <UpNextTile
            key={`${entry.itemId}-${entry.key}`}
            entry={entry}
            card={card}
            onOpen={onOpen}
            onDismiss={onDismiss}
          />
        ))}
      </ul>
    </section>
  );
}
