import { describe, expect, it } from 'vitest';
import { rewatchedSeasonCount } from './season-rewatches';

const seasons = (...numbers: number[]) => numbers.map((seasonNumber) => ({ seasonNumber }));
const watch = (seasonNumber: number, rewatchIndex: number) => ({ seasonNumber, rewatchIndex });

describe('rewatched seasons', () => {
  it('are none while the seasons were watched once, even when all are marked for rewatch', () => {
    expect(rewatchedSeasonCount(seasons(1, 2, 3), [watch(1, 0), watch(2, 0), watch(3, 0)])).toBe(0);
  });

  it('count each counted season watched again once, however often', () => {
    const watches = [
      watch(1, 0),
      watch(1, 1),
      watch(1, 2),
      watch(2, 0),
      watch(2, 1),
      watch(3, 0),
      watch(0, 1),
    ];
    expect(rewatchedSeasonCount(seasons(0, 1, 2, 3), watches)).toBe(2);
  });

  it('count the specials when they are the only season', () => {
    expect(rewatchedSeasonCount(seasons(0), [watch(0, 0), watch(0, 1)])).toBe(1);
  });
});
