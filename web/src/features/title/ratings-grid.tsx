import { universalScore } from '#domain/rules/rating-derivations';
import { ReactionIcon, reactionLabel } from '../../components/reaction-icon';
import { MetacriticScore, noRating, percentOrNone, RatingTiles } from '../../components/title/rating-tiles';
import type { RatingFigures } from '../../lib/title-facts';

const tenths = (rating: number | null) => (rating === null ? noRating : rating.toFixed(1));

/**
 * My Rating, Universal, IMDb, Metacritic, TMDb and Tomatoes. My Rating says where it comes from: the title's rated
 * viewings (`ratedViewings`), else the household's own rating of it.
 */
export function RatingsGrid({ figures, ratedViewings }: { figures: RatingFigures; ratedViewings: number }) {
  const universal = universalScore({
    tmdbRating: figures.tmdbRating,
    imdbRating: figures.imdbRating,
    metacriticRating: figures.metacriticRating,
    rottenTomatoesRating: figures.rottenTomatoesRating,
  });
  const myRating = figures.myRating ? (
    <span className="flex items-center gap-1" title={reactionLabel(figures.myRating)}>
      <ReactionIcon reaction={figures.myRating} className="size-5" />
    </span>
  ) : (
    noRating
  );
  return (
    <RatingTiles
      variant="grid"
      className="grid grid-cols-3 gap-2 sm:grid-cols-6"
      tiles={[
        {
          label: 'My Rating',
          value: myRating,
          detail:
            ratedViewings > 0
              ? `From ${ratedViewings === 1 ? '1 viewing' : `${ratedViewings} viewings`}`
              : figures.myRating
                ? 'Your own'
                : undefined,
        },
        { label: 'Universal', value: tenths(universal) },
        { label: 'IMDb', value: tenths(figures.imdbRating) },
        { label: 'Metacritic', value: <MetacriticScore score={figures.metacriticRating} look="text" /> },
        { label: 'TMDb', value: tenths(figures.tmdbRating) },
        { label: 'Tomatoes', value: percentOrNone(figures.rottenTomatoesRating) },
      ]}
    />
  );
}
