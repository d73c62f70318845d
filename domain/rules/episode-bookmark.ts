import type { Season, SeasonStatus } from '../schemas/library';

/**
 * A season's episode bookmark: the last episode watched in its current pass ('Episode 5 of 10'); null when none.
 *
 * - Stepping goes from 0 (none yet) to the season's length, or to any number when the length is unknown.
 * - Reaching the last episode finishes the season: it becomes watched (and records its season watch, as any change
 *   to watched does), and the bookmark is cleared, a finished season having none.
 * - Any other episode makes a season to watch, or a finished one stepped back, watching; a season being watched
 *   or marked for rewatch keeps its status.
 * - A status change keeps the bookmark only into 'watching' (or when the status stays): a season finished, put
 *   back to watch or marked for rewatch starts its next pass from none.
 */

export type BookmarkStep =
  { ok: true; status: SeasonStatus; episodeBookmark: number | null } | { ok: false; message: string };

/** The season's length when known (a count of 0 is not). */
const lengthOf = (episodeCount: number | null): number | null =>
  episodeCount !== null && episodeCount > 0 ? episodeCount : null;

export function bookmarkStep(season: Pick<Season, 'status' | 'episodeCount'>, episode: number): BookmarkStep {
  const length = lengthOf(season.episodeCount);
  if (length !== null && episode > length) {
    return { ok: false, message: `episode must be at most ${length}: the season has ${length} episodes` };
  }
  if (length !== null && episode === length) return { ok: true, status: 'watched', episodeBookmark: null };
  const bookmark = episode > 0 ? episode : null;
  if (season.status === 'watched') return { ok: true, status: 'watching', episodeBookmark: bookmark };
  if (season.status === 'to_watch' && bookmark !== null) {
    return { ok: true, status: 'watching', episodeBookmark: bookmark };
  }
  return { ok: true, status: season.status, episodeBookmark: bookmark };
}

export function bookmarkAfterStatus(
  from: SeasonStatus,
  to: SeasonStatus,
  bookmark: number | null,
): number | null {
  return from === to || to === 'watching' ? bookmark : null;
}

/** The episode a season is at, as the stepper shows it: all of them when it is watched. */
export function episodeReached(season: Pick<Season, 'status' | 'episodeCount' | 'episodeBookmark'>): number {
  const length = lengthOf(season.episodeCount);
  if (season.status === 'watched' && length !== null) return length;
  return season.episodeBookmark ?? 0;
}

/** 'Episode 5 of 10', 'Episode 5' (length unknown), 'Not started · 10 episodes', 'All 10 episodes'. */
export function bookmarkLabel(season: Pick<Season, 'status' | 'episodeCount' | 'episodeBookmark'>): string {
  const length = lengthOf(season.episodeCount);
  const reached = episodeReached(season);
  const episodes = (count: number) => `${count} ${count === 1 ? 'episode' : 'episodes'}`;
  if (length !== null && reached === length) return `All ${episodes(length)}`;
  if (reached === 0) return length === null ? 'Not started' : `Not started · ${episodes(length)}`;
  return length === null ? `Episode ${reached}` : `Episode ${reached} of ${length}`;
}

/** The series card's summary of where the household is: 'S2 · E5/10' ('S2 · E5' when the length is unknown). */
export function seasonEpisodeShort(current: {
  seasonNumber: number;
  episodeBookmark: number | null;
  episodeCount: number | null;
}): string {
  const length = lengthOf(current.episodeCount);
  if (current.episodeBookmark === null) return `S${current.seasonNumber} next`;
  return `S${current.seasonNumber} · E${current.episodeBookmark}${length === null ? '' : `/${length}`}`;
}
