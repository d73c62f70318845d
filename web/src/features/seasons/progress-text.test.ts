import { describe, expect, it } from 'vitest';
import type { SeasonRollup } from '../../../../domain/schemas/library';
import { progressText } from './progress-text';

const rollup = (watchedSeasons: number, rewatchSeasons: number, totalSeasons: number): SeasonRollup => ({
  hasSeasons: true,
  overallStatus: 'watching',
  totalSeasons,
  watchedSeasons,
  rewatchSeasons,
  completionPercentage: Math.round((100 * (watchedSeasons + rewatchSeasons)) / totalSeasons),
  currentSeason: null,
});

describe('the seasons progress line', () => {
  it('counts watched seasons out of all', () => {
    expect(progressText(rollup(2, 0, 5))).toBe('2 of 5 seasons (40%)');
  });

  it('counts a season marked for rewatch as watched, and says how many are', () => {
    expect(progressText(rollup(3, 2, 5))).toBe('5 of 5 seasons (100%) • 2 rewatched');
  });
});
