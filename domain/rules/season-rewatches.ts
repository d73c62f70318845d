import { countedSeasons } from './season-rollup';

/**
 * How many seasons have been rewatched: the counted seasons (the numbered ones, or the specials when those are all
 * there is) watched more than once, i.e. with a season watch of rewatch index 1 or more. A season only marked for
 * rewatch ('Mark All as Rewatch') has not been rewatched yet.
 */
export function rewatchedSeasonCount(
  seasons: readonly { seasonNumber: number }[],
  watches: readonly { seasonNumber: number; rewatchIndex: number }[],
): number {
  const rewatched = new Set(
    watches.filter((watch) => watch.rewatchIndex >= 1).map((watch) => watch.seasonNumber),
  );
  return countedSeasons(seasons).filter((season) => rewatched.has(season.seasonNumber)).length;
}
