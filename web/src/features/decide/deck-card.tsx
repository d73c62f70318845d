import { TvIcon } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import type { DecideCard } from '#domain/schemas/decide';
import { GenreChip } from '../../components/genre-chip';
import { PosterImage } from '../../components/poster-image';
import { cn } from '../../lib/cn';
import { formatTitleRuntime } from '../../lib/format';
import { mediaTypeLabel } from '../../lib/labels';

/** How far a card is dragged before letting go answers it. */
export const DECIDE_SWIPE_PX = 96;
const GENRES_SHOWN = 3;

type Vote = 'yes' | 'no';

/** Year, runtime (a series: its seasons and episode length). */
export function cardFacts(card: DecideCard): string {
  const seasons =
    card.seasons === null ? null : `${card.seasons} ${card.seasons === 1 ? 'season' : 'seasons'}`;
  return [card.year, seasons, formatTitleRuntime(card.mediaType, card.runtime)]
    .filter((fact) => fact !== null)
    .join(' · ');
}

/** The Family Score and the services it streams on, as a line under the facts. */
export function CardScoreAndServices({ card }: { card: DecideCard }) {
  if (card.familyScore === null && card.services.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {card.familyScore !== null && (
        <span>
          <span className="text-muted-foreground">Family Score </span>
          <span className="font-semibold">{Math.round(card.familyScore)}/100</span>
        </span>
      )}
      {card.services.length > 0 && (
        <span className="flex items-center gap-1.5">
          <TvIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="sr-only">Streams on </span>
            {card.services.join(', ')}
          </span>
        </span>
      )}
    </div>
  );
}

/**
 * One card of the deck, poster first: dragged right it says yes, left no (tilting as it goes, the answer showing
 * on it); let go before DECIDE_SWIPE_PX and it comes back.
 */
export function DeckCard({ card, onVote }: { card: DecideCard; onVote: (vote: Vote) => void }) {
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const [dx, setDx] = useState(0);

  const down = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, pointer: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointer !== event.pointerId) return;
    setDx(event.clientX - start.current.x);
  };
  const up = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointer !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    setDx(0);
    if (Math.abs(moved) >= DECIDE_SWIPE_PX) onVote(moved > 0 ? 'yes' : 'no');
  };
  const cancel = () => {
    start.current = null;
    setDx(0);
  };

  const leaning = Math.min(Math.abs(dx) / DECIDE_SWIPE_PX, 1);
  return (
    <article
      aria-label={card.title}
      data-testid="deck-card"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={cancel}
      style={{ transform: dx === 0 ? undefined : `translateX(${dx}px) rotate(${dx / 18}deg)` }}
      className={cn(
        'relative flex w-full touch-pan-y select-none flex-col overflow-hidden rounded-2xl border bg-card shadow-xl',
        dx === 0 ? 'transition-transform duration-200' : 'cursor-grabbing',
      )}
    >
      <div className="relative">
        <PosterImage
          path={card.posterPath}
          size="w500"
          alt=""
          loading="eager"
          className="pointer-events-none aspect-[2/3] max-h-[48dvh] w-full md:max-h-[52dvh]"
        />
        {dx !== 0 && (
          <span
            aria-hidden="true"
            style={{ opacity: leaning }}
            className={cn(
              'absolute top-5 rounded-lg border-4 px-3 py-1 text-2xl font-extrabold uppercase tracking-wider',
              dx > 0
                ? 'left-5 -rotate-12 border-success bg-success/15 text-success'
                : 'right-5 rotate-12 border-destructive bg-destructive/15 text-destructive-ink',
            )}
          >
            {dx > 0 ? 'Yes' : 'No'}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2 p-4">
        <p className="text-xs font-medium uppercase tracking-wider text-primary-ink">
          {mediaTypeLabel(card.mediaType)}
          {!card.inLibrary && ' · An idea for you two'}
        </p>
        <h2 className="text-xl font-bold leading-tight">{card.title}</h2>
        {cardFacts(card) && <p className="text-sm text-muted-foreground">{cardFacts(card)}</p>}
        {card.genres.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {card.genres.slice(0, GENRES_SHOWN).map((genre) => (
              <GenreChip key={genre} name={genre} />
            ))}
          </div>
        )}
        <CardScoreAndServices card={card} />
      </div>
    </article>
  );
}
