import { describe, expect, it } from 'vitest';
import { recapOf } from './statistics';
import { householdFixture } from './statistics.fixture';

const ref = (id: number, title: string, mediaType: 'movie' | 'tv' = 'movie') => ({
  id,
  tmdbId: 1000 + id,
  mediaType,
  title,
  posterPath: `/poster-${id}.jpg`,
});

describe('the recap of the household fixture (worked out by hand)', () => {
  const fixture = householdFixture();
  const household = recapOf({ ...fixture, viewer: null });

  it('hero cards', () => {
    expect(household.timeframe).toEqual({
      key: 'ytd',
      start: '2026-01-01',
      end: '2026-06-15',
      label: '2026 so far',
    });
    expect(household.heroCards).toEqual({
      // Arrival, Bee Movie, Cats; Dark is not finished and Eternal Sunshine only started.
      totalFinished: 3,
      // 232 + 182 + 110 + 990 + 0 = 1514 minutes = 25.23 hours.
      totalWatchTimeHours: 25.2,
      // Reactions: Arrival up, up; Bee Movie up, down; Cats its own up (no reaction on its viewing); Dark down.
      // 4 up of 6: 66.7%, rounded up by the largest remainder to 67 (33 for down).
      likeRatio: 67,
      // Together: Arrival, Cats. Person 1 alone: Arrival, Bee Movie, Dark. Person 2 alone: Bee Movie.
      togetherVsAlone: { together: 2, person1: 3, person2: 1 },
    });
  });

  it('highlights', () => {
    // Title reactions: Arrival up, Bee Movie neutral (up + down), Cats up (its own), Dark down.
    expect(household.highlights.topGenres).toEqual([
      { name: 'Comedy', count: 2, affinity: 50 },
      { name: 'Drama', count: 1, affinity: 100 },
      { name: 'Fantasy', count: 1, affinity: 100 },
      { name: 'Science Fiction', count: 1, affinity: 100 },
      { name: 'Animation', count: 1, affinity: 0 },
    ]);
    // Everyone has one finished title; the liked ones first, then by name.
    expect(household.highlights.topPeople).toEqual([
      { name: 'Amy Adams', role: 'Actor', count: 1, affinity: 100 },
      { name: 'Denis Villeneuve', role: 'Director', count: 1, affinity: 100 },
      { name: 'Jeremy Renner', role: 'Actor', count: 1, affinity: 100 },
      { name: 'Taylor Swift', role: 'Actor', count: 1, affinity: 100 },
      { name: 'Tom Hooper', role: 'Director', count: 1, affinity: 100 },
    ]);
    // Arrival last watched 10 March, Cats 5 March.
    expect(household.highlights.topPosters).toEqual([
      { ...ref(1, 'Arrival'), userRating: 'up' },
      { ...ref(3, 'Cats'), userRating: 'up' },
    ]);
    // Cats: liked, critics (4.4 + 3.2) / 2 = 3.8. Dark: disliked, critics (8.8 + 8.4) / 2 = 8.6.
    expect(household.highlights.biggestSurprise).toEqual({
      ...ref(3, 'Cats'),
      userRating: 'up',
      globalRating: 3.8,
    });
    expect(household.highlights.hotTake).toEqual({
      ...ref(4, 'Dark', 'tv'),
      userRating: 'down',
      globalRating: 8.6,
    });
  });

  it('charts', () => {
    expect(household.charts).toEqual({
      // January 182 min, February 116, March 226, April 990, May and June nothing.
      watchTimeByMonth: [
        { month: '2026-01', hours: 3 },
        { month: '2026-02', hours: 1.9 },
        { month: '2026-03', hours: 3.8 },
        { month: '2026-04', hours: 16.5 },
        { month: '2026-05', hours: 0 },
        { month: '2026-06', hours: 0 },
      ],
      reactionDistribution: { up: 67, neutral: 0, down: 33 },
      // 3 finished of the 5 with a record.
      completionRate: 60,
      // Arrival 10 Jan → 25 Feb: 46 days; Bee Movie 20 Dec → 5 Jan: 16; Cats 1 → 5 March: 4.
      addToFinishTimes: { titles: 3, averageDays: 22, medianDays: 16 },
    });
  });

  it('fun facts', () => {
    expect(household.lists).toEqual({
      longestTitle: { ...ref(1, 'Arrival'), runtime: 116 },
      shortestTitle: { ...ref(2, 'Bee Movie'), runtime: 91 },
      newestRelease: { ...ref(3, 'Cats'), year: 2019 },
      oldestRelease: { ...ref(2, 'Bee Movie'), year: 2007 },
      fastestAddToFinish: { ...ref(3, 'Cats'), days: 4 },
      slowestAddToFinish: { ...ref(1, 'Arrival'), days: 46 },
    });
  });

  it('the household block', () => {
    expect(household.household).toEqual({
      // Only Bee Movie was rated by both alone: fewer than 5 titles.
      tasteMatch: null,
      picks: {
        // Person 1's Arrival: person 2 saw it (together) and liked it. Eternal Sunshine: not seen by person 2.
        person1: { owned: 3, watchedByOther: 1, likedByOther: 1, likeRate: 100 },
        // Person 2's Bee Movie: person 1 saw it and disliked it.
        person2: { owned: 2, watchedByOther: 1, likedByOther: 0, likeRate: 0 },
      },
      // Together 116 + 110 + 990 = 1216 min; person 1 116 + 91 = 207; person 2 91.
      hours: { together: 20.3, person1: 3.5, person2: 1.5 },
      mostDivisive: { ...ref(2, 'Bee Movie'), likedBy: 'person2' },
      // Together on Wednesday 25 February and Thursday 5 March: consecutive weeks.
      longestStreak: { weeks: 2, start: '2026-02-25', end: '2026-03-05' },
    });
  });

  it('one person: their own records and the together ones; the household block unchanged', () => {
    const person1 = recapOf({ ...fixture, viewer: 'person1' });
    expect(person1.viewer).toBe('person1');
    // All but person 2's own viewing of Bee Movie: 1514 - 91 = 1423 minutes. Reactions: up, up, down, Cats up, down.
    expect(person1.heroCards).toEqual({
      totalFinished: 3,
      totalWatchTimeHours: 23.7,
      likeRatio: 60,
      togetherVsAlone: { together: 2, person1: 3, person2: 0 },
    });
    expect(person1.household).toEqual(household.household);

    const person2 = recapOf({ ...fixture, viewer: 'person2' });
    // Arrival together, Bee Movie alone, Cats and Dark together: 116 + 91 + 110 + 990 = 1307 minutes.
    // Reactions: Arrival up, Bee Movie up, Cats its own up; Dark's together records carry none.
    expect(person2.heroCards).toEqual({
      totalFinished: 3,
      totalWatchTimeHours: 21.8,
      likeRatio: 100,
      togetherVsAlone: { together: 2, person1: 0, person2: 1 },
    });
    expect(person2.charts.completionRate).toBe(75);
    expect(person2.highlights.topPosters.map((poster) => poster.title)).toEqual([
      'Cats',
      'Arrival',
      'Bee Movie',
    ]);
    expect(person2.highlights.hotTake).toBeNull();
  });
});
