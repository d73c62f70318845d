import { z } from 'zod';
import { STATISTICS_TIMEFRAMES } from '../rules/constants';
import { mediaTypeSchema, reactionSchema } from './film';

export const statisticsTimeframeSchema = z.enum(STATISTICS_TIMEFRAMES, {
  error: 'timeframe must be one of ytd, last-year or all-time',
});
export type StatisticsTimeframe = z.infer<typeof statisticsTimeframeSchema>;

/** The recap of one person: their own viewings and the together ones. */
export const statisticsViewerSchema = z.enum(['person1', 'person2'], {
  error: 'viewer must be person1 or person2',
});
export type StatisticsViewer = z.infer<typeof statisticsViewerSchema>;

/** GET /api/statistics?timeframe=ytd|last-year|all-time[&viewer=person1|person2] */
export const statisticsQuerySchema = z.object({
  timeframe: statisticsTimeframeSchema.default('ytd'),
  viewer: statisticsViewerSchema.optional(),
});

/** Enough of a library title to show its poster and open its details. */
const titleRefSchema = z.object({
  id: z.number().int(),
  tmdbId: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  posterPath: z.string().nullable(),
});
export type TitleRef = z.infer<typeof titleRefSchema>;

const countAffinity = { count: z.number().int(), affinity: z.number().int() };

const surpriseSchema = titleRefSchema.extend({
  userRating: reactionSchema,
  /** The critics' score: the mean of the external ratings on a 0-10 scale. */
  globalRating: z.number(),
});
export type Surprise = z.infer<typeof surpriseSchema>;

const runtimeFactSchema = titleRefSchema.extend({ runtime: z.number().int() });
const yearFactSchema = titleRefSchema.extend({ year: z.number().int() });
const daysFactSchema = titleRefSchema.extend({ days: z.number().int() });

const personKeyed = <T extends z.ZodType>(value: T) =>
  z.object({ together: value, person1: value, person2: value });

const pickSchema = z.object({
  /** Titles this person owns, in the whole library. */
  owned: z.number().int(),
  /** Of those, how many the other one watched in the timeframe (alone or together). */
  watchedByOther: z.number().int(),
  /** How many of those the other one rated thumbs up. */
  likedByOther: z.number().int(),
  /** likedByOther as a percent of the ones the other one rated; null when they rated none. */
  likeRate: z.number().int().nullable(),
});
export type HouseholdPick = z.infer<typeof pickSchema>;

export const statisticsSchema = z.object({
  timeframe: z.object({
    key: statisticsTimeframeSchema,
    /** YYYY-MM-DD, the household's calendar days, both included. */
    start: z.string(),
    end: z.string(),
    label: z.string(),
  }),
  /** Whose recap: one person, or null for the household. */
  viewer: statisticsViewerSchema.nullable(),
  heroCards: z.object({
    totalFinished: z.number().int(),
    totalWatchTimeHours: z.number(),
    /** Percent thumbs up of the reactions; null when nothing was rated. */
    likeRatio: z.number().int().nullable(),
    togetherVsAlone: personKeyed(z.number().int()),
  }),
  highlights: z.object({
    topGenres: z.array(z.object({ name: z.string(), ...countAffinity })),
    topPeople: z.array(z.object({ name: z.string(), role: z.enum(['Director', 'Actor']), ...countAffinity })),
    topPosters: z.array(titleRefSchema.extend({ userRating: reactionSchema })),
    biggestSurprise: surpriseSchema.nullable(),
    hotTake: surpriseSchema.nullable(),
  }),
  charts: z.object({
    watchTimeByMonth: z.array(z.object({ month: z.string(), hours: z.number() })),
    reactionDistribution: z.object({
      up: z.number().int(),
      neutral: z.number().int(),
      down: z.number().int(),
    }),
    /** Percent of the titles started (or continued) in the timeframe that were finished in it. */
    completionRate: z.number().int().nullable(),
    addToFinishTimes: z.object({
      titles: z.number().int(),
      averageDays: z.number().nullable(),
      medianDays: z.number().nullable(),
    }),
  }),
  lists: z.object({
    longestTitle: runtimeFactSchema.nullable(),
    shortestTitle: runtimeFactSchema.nullable(),
    newestRelease: yearFactSchema.nullable(),
    oldestRelease: yearFactSchema.nullable(),
    fastestAddToFinish: daysFactSchema.nullable(),
    slowestAddToFinish: daysFactSchema.nullable(),
  }),
  household: z.object({
    tasteMatch: z.object({ percent: z.number().int(), sharedTitles: z.number().int() }).nullable(),
    picks: z.object({ person1: pickSchema, person2: pickSchema }),
    hours: personKeyed(z.number()),
    mostDivisive: titleRefSchema.extend({ likedBy: statisticsViewerSchema }).nullable(),
    longestStreak: z.object({ weeks: z.number().int(), start: z.string(), end: z.string() }).nullable(),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;
