import type { SeasonRollup } from '../../../../domain/schemas/library';

/** 'X of Y seasons (Z%)', and ' • N rewatched' when some were (spec: Seasons drawer). */
export function progressText(rollup: SeasonRollup): string {
  const done = rollup.watchedSeasons + rollup.rewatchSeasons;
  const rewatched = rollup.rewatchSeasons > 0 ? ` • ${rollup.rewatchSeasons} rewatched` : '';
  return `${done} of ${rollup.totalSeasons} seasons (${rollup.completionPercentage}%)${rewatched}`;
}
