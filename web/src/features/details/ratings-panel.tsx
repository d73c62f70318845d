import { MinusCircleIcon, ThumbsDownIcon, ThumbsUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { metacriticTone } from '../../../../domain/rules/metacritic';
import type { Aggregates } from '../../../../domain/schemas/film';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';

const toneClass = { green: 'bg-emerald-600', yellow: 'bg-amber-500', red: 'bg-red-600' } as const;

function Tile({ label, children, detail }: { label: string; children: ReactNode; detail?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-muted/60 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{children}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

const missing = <span className="text-muted-foreground">—</span>;

function ReactionIcon({ reaction }: { reaction: Aggregates['globalReaction'] }) {
  if (reaction === 'up') return <ThumbsUpIcon className="size-5 text-emerald-500" aria-label="Thumbs up" />;
  if (reaction === 'down') return <ThumbsDownIcon className="size-5 text-red-500" aria-label="Thumbs down" />;
  if (reaction === 'neutral')
    return <MinusCircleIcon className="size-5 text-amber-500" aria-label="Neutral" />;
  return null;
}

/** IMDb, TMDb, Metacritic, Rotten Tomatoes, and the Family Score that blends them. */
export function RatingsPanel({ aggregates }: { aggregates: Aggregates }) {
  const family = aggregates.globalScore01 === null ? null : Math.round(aggregates.globalScore01 * 100);
  return (
    <section aria-labelledby="ratings-title" className="flex flex-col gap-3">
      <h2 id="ratings-title" className="text-lg font-semibold">
        Ratings
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <div
          className={cn(
            'col-span-2 flex flex-col gap-1 rounded-lg px-4 py-3 sm:col-span-1',
            'bg-primary/15 ring-1 ring-primary/30',
          )}
        >
          <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">Family Score</dt>
          <dd className="flex items-center gap-2 text-xl font-semibold tabular-nums">
            {family === null ? missing : <span>{family}/100</span>}
            <ReactionIcon reaction={aggregates.globalReaction} />
          </dd>
          <dd className="text-xs text-muted-foreground">
            {Math.round(aggregates.globalConfidence * 100)}% confidence
          </dd>
        </div>
        <Tile
          label="IMDb"
          detail={aggregates.imdbVotes !== null ? `${formatCount(aggregates.imdbVotes)} votes` : undefined}
        >
          {aggregates.imdbRating !== null ? `${aggregates.imdbRating.toFixed(1)}/10` : missing}
        </Tile>
        <Tile
          label="TMDb"
          detail={aggregates.tmdbVoteCount ? `${formatCount(aggregates.tmdbVoteCount)} votes` : undefined}
        >
          {aggregates.tmdbRating !== null ? `${aggregates.tmdbRating.toFixed(1)}/10` : missing}
        </Tile>
        <Tile label="Metacritic">
          {aggregates.metascore !== null ? (
            <span
              data-tone={metacriticTone(aggregates.metascore)}
              className={cn(
                'inline-flex min-w-10 justify-center rounded px-1.5 text-white',
                toneClass[metacriticTone(aggregates.metascore)],
              )}
            >
              {aggregates.metascore}
            </span>
          ) : (
            missing
          )}
        </Tile>
        <Tile label="Rotten Tomatoes">
          {aggregates.rtTomatometer !== null ? `${aggregates.rtTomatometer}%` : missing}
        </Tile>
      </dl>
    </section>
  );
}
