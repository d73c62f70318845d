import { describe, expect, it } from 'vitest';
import type { SeasonRollup } from '#domain/schemas/library';
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
    expect(progressText(rollup(2, 0, 5), 0)).toBe('2 of 5 seasons (40%)');
  });

  it('says season for one', () => {
    expect(progressText(rollup(0, 0, 1), 0)).toBe('0 of 1 season (0%)');
  });

  it('counts seasons marked for rewatch as done, but claims no rewatch before one happened', () => {
    expect(progressText(rollup(0, 5, 5), 0)).toBe('5 of 5 seasons (100%)');
    expect(progressText(rollup(3, 2, 5), 1)).toBe('5 of 5 seasons (100%) • 1 rewatched');
  });
});
