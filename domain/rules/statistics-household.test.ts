import { describe, expect, it } from 'vitest';
import type { Reaction } from '../schemas/library';
import { longestStreak, tasteMatch, TASTE_MATCH_MIN_TITLES } from './statistics-household';
import { title, viewed } from './statistics.fixture';

const rated = (id: number, person1: Reaction, person2: Reaction) =>
  title(
    { id, title: `Title ${id}` },
    {
      person1: viewed(['2026-02-01'], 90, { [person1]: 1 }),
      person2: viewed(['2026-02-02'], 90, { [person2]: 1 }),
    },
  );

describe('the household block', () => {
  it('taste match: same reaction 1, one step apart 0.5, opposite 0, over titles both rated alone', () => {
    const titles = [
      rated(1, 'up', 'up'),
      rated(2, 'up', 'neutral'),
      rated(3, 'down', 'down'),
      rated(4, 'up', 'down'),
      rated(5, 'neutral', 'down'),
    ];
    // (1 + 0.5 + 1 + 0 + 0.5) / 5 = 60%.
    expect(tasteMatch(titles)).toEqual({ percent: 60, sharedTitles: 5 });
    expect(tasteMatch(titles.slice(0, TASTE_MATCH_MIN_TITLES - 1))).toBeNull();
    // A title watched together only is not a separate reaction.
    const together = title({ id: 6, title: 'Together' }, { both: viewed(['2026-02-03'], 90, { up: 1 }) });
    expect(tasteMatch([...titles.slice(0, 4), together])).toBeNull();
  });

  it('the longest run of consecutive weeks with a together viewing, across a year end', () => {
    const day = (date: string, viewer: 'both' | 'person1' = 'both', viewings = 1) => ({
      day: date,
      viewer,
      minutes: 90,
      viewings,
    });
    const days = [
      day('2025-12-24'), // week of Mon 22 Dec
      day('2025-12-31'), // week of Mon 29 Dec
      day('2026-01-04'), // same week (Sunday)
      day('2026-01-07'), // week of Mon 5 Jan
      day('2026-01-14', 'person1'), // alone: not a together week
      day('2026-01-21', 'both', 0), // a season finished, no viewing
      day('2026-02-02'),
    ];
    expect(longestStreak(days)).toEqual({ weeks: 3, start: '2025-12-24', end: '2026-01-07' });
    expect(longestStreak([day('2026-01-14', 'person1')])).toBeNull();
  });
});
