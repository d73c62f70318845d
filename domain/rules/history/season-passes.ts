import type { SeasonStatus } from '../../schemas/library';

/** A play of the same episode this soon after the last one is the same viewing counted twice (a double scrobble). */
export const REPEAT_PLAY_MS = 60 * 60 * 1000;

export interface SeasonProgressFromPlays {
  /** When each full pass through the season ended (the play that completed it), in order: watch 0, 1, 2… */
  finishedAt: string[];
  status: SeasonStatus;
  /** The episode bookmark of the pass under way: the highest episode played in it; null when none is under way. */
  episodeBookmark: number | null;
}

/**
 * How far a household got through a season from its episode plays (Trakt's history):
 * - a pass is finished when each episode 1..episodeCount has a play in it, dated by the play that completed it; a
 *   later full pass is a rewatch;
 * - a play of an episode within an hour of its previous play is ignored (double scrobbles);
 * - status: watched when at least one pass is finished and no later one is under way; watching when a pass is under
 *   way; to_watch without plays;
 * - when the season's episode count is unknown, its highest episode played stands for it;
 * - the episode bookmark of a pass under way is the highest episode played in it (where the household stopped).
 */
export function seasonProgressFromPlays(
  plays: readonly { episode: number; at: string }[],
  episodeCount: number | null,
): SeasonProgressFromPlays {
  const sorted = [...plays].sort((a, b) => a.at.localeCompare(b.at));
  const count = episodeCount ?? Math.max(0, ...sorted.map((play) => play.episode));
  const lastPlay = new Map<number, number>();
  const seen = new Set<number>();
  const finishedAt: string[] = [];
  for (const { episode, at } of sorted) {
    const time = Date.parse(at);
    const previous = lastPlay.get(episode);
    lastPlay.set(episode, time);
    if (previous !== undefined && time - previous < REPEAT_PLAY_MS) continue;
    if (episode < 1 || episode > count) continue;
    seen.add(episode);
    if (seen.size === count) {
      finishedAt.push(at);
      seen.clear();
    }
  }
  const status: SeasonStatus = seen.size > 0 ? 'watching' : finishedAt.length > 0 ? 'watched' : 'to_watch';
  return { finishedAt, status, episodeBookmark: seen.size > 0 ? Math.max(...seen) : null };
}
