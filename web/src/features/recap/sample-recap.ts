import type { Statistics } from '#domain/schemas/statistics';

const sampleTitle = (id: number, title: string) => ({
  id,
  tmdbId: id,
  mediaType: 'movie' as const,
  title,
  posterPath: null,
});

/** Made-up numbers drawn under the loading card, so the page keeps its shape while the recap is computed. */
export const sampleRecap: Statistics = {
  timeframe: { key: 'ytd', start: '2026-01-01', end: '2026-06-30', label: 'This year' },
  viewer: null,
  heroCards: {
    totalFinished: 42,
    totalWatchTimeHours: 96.5,
    likeRatio: 71,
    togetherVsAlone: { together: 28, person1: 9, person2: 7 },
  },
  highlights: {
    topGenres: [
      { name: 'Drama', count: 14, affinity: 79 },
      { name: 'Comedy', count: 11, affinity: 64 },
      { name: 'Thriller', count: 8, affinity: 75 },
      { name: 'Science Fiction', count: 6, affinity: 83 },
      { name: 'Animation', count: 4, affinity: 100 },
    ],
    topPeople: [],
    topPosters: Array.from({ length: 10 }, (_, index) => ({
      ...sampleTitle(index + 1, 'Title'),
      userRating: 'up' as const,
    })),
    biggestSurprise: null,
    hotTake: null,
  },
  charts: {
    watchTimeByMonth: [12, 18, 9, 21, 15, 21.5].map((hours, index) => ({
      month: `2026-0${index + 1}`,
      hours,
    })),
    reactionDistribution: { up: 71, neutral: 18, down: 11 },
    completionRate: 80,
    addToFinishTimes: { titles: 30, averageDays: 41, medianDays: 12 },
  },
  lists: {
    longestTitle: { ...sampleTitle(1, 'Title'), runtime: 169 },
    shortestTitle: { ...sampleTitle(2, 'Title'), runtime: 81 },
    newestRelease: { ...sampleTitle(3, 'Title'), year: 2026 },
    oldestRelease: { ...sampleTitle(4, 'Title'), year: 1962 },
    fastestAddToFinish: { ...sampleTitle(5, 'Title'), days: 0 },
    slowestAddToFinish: { ...sampleTitle(6, 'Title'), days: 840 },
  },
  household: {
    tasteMatch: { percent: 74, sharedTitles: 12 },
    picks: {
      person1: { owned: 30, watchedByOther: 12, likedByOther: 9, likeRate: 75 },
      person2: { owned: 25, watchedByOther: 10, likedByOther: 6, likeRate: 60 },
    },
    hours: { together: 70.5, person1: 14, person2: 12 },
    mostDivisive: null,
    longestStreak: { weeks: 6, start: '2026-02-02', end: '2026-03-14' },
  },
};
