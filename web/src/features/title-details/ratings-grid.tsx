import type { ReactNode } from 'react';
import { metacriticTone } from '../../../../domain/rules/metacritic';
import { universalScore } from '../../../../domain/rules/rating-derivations';
import type { Reaction } from '../../../../domain/schemas/library';
import { ReactionIcon, reactionLabel } from '../../components/reaction-icon';
import { cn } from '../../lib/cn';

export interface RatingFigures {
  myRating: Reaction | null;
  imdbRating: number | null;
  tmdbRating: number | null;
  metacriticRating: number | null;
  rottenTomatoesRating: number | null;
}

const toneClass = { green: 'text-emerald-500', yellow: 'text-amber-500', red: 'text-red-500' } as const;

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg bg-muted/60 px-2 py-2.5 text-center">
      <dt className="text-[0.6875rem] font-medium uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="flex h-6 items-center text-base font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted-foreground">—</span>;

/** My Rating, Universal, IMDb, Metacritic, TMDb and Tomatoes. */
export function RatingsGrid({ figures }: { figures: RatingFigures }) {
  const universal = universalScore({
    tmdbRating: figures.tmdbRating,
    imdbRating: figures.imdbRating,
    metacriticRating: figures.metacriticRating,
    rottenTomatoesRating: figures.rottenTomatoesRating,
  });
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      <Cell label="My Rating">
        {figures.myRating ? (
          <span className="flex items-center gap-1" title={reactionLabel(figures.myRating)}>
            <ReactionIcon reaction={figures.myRating} className="size-5" />
          </span>
        ) : (
          none
        )}
      </Cell>
      <Cell label="Universal">{universal === null ? none : universal.toFixed(1)}</Cell>
      <Cell label="IMDb">{figures.imdbRating === null ? none : figures.imdbRating.toFixed(1)}</Cell>
      <Cell label="Metacritic">
        {figures.metacriticRating === null ? (
          none
        ) : (
          <span className={cn(toneClass[metacriticTone(figures.metacriticRating)])}>
            {figures.metacriticRating}
          </span>
        )}
      </Cell>
      <Cell label="TMDb">{figures.tmdbRating === null ? none : figures.tmdbRating.toFixed(1)}</Cell>
      <Cell label="Tomatoes">
        {figures.rottenTomatoesRating === null ? none : `${figures.rottenTomatoesRating}%`}
      </Cell>
    </dl>
  );
}
