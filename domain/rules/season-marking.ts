import type { SeasonStatus } from '../schemas/library';
import { progressSeasons } from './season-rollup';

/**
 * The seasons 'Mark All Watched' changes: every counted season not yet watched (to watch or watching). As for
 * progress (season-rollup.ts), season 0 (Specials) counts only when it is the series' only season: a household
 * that finished a series has not necessarily watched its specials; and a season the film data no longer lists counts
 * only once started. Seasons watched or marked for rewatch stay.
 */
export function seasonsToMarkWatched<
  T extends { seasonNumber: number; status: SeasonStatus; listed?: boolean },
>(seasons: readonly T[]): T[] {
  return progressSeasons(seasons).filter(
    (season) => season.status === 'to_watch' || season.status === 'watching',
  );
}
