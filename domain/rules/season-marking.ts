import type { SeasonStatus } from '../schemas/library';

/**
 * The seasons 'Mark All Watched' changes: every counted season not yet watched (to watch or watching). As for
 * progress (season-rollup.ts), season 0 (Specials) counts only when it is the series' only season: a household
 * that finished a series has not necessarily watched its specials. Seasons watched or marked for rewatch stay.
 */
export function seasonsToMarkWatched<T extends { seasonNumber: number; status: SeasonStatus }>(
  seasons: readonly T[],
): T[] {
  const numbered = seasons.filter((season) => season.seasonNumber > 0);
  const counted = numbered.length > 0 ? numbered : seasons;
  return counted.filter((season) => season.status === 'to_watch' || season.status === 'watching');
}
