import type { Aggregates } from '../../../../domain/schemas/film';
import { ReactionIcon } from '../../components/reaction-icon';
import { MetacriticScore, noRating, RatingTile } from '../../components/title/rating-tile';
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
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <RatingTile
          label="Family Score"
          variant="panel"
          className="col-span-2 bg-primary/15 ring-1 ring-primary/30 sm:col-span-1"
          valueClassName="flex items-center gap-2"
          detail={`${Math.round(aggregates.globalConfidence * 100)}% confidence`}
        >
          {family === null ? noRating : <span>{family}/100</span>}
          {aggregates.globalReaction && (
            <ReactionIcon reaction={aggregates.globalReaction} className="size-5" />
          )}
        </RatingTile>
        <RatingTile
          label="IMDb"
          variant="panel"
          detail={aggregates.imdbVotes !== null ? votes(aggregates.imdbVotes) : undefined}
        >
          {outOfTen(aggregates.imdbRating)}
        </RatingTile>
        <RatingTile
          label="TMDb"
          variant="panel"
          detail={aggregates.tmdbVoteCount ? votes(aggregates.tmdbVoteCount) : undefined}
        >
          {outOfTen(aggregates.tmdbRating)}
        </RatingTile>
        <RatingTile label="Metacritic" variant="panel">
          {aggregates.metascore === null ? (
            noRating
          ) : (
            <MetacriticScore score={aggregates.metascore} look="badge" />
          )}
        </RatingTile>
        <RatingTile label="Rotten Tomatoes" variant="panel">
          {aggregates.rtTomatometer === null ? noRating : `${aggregates.rtTomatometer}%`}
        </RatingTile>
      </dl>
    </section>
  );
}
