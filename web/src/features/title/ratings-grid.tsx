import { universalScore } from '../../../../domain/rules/rating-derivations';
import { ReactionIcon, reactionLabel } from '../../components/reaction-icon';
import { MetacriticScore, noRating, RatingTile } from '../../components/title/rating-tile';
import type { RatingFigures } from '../../lib/title-facts';

const tenths = (rating: number | null) => (rating === null ? noRating : rating.toFixed(1));

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
      <RatingTile label="My Rating" variant="grid">
        {figures.myRating ? (
          <span className="flex items-center gap-1" title={reactionLabel(figures.myRating)}>
            <ReactionIcon reaction={figures.myRating} className="size-5" />
          </span>
        ) : (
          noRating
        )}
      </RatingTile>
      <RatingTile label="Universal" variant="grid">
        {tenths(universal)}
      </RatingTile>
      <RatingTile label="IMDb" variant="grid">
        {tenths(figures.imdbRating)}
      </RatingTile>
      <RatingTile label="Metacritic" variant="grid">
        {figures.metacriticRating === null ? (
          noRating
        ) : (
          <MetacriticScore score={figures.metacriticRating} look="text" />
        )}
      </RatingTile>
      <RatingTile label="TMDb" variant="grid">
        {tenths(figures.tmdbRating)}
      </RatingTile>
      <RatingTile label="Tomatoes" variant="grid">
        {figures.rottenTomatoesRating === null ? noRating : `${figures.rottenTomatoesRating}%`}
      </RatingTile>
    </dl>
  );
}
