import type { Season } from '../../schemas/library';
import type { Viewer } from '../../schemas/people';
import { REPEAT_PLAY_WINDOW_MS, TOGETHER_WINDOW_MS } from '../constants';
import { episodeReached } from '../episode-bookmark';

/** A finished play recorded for a viewer: `user` names the media-server user (`{kind}:{name}`), `at` its instant. */
export interface Finish {
  user: string;
  viewer: Viewer;
  at: string;
}

/**
 * Where a finish goes among the recorded finishes of the same movie or episode:
 * - 'repeat' ('Already recorded'): the same user, or a viewer already counted, finished it within
 *   REPEAT_PLAY_WINDOW_MS (a retry, a stop and a markplayed, a second scrobble after the credits); or both people's
 *   finishes are already within TOGETHER_WINDOW_MS of it (a third finish).
 * - 'join' ('Together'): the other person's finish (the nearest) is within TOGETHER_WINDOW_MS: one viewing by both.
 * - 'new': a viewing of its own.
 */
export type Placement<T extends Finish> = { kind: 'new' } | { kind: 'repeat' } | { kind: 'join'; with: T };

const gapMs = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b));
const covers = (recorded: Viewer, viewer: Viewer) => recorded === 'both' || recorded === viewer;
const personsOf = (viewer: Viewer) => (viewer === 'both' ? ['person1', 'person2'] : [viewer]);

export function placeFinish<T extends Finish>(finish: Finish, earlier: readonly T[]): Placement<T> {
  const repeated = earlier.some(
    (other) =>
      gapMs(other.at, finish.at) <= REPEAT_PLAY_WINDOW_MS &&
      (other.user === finish.user || covers(other.viewer, finish.viewer)),
  );
  if (repeated) return { kind: 'repeat' };
  const near = earlier
    .filter((other) => gapMs(other.at, finish.at) <= TOGETHER_WINDOW_MS)
    .sort((a, b) => gapMs(a.at, finish.at) - gapMs(b.at, finish.at));
  const seen = new Set(near.flatMap((other) => personsOf(other.viewer)));
  if (seen.size === 2) return { kind: 'repeat' };
  const partner = near.find((other) => finish.viewer === 'both' || other.viewer !== finish.viewer);
  return partner ? { kind: 'join', with: partner } : { kind: 'new' };
}

/**
 * The episode a play moves a season's bookmark to, forward only: null when the season is at or past it already. A
 * play stopped before the end never finishes the season: stopped in its last episode, the bookmark stops one short.
 */
export function bookmarkTarget(
  season: Pick<Season, 'status' | 'episodeCount' | 'episodeBookmark'>,
  episode: number,
  stopped: boolean,
): number | null {
  const length = season.episodeCount !== null && season.episodeCount > 0 ? season.episodeCount : null;
  const target = stopped && length !== null && episode >= length ? length - 1 : episode;
  if (length !== null && target > length) return null;
  return target > episodeReached(season) ? target : null;
}
