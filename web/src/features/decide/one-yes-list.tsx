import { useEffect, useRef } from 'react';
import type { DecideCard } from '#domain/schemas/decide';
import { PosterImage } from '../../components/poster-image';
import { cardFacts } from './deck-card';
import { ChosenTitleActions } from './title-actions';

/** The deck ran out without a match: the titles one of us said yes to, best first, to choose from. */
export function OneYesList({ cards, onStarted }: { cards: DecideCard[]; onStarted: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="decide-one-yes-heading" className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2
          id="decide-one-yes-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          No match this time
        </h2>
        <p className="text-sm text-muted-foreground">One of you said yes to these. Choose one together.</p>
      </div>
      <ul className="flex flex-col gap-3">
        {cards.map((card) => (
          <li key={card.key} className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3">
            <PosterImage
              path={card.posterPath}
              size="w185"
              alt=""
              className="aspect-[2/3] w-14 shrink-0 rounded-md"
            />
            <div className="flex min-w-0 flex-1 basis-40 flex-col gap-0.5">
              <p className="truncate font-semibold">{card.title}</p>
              {cardFacts(card) && <p className="text-sm text-muted-foreground">{cardFacts(card)}</p>}
            </div>
            <div className="grid w-full sm:w-auto">
              <ChosenTitleActions card={card} onStarted={onStarted} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
