import { PartyPopperIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { DecideCard } from '#domain/schemas/decide';
import { PosterImage } from '../../components/poster-image';
import { Button } from '../../components/ui/button';
import { cardFacts, CardScoreAndServices } from './deck-card';
import { ChosenTitleActions } from './title-actions';

/** 'It's a match!': the title we both said yes to, to start (or add), or keep swiping for another. */
export function MatchPanel({
  card,
  onKeepSwiping,
  onStarted,
}: {
  card: DecideCard;
  onKeepSwiping: () => void;
  onStarted: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [card.key]);
  return (
    <section
      aria-labelledby="decide-match-heading"
      className="mx-auto flex w-full max-w-md flex-col items-center gap-5 text-center"
    >
      <PartyPopperIcon className="size-10 text-primary-ink" aria-hidden="true" />
      <h2
        id="decide-match-heading"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-none"
      >
        It's a match!
      </h2>
      <PosterImage
        path={card.posterPath}
        size="w342"
        alt=""
        loading="eager"
        className="aspect-[2/3] w-44 rounded-xl shadow-xl md:w-52"
      />
      <div className="flex flex-col items-center gap-1.5">
        <p className="text-xl font-bold leading-tight">{card.title}</p>
        {cardFacts(card) && <p className="text-sm text-muted-foreground">{cardFacts(card)}</p>}
        <CardScoreAndServices card={card} />
      </div>
      <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onKeepSwiping}>
          Keep swiping
        </Button>
        <ChosenTitleActions card={card} onStarted={onStarted} />
      </div>
    </section>
  );
}
