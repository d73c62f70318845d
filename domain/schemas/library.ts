import { z } from 'zod';
import { eveningConstraintOrder, eveningKinds, eveningTimes } from '../rules/evening-constraints';
import { listAvailabilitySchema } from './availability';
import { mediaTypeSchema, reactionSchema } from './film';
import { ownershipSchema, viewerSchema } from './people';

export const itemStatusSchema = z.enum(['to_watch', 'watching', 'watched'], {
  error: 'status must be one of to_watch, watching or watched',
});
export type ItemStatus = z.infer<typeof itemStatusSchema>;

export const seasonStatusSchema = z.enum(['to_watch', 'watching', 'watched', 'rewatch'], {
  error: 'status must be one of to_watch, watching, watched or rewatch',
});
export type SeasonStatus = z.infer<typeof seasonStatusSchema>;

export type Reaction = z.infer<typeof reactionSchema>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;

const isCalendarDay = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * How a date sent to the API is stored: a calendar day (YYYY-MM-DD) as it is; an ISO-8601 date-time with an offset
 * as the instant it names, in UTC (`2025-12-31T23:30:00-08:00` → `2026-01-01T07:30:00.000Z`; one already in UTC,
 * ending in Z, as it is). Whichever day it falls on is the household's to say (the recap and the watch history read
 * an instant in the household's time zone). Null when it is not a valid date.
 */
export function storedDate(value: string): string | null {
  const day = DAY.exec(value);
  if (day) return isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3])) ? value : null;
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [
    ,
    year,
    month,
    date,
    hour,
    minute,
    second = '0',
    fraction = '',
    utc,
    sign,
    offsetHours,
    offsetMinutes = '0',
  ] = match;
  if (!isCalendarDay(Number(year), Number(month), Number(date))) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (utc !== undefined) return value;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  const local = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(date),
    Number(hour),
    Number(minute),
    Number(second),
    Math.floor(Number(`0${fraction}`) * 1000),
  );
  return new Date(local - offsetMs).toISOString();
}

/** A calendar day (YYYY-MM-DD) or an ISO-8601 date-time with an offset, as it is stored (see storedDate). */
export const wireDateSchema = z.string({ error: 'must be a date' }).transform((value, context) => {
  const stored = storedDate(value);
  if (stored !== null) return stored;
  context.addIssue({
    code: 'custom',
    message: 'must be a date as YYYY-MM-DD or an ISO-8601 date-time with an offset',
  });
  return z.NEVER;
});

/** Per series: how far the household is through its seasons (specials excluded). */
export const seasonRollupSchema = z.object({
  hasSeasons: z.boolean(),
  overallStatus: itemStatusSchema,
  totalSeasons: z.number().int(),
  watchedSeasons: z.number().int(),
  rewatchSeasons: z.number().int(),
  completionPercentage: z.number().int(),
  /** The season to go on with, where the household stopped in it (its episode bookmark), and its length. */
  currentSeason: z
    .object({
      seasonNumber: z.number().int(),
      episodeBookmark: z.number().int().nullable(),
      episodeCount: z.number().int().nullable(),
    })
    .nullable(),
});
export type SeasonRollup = z.infer<typeof seasonRollupSchema>;

export const libraryItemSchema = z.object({
  id: z.number().int(),
  tmdbId: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  overview: z.string(),
  genres: z.array(z.string()),
  director: z.string().nullable(),
  creator: z.string().nullable(),
  mainStars: z.array(z.string()),
  /** Minutes: the movie, or one episode of a series. */
  runtime: z.number().int().nullable(),
  imdbId: z.string().nullable(),
  imdbRating: z.number().nullable(),
  imdbVotes: z.number().int().nullable(),
  tmdbRating: z.number().nullable(),
  tmdbVoteCount: z.number().int().nullable(),
  rottenTomatoesRating: z.number().int().nullable(),
  metacriticRating: z.number().int().nullable(),
  posterPath: z.string().nullable(),
  backdropPath: z.string().nullable(),
  logoPath: z.string().nullable(),
  releaseDate: z.string().nullable(),
  voteAverage: z.number().nullable(),
  ownership: ownershipSchema,
  status: itemStatusSchema,
  userRating: reactionSchema.nullable(),
  finishedDate: z.string().nullable(),
  notes: z.string().nullable(),
  dateAdded: z.string(),
  dateStarted: z.string().nullable(),
  dateFinished: z.string().nullable(),
  reactedAt: z.string().nullable(),
  updatedAt: z.string(),
  metadataRefreshedAt: z.string().nullable(),
  /** Derived: viewings' reactions averaged (up 1, neutral 0, down -1), else the item's own rating. */
  aggregateRating: reactionSchema.nullable(),
  viewingCount: z.number().int(),
  /**
   * Derived, for a title still to watch: the one person who has seen it when its owners have not (the owner rule,
   * domain/rules/owner-rule.ts): 'Seen by {name}'. Null otherwise.
   */
  seenBy: z.enum(['person1', 'person2']).nullable(),
  /** Series with stored seasons: their rollup; null for movies and series without seasons. */
  seasonRollup: seasonRollupSchema.nullable(),
  /** Where it streams in the household's region (see availability.ts); null until first checked. */
  availability: listAvailabilitySchema.nullable(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/**
 * A library item as the home screen, the lists and the title screens need it to show, filter, sort and match it:
 * the item's own fields, by the same names (a LibraryItem is a LibraryCard). The overview, the credits and the
 * rest come with the item itself (GET /api/library/items/{id}) when it is opened.
 * A field added here is sent by GET /api/library/cards once the server's card builder fills it.
 */
export const libraryCardSchema = libraryItemSchema.pick({
  id: true,
  tmdbId: true,
  mediaType: true,
  title: true,
  year: true,
  genres: true,
  posterPath: true,
  ownership: true,
  status: true,
  userRating: true,
  aggregateRating: true,
  seenBy: true,
  dateAdded: true,
  tmdbRating: true,
  imdbRating: true,
  rottenTomatoesRating: true,
  metacriticRating: true,
  seasonRollup: true,
  availability: true,
});
export type LibraryCard = z.infer<typeof libraryCardSchema>;

/** The card's fields, in the order the cards answer sends them. */
export const libraryCardFields = libraryCardSchema.keyof().options;

/**
 * GET /api/library/cards: every card of the library, as one array per field (see domain/rules/columns.ts),
 * half the size of the same cards as objects (field names are not repeated per title).
 */
export const libraryCardColumnsSchema = z.object(
  Object.fromEntries(
    Object.entries(libraryCardSchema.shape).map(([field, schema]) => [field, z.array(schema)]),
  ) as { [K in keyof typeof libraryCardSchema.shape]: z.ZodArray<(typeof libraryCardSchema.shape)[K]> },
);

const optionalText = z.string().trim().max(2000).nullable().optional();
const optionalNumber = z.number().nullable().optional();

/** POST /api/library: from a search result (full) or from the title page (short); the server fills the rest. */
export const addLibraryItemSchema = z.object({
  tmdbId: z.number({ error: 'tmdbId must be a number' }).int().positive(),
  mediaType: mediaTypeSchema,
  title: z.string({ error: 'title must be text' }).trim().min(1, 'title must not be empty').max(500),
  year: z.number().int().min(1870).max(2200).nullable().optional(),
  overview: optionalText,
  genres: z.array(z.string().max(100)).max(20).optional(),
  director: optionalText,
  creator: optionalText,
  mainStars: z.array(z.string().max(200)).max(20).optional(),
  tmdbRating: optionalNumber,
  posterPath: z.string().max(300).nullable().optional(),
  backdropPath: z.string().max(300).nullable().optional(),
  logoPath: z.string().max(300).nullable().optional(),
  runtime: z.number().int().min(0).max(10_000).nullable().optional(),
  ownership: ownershipSchema,
  status: itemStatusSchema.optional(),
  userRating: reactionSchema.nullable().optional(),
});
export type AddLibraryItem = z.input<typeof addLibraryItemSchema>;

export const statusUpdateSchema = z.strictObject({
  status: itemStatusSchema,
  /** When it happened (started or finished); now when absent. */
  date: wireDateSchema.optional(),
});
export const ratingUpdateSchema = z.strictObject({ userReaction: reactionSchema.nullable() });
export const reactionUpdateSchema = z.strictObject({ reaction: reactionSchema.nullable() });

export const watchInstanceSchema = z.object({
  id: z.number().int(),
  libraryItemId: z.number().int(),
  watchedDate: z.string(),
  viewer: viewerSchema,
  userRating: reactionSchema.nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WatchInstance = z.infer<typeof watchInstanceSchema>;

/**
 * DELETE /api/watch-instances/{id}: the viewing deleted and its title after the delete (its status may have
 * followed, by the owner rule), so that an Undo can record the viewing again and put the status back.
 */
export const deletedViewingSchema = z.object({
  message: z.string(),
  viewing: watchInstanceSchema,
  item: libraryItemSchema,
});
export type DeletedViewing = z.infer<typeof deletedViewingSchema>;

/** 'none' and null both mean no rating. */
const viewingRatingSchema = z
  .enum(['up', 'neutral', 'down', 'none'])
  .nullable()
  .transform((value) => (value === 'none' ? null : value));

export const createWatchInstanceSchema = z.strictObject({
  watchedDate: wireDateSchema,
  viewer: viewerSchema,
  userRating: viewingRatingSchema.optional(),
  rating: viewingRatingSchema.optional(),
  notes: optionalText,
});
export type CreateWatchInstance = z.input<typeof createWatchInstanceSchema>;

export const updateWatchInstanceSchema = z
  .strictObject({
    watchedDate: wireDateSchema.optional(),
    viewer: viewerSchema.optional(),
    userRating: viewingRatingSchema.optional(),
    notes: optionalText,
  })
  .refine(
    (update) => Object.keys(update).length > 0,
    'body must change at least one of watchedDate, viewer, userRating or notes',
  );
export type UpdateWatchInstance = z.input<typeof updateWatchInstanceSchema>;

export const rewatchSchema = z.strictObject({
  viewer: viewerSchema.default('both'),
  reaction: reactionSchema.nullable().default(null),
  notes: z.string().trim().max(2000).nullable().default(null),
});

export const randomPickResponseSchema = z.object({ item: libraryItemSchema });

/** GET /api/random-backdrop: the locked screen's backdrop, from a random title of the library (nulls: none). */
export const randomBackdropResponseSchema = z.object({
  backdropPath: z.string().nullable(),
  title: z.string().nullable(),
});

export const seasonSchema = z.object({
  id: z.number().int(),
  libraryItemId: z.number().int(),
  seasonNumber: z.number().int(),
  name: z.string(),
  status: seasonStatusSchema,
  posterPath: z.string().nullable(),
  episodeCount: z.number().int().nullable(),
  airDate: z.string().nullable(),
  overview: z.string(),
  /** The last episode watched in the season's current pass ('Episode 5 of 10'); null: none yet. */
  episodeBookmark: z.number().int().nullable(),
  /**
   * false: the film data no longer lists the season ('no longer listed'). It is kept with its status and watches,
   * and counts toward progress only once started (domain/rules/season-rollup.ts).
   */
  listed: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

export const seasonStatusUpdateSchema = z.strictObject({ status: seasonStatusSchema });

/** The largest episode number a bookmark takes when the season's length is unknown. */
export const MAX_EPISODE_BOOKMARK = 9999;

/** PUT /api/season/{seasonId}/episode: the last episode watched (0: none yet). */
export const episodeBookmarkUpdateSchema = z.strictObject({
  episode: z
    .number({ error: 'episode must be a number' })
    .int('episode must be a whole number')
    .min(0, 'episode must be 0 or more')
    .max(MAX_EPISODE_BOOKMARK, `episode must be at most ${MAX_EPISODE_BOOKMARK}`),
});

export const seasonWatchSchema = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  seasonNumber: z.number().int(),
  rewatchIndex: z.number().int(),
  lastFinishedAt: z.string(),
  createdAt: z.string(),
});
export type SeasonWatch = z.infer<typeof seasonWatchSchema>;

/** GET /api/library?ownership= and GET /api/library/random/{ownership}. */
export const ownershipFilterSchema = z.enum(['all', 'person1', 'person2', 'together'], {
  error: 'ownership must be one of all, person1, person2 or together',
});
export type OwnershipFilter = z.infer<typeof ownershipFilterSchema>;

const excludeMessage = 'exclude must be library ids separated by commas';

/** GET /api/library/random/{ownership}?exclude=4,17: ids not to draw again (a reroll) while another is left. */
/**
 * GET /api/library/random/{ownership}: `exclude` (a reroll) and the evening's constraints (Tonight's pick):
 * `onServices=true`, `time`, `kind` and `genre`; an absent constraint narrows nothing.
 */
export const randomPickQuerySchema = z.object({
  exclude: z
    .string({ error: excludeMessage })
    .regex(/^(\d{1,15}(,\d{1,15})*)?$/, excludeMessage)
    .transform((value) => (value === '' ? [] : value.split(',').map(Number)))
    .optional(),
  onServices: z
    .enum(['true', 'false'], { error: 'onServices must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  time: z.enum(eveningTimes, { error: `time must be one of ${eveningTimes.join(', ')}` }).optional(),
  kind: z.enum(eveningKinds, { error: `kind must be one of ${eveningKinds.join(', ')}` }).optional(),
  genre: z.string().trim().min(1, 'genre must not be empty').max(100, 'genre is too long').optional(),
});

/** Tonight's pick's constraints as the web app keeps them on the device. */
export const eveningConstraintsSchema = z.object({
  onServices: z.boolean(),
  time: z.enum(eveningTimes),
  kind: z.enum(eveningKinds),
  genre: z.string().nullable(),
});

/**
 * 404 of the random pick: nothing unwatched at all (the spec's `{message}` alone), or (`constraint`) that evening
 * constraint left nothing.
 */
export const randomPickEmptySchema = z.object({
  message: z.string(),
  constraint: z.enum(eveningConstraintOrder).optional(),
});

/** POST /api/library when the title is already there: 409 with the item that holds it. */
export const duplicateItemResponseSchema = z.object({ message: z.string(), item: libraryItemSchema });

/** POST /api/library/refresh-metadata: the given items, or the whole library when no ids are sent. */
export const refreshMetadataSchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'ids must be numbers' }).int().positive(), {
      error: 'ids must be a list of ids',
    })
    .max(10_000)
    .optional(),
});
