import { parseISO } from 'date-fns/parseISO';
import type { MediaType } from '#domain/schemas/film';

/** The spec's one form for a runtime, in minutes everywhere: "137 min"; null when unknown. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  return `${minutes} min`;
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** "1.2M", "9.9K". */
export function formatCount(count: number): string {
  return compact.format(count);
}

/** A title's runtime as shown: a movie's length, a series' typical episode ("45 min per episode"). */
export function formatTitleRuntime(mediaType: MediaType, minutes: number | null | undefined): string | null {
  const runtime = formatRuntime(minutes);
  return runtime && mediaType === 'tv' ? `${runtime} per episode` : runtime;
}

/** Seasons done out of all, singular for one: "0 of 1 season", "2 of 5 seasons". */
export const seasonsDone = (done: number, total: number): string =>
  `${done} of ${total} ${total === 1 ? 'season' : 'seasons'}`;

/** "1 episode", "10 episodes". */
export const episodeCount = (count: number): string => `${count} ${count === 1 ? 'episode' : 'episodes'}`;

/**
 * The day a stored date falls on for the household: a calendar day (YYYY-MM-DD) is that day; a date-time, stored as
 * an instant, is read in this browser's time zone, the household's (23:30 on 31 December in Los Angeles, stored as
 * 07:30 UTC on 1 January, is 31 December), as the recap reads it in the server's.
 */
export function dayOfStoredDate(stored: string): Date {
  return parseISO(stored);
}
