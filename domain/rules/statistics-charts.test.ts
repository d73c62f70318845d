import { describe, expect, it } from 'vitest';
import { addToFinishEntries, addToFinishTimes, hoursOf, reactionDistribution } from './statistics-charts';
import { title, viewed } from './statistics.fixture';

describe('recap charts', () => {
  it('reaction percents add up to 100 by the largest remainder', () => {
    // 33.3 each: one point left, to the first of the tie (up).
    expect(reactionDistribution({ up: 1, neutral: 1, down: 1 })).toEqual({ up: 34, neutral: 33, down: 33 });
    // 14.3, 28.6, 57.1: floors 14 + 28 + 57 = 99; the largest remainder (.6) gets the point.
    expect(reactionDistribution({ up: 1, neutral: 2, down: 4 })).toEqual({ up: 14, neutral: 29, down: 57 });
    expect(reactionDistribution({ up: 0, neutral: 0, down: 0 })).toEqual({ up: 0, neutral: 0, down: 0 });
  });

  it('hours to one decimal', () => {
    expect(hoursOf(0)).toBe(0);
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(325)).toBe(5.4);
  });

  it('add to finish: the first finish in the timeframe, never a negative time; mean and median', () => {
    const range = { start: '2026-01-01', end: '2026-12-31' };
    const views = [
      // Added 1 Jan, first finished 11 Jan: 10 days.
      { title: title({ id: 1, title: 'A', dateAdded: '2026-01-01' }), tally: viewed(['2026-01-11'], 90) },
      // First finished last year: a rewatch this year does not count.
      {
        title: title({ id: 2, title: 'B', dateAdded: '2025-01-01' }),
        tally: { ...viewed(['2026-02-01'], 90), firstFinish: '2025-06-01' },
      },
      // Watched before it was added: history recorded later.
      { title: title({ id: 3, title: 'C', dateAdded: '2026-05-01' }), tally: viewed(['2026-04-01'], 90) },
      // Added 1 Jan, finished 31 Jan: 30 days.
      { title: title({ id: 4, title: 'D', dateAdded: '2026-01-01' }), tally: viewed(['2026-01-31'], 90) },
    ];
    const entries = addToFinishEntries(views, range);
    expect(entries.map((entry) => [entry.view.title.title, entry.days])).toEqual([
      ['A', 10],
      ['D', 30],
    ]);
    expect(addToFinishTimes(entries)).toEqual({ titles: 2, averageDays: 20, medianDays: 20 });
    expect(addToFinishTimes([])).toEqual({ titles: 0, averageDays: null, medianDays: null });
  });
});
