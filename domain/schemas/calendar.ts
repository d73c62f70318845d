import { z } from 'zod';
import { mediaTypeSchema } from './film';

/** What a row of Up Next or Coming Soon shows of its title. */
const titleFields = {
  itemId: z.number().int(),
  tmdbId: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  posterPath: z.string().nullable(),
  backdropPath: z.string().nullable(),
};

/**
 * One title of Up Next: a series to go on with (`continue`: the season and episode to watch next), a finished
 * series whose new season has aired (`new_season`), or a title to watch released lately (`released`).
 */
export const upNextEntrySchema = z.object({
  ...titleFields,
  kind: z.enum(['continue', 'new_season', 'released']),
  /** Says which entry this is (e.g. 'continue:s2e6'): a dismissal hides this entry of the title, not the next. */
  key: z.string(),
  seasonNumber: z.number().int().nullable(),
  episodeNumber: z.number().int().nullable(),
  /** The episode's name when the film database told it. */
  episodeName: z.string().nullable(),
  /** The season's length, when known. */
  episodeCount: z.number().int().nullable(),
  /** YYYY-MM-DD: when the new season aired, or the title was released; null for `continue`. */
  date: z.string().nullable(),
});
export type UpNextEntry = z.infer<typeof upNextEntrySchema>;

/** GET /api/up-next. */
export const upNextResponseSchema = z.object({ entries: z.array(upNextEntrySchema) });
export type UpNextResponse = z.infer<typeof upNextResponseSchema>;

/** POST /api/up-next/dismissals: hides the title's entry with this key. */
export const upNextDismissSchema = z.strictObject({
  itemId: z.number({ error: 'itemId must be a number' }).int().positive(),
  key: z.string({ error: 'key must be text' }).min(1, 'key must not be empty').max(100),
});

/**
 * One date of Coming Soon: new episodes of a library series (`episode`; from `firstEpisode` to `lastEpisode` when
 * several air the same day), a season's premiere (`season`: its first episode), or the release of a movie to watch.
 */
export const comingSoonEntrySchema = z.object({
  ...titleFields,
  kind: z.enum(['episode', 'season', 'movie']),
  /** Stable across answers: the calendar feed's event UID is made of it. */
  key: z.string(),
  /** YYYY-MM-DD, a day with no time (the film database gives none). */
  date: z.string(),
  seasonNumber: z.number().int().nullable(),
  firstEpisode: z.number().int().nullable(),
  lastEpisode: z.number().int().nullable(),
  /** The episode's name when one episode airs that day and the film database named it. */
  episodeName: z.string().nullable(),
});
export type ComingSoonEntry = z.infer<typeof comingSoonEntrySchema>;

/** GET /api/coming-soon: the household's today (in its time zone), and what airs from then on, by date. */
export const comingSoonResponseSchema = z.object({
  today: z.string(),
  entries: z.array(comingSoonEntrySchema),
});
export type ComingSoonResponse = z.infer<typeof comingSoonResponseSchema>;

/**
 * POST /api/calendar/feed/renew (makes the first key, or replaces the key): the calendar feed's path with its new
 * read-only key, and when it was made. The only answer that holds the key: only its hash is stored.
 */
export const calendarFeedSchema = z.object({ path: z.string(), createdAt: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/calendar/feed: whether the feed has a key, and when it was made (null: none yet); never the key. */
export const calendarFeedStatusSchema = z.object({ exists: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** GET /api/calendar.ics?key=…: the key is checked by the route, not the schema (a wrong one is a 401). */
export const calendarIcsQuerySchema = z.object({ key: z.string().max(200).optional() });
