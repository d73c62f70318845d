import type { SeasonSummary, SeriesAiring } from '../schemas/film';
import { isDay } from './calendar-days';

/**
 * Which titles the daily check reads again, and how much of a series it reads.
 *
 * - A series is checked while it may still bring something: its status is not Ended or Canceled (Returning Series,
 *   In Production, Planned, Pilot, or none said), or it has not been checked yet. A movie is checked while it is to
 *   watch and its release date is today or later. Everything else waits for Refresh Metadata.
 * - Of a series, the episodes of the seasons still to air are read: the season of the next episode announced, and
 *   every numbered season whose premiere is today or later; at most MAX_SEASONS_READ of them (a show announcing
 *   more than that at once is rare, and the later ones are read on a later day).
 */

export const FINISHED_SERIES_STATUSES: readonly string[] = ['Ended', 'Canceled'];
export const MAX_SEASONS_READ = 3;

export const mayStillAir = (status: string | null): boolean =>
  status === null || !FINISHED_SERIES_STATUSES.includes(status);

export function seasonsToRead(
  airing: SeriesAiring,
  seasons: readonly Pick<SeasonSummary, 'seasonNumber' | 'airDate'>[],
  today: string,
): number[] {
  const numbers = new Set<number>();
  if (airing.nextEpisode) numbers.add(airing.nextEpisode.seasonNumber);
  for (const season of seasons) {
    if (season.seasonNumber >= 1 && isDay(season.airDate) && season.airDate >= today) {
      numbers.add(season.seasonNumber);
    }
  }
  return [...numbers].sort((a, b) => a - b).slice(0, MAX_SEASONS_READ);
}
