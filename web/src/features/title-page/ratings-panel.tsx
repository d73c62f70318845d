import type { Aggregates } from '#domain/schemas/film';
import { ReactionIcon } from '../../components/reaction-icon';
import { MetacriticScore, noRating, percentOrNone, RatingTiles } from '../../components/title/rating-tiles';
import { formatCount } from '../../lib/format';

const votes = (count: number) => `${formatCount(count)} votes`;
const outOfTen = (rating: number | null) => (rating === null ? noRating : `${rating.toFixed(1)}/10`);

/** IMDb, TMDb, Metacritic, Rotten Tomatoes, and the Family Score that blends them. */
export function RatingsPanel({ aggregates }: { aggregates: Aggregates }) {
  const family = aggregates.globalScore01 === null ? null : Math.round(aggregates.globalScore01 * 100);
  return (
    <section aria-labelledby="ratings-title" className="flex flex-col gap-3">
      <h2 id="ratings-title" className="text-lg font-semibold">
        Ratings
      </h2>
      <RatingTiles
        variant="panel"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        tiles={[
          {
            label: 'Family Score',
            className: 'col-span-2 bg-primary/15 ring-1 ring-primary/30 sm:col-span-1',
            valueClassName: 'flex items-center gap-2',
            value: (
              <>
                {family === null ? noRating : <span>{family}/100</span>}
                {aggregates.globalReaction && (
                  <ReactionIcon reaction={aggregates.globalReaction} className="size-5" />
                )}
              </>
            ),
            detail: `${Math.round(aggregates.globalConfidence * 100)}% confidence`,
          },
          {
            label: 'IMDb',
            value: outOfTen(aggregates.imdbRating),
            detail: aggregates.imdbVotes !== null ? votes(aggregates.imdbVotes) : undefined,
          },
          {
            label: 'TMDb',
            value: outOfTen(aggregates.tmdbRating),
            detail: aggregates.tmdbVoteCount ? votes(aggregates.tmdbVoteCount) : undefined,
          },
          { label: 'Metacritic', value: <MetacriticScore score={aggregates.metascore} look="badge" /> },
          { label: 'Rotten Tomatoes', value: percentOrNone(aggregates.rtTomatometer) },
        ]}
      />
    </section>
  );
}
