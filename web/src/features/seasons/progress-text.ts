import type { SeasonRollup } from '#domain/schemas/library';
import { seasonsDone } from '../../lib/format';

/**
 * 'X of Y seasons (Z%)', and ' • N rewatched' when some seasons were watched again (spec: Seasons drawer); seasons
 * only marked for rewatch count as done but not as rewatched.
 */
export function progressText(rollup: SeasonRollup, rewatched: number): string {
  const done = rollup.watchedSeasons + rollup.rewatchSeasons;
  const rewatchedText = rewatched > 0 ? ` • ${rewatched} rewatched` : '';
  return `${seasonsDone(done, rollup.totalSeasons)} (${rollup.completionPercentage}%)${rewatchedText}`;
}
