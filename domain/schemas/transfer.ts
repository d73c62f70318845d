import { z } from 'zod';
import { mediaTypeSchema } from './film';
import { viewerSchema } from './people';

/** What the household decided about a doubtful match: this title, or skip the row. */
export const importResolutionSchema = z.union(
  [
    z.strictObject({
      key: z.string().min(1),
      tmdbId: z.number().int().positive(),
      mediaType: mediaTypeSchema,
    }),
    z.strictObject({ key: z.string().min(1), skip: z.literal(true) }),
  ],
  { error: 'each resolution must be {key, tmdbId, mediaType} or {key, skip: true}' },
);
export type ImportResolution = z.infer<typeof importResolutionSchema>;

export const importResolutionsSchema = z
  .array(importResolutionSchema, { error: 'resolutions must be a list' })
  .max(10_000, 'at most 10,000 resolutions');

/** Whose history another service's export is: new titles are owned by that person (both: together). */
export const importViewerSchema = viewerSchema.default('both');

/**
 * POST /api/library/import: a file as text (the app's own CSV, or a CSV or JSON export of Letterboxd, IMDb, Trakt or
 * Movary); `preview` checks and counts it without changing anything. `fileName` only tells Letterboxd's look-alike
 * lists apart (watched.csv, likes/films.csv; without a telling name such a list is the watchlist); the format and
 * every other kind of file are told by the content.
 */
export const importRequestSchema = z.strictObject({
  csvData: z.string({ error: 'csvData must be the CSV file as text' }).min(1, 'csvData is empty'),
  preview: z.boolean({ error: 'preview must be true or false' }).default(false),
  replace: z.boolean({ error: 'replace must be true or false' }).default(false),
  viewer: importViewerSchema,
  resolutions: importResolutionsSchema.default([]),
  fileName: z.string().max(300).optional(),
});

/** POST /api/library/import/archive: the ZIP is the body; these come in the query. */
export const importArchiveQuerySchema = z.strictObject({
  preview: z
    .enum(['true', 'false'], { error: 'preview must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  replace: z
    .enum(['true', 'false'], { error: 'replace must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  viewer: importViewerSchema,
  resolutions: z
    .string()
    .default('[]')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'resolutions must be a JSON list' });
        return z.NEVER;
      }
    })
    .pipe(importResolutionsSchema),
});

export const importFormatSchema = z.enum(['watchlist', 'letterboxd', 'imdb', 'trakt', 'movary']);

export const importCandidateSchema = z.object({
  tmdbId: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  posterPath: z.string().nullable(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

/** How the titles of another service's export matched the film database. */
export const importMatchesSchema = z.object({
  matched: z.number().int(),
  ambiguous: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      year: z.number().int().nullable(),
      candidates: z.array(importCandidateSchema),
    }),
  ),
  notFound: z.array(z.object({ key: z.string(), title: z.string(), year: z.number().int().nullable() })),
});
export type ImportMatches = z.infer<typeof importMatchesSchema>;

/** A row that was not imported, by its line number in the file. */
export const importErrorSchema = z.object({ row: z.number().int(), error: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/**
 * One thing an import changes about a title already in the library, or would change: `status` (the title's),
 * `season` (season `seasonNumber`'s status), `reaction` (the title's own), `viewings` and `seasonWatches` (`count`
 * added), `details` (its film data or other fields, a season added, a viewing's missing reaction filled). A backward move (progress going back: 'watched → to watch') is applied only when
 * the household replaces with the file's state.
 */
export const importMoveSchema = z.object({
  kind: z.enum(['status', 'season', 'reaction', 'viewings', 'seasonWatches', 'details']),
  seasonNumber: z.number().int().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  count: z.number().int().nullable(),
  backward: z.boolean(),
});
export type ImportMove = z.infer<typeof importMoveSchema>;

/** What an import does to one title: added, or the moves it makes on it. */
export const importTitleChangeSchema = z.object({
  mediaType: mediaTypeSchema,
  tmdbId: z.number().int(),
  title: z.string(),
  added: z.boolean(),
  moves: z.array(importMoveSchema),
});
export type ImportTitleChange = z.infer<typeof importTitleChangeSchema>;

export const importSummarySchema = z.object({
  movieRows: z.number().int(),
  seriesRows: z.number().int(),
  seasonRows: z.number().int(),
  seasonWatchRows: z.number().int(),
  viewingRows: z.number().int(),
  /** How many rows have an error. */
  errors: z.number().int(),
  /** Rows read, good and bad. */
  rowsRead: z.number().int(),
  /**
   * Rows imported: those read, less the ones with an error, not found in the film database, doubtful or skipped
   * (the spec's 'Successfully processed N items').
   */
  totalProcessed: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importResultsSchema = z.object({
  libraryCreated: z.number().int(),
  /** Titles already in the library that the import changed (the title, its seasons, or its viewings). */
  libraryUpdated: z.number().int(),
  seasonsCreated: z.number().int(),
  seasonsUpdated: z.number().int(),
  seasonWatchesCreated: z.number().int(),
  seasonWatchesUpdated: z.number().int(),
  viewingsCreated: z.number().int(),
  /** Good rows that changed nothing: already there exactly so. */
  skipped: z.number().int(),
  /** Moves in the file that would take progress backward: applied only with `replace`, else kept as they are. */
  backwardMoves: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type ImportResults = z.infer<typeof importResultsSchema>;

/** Both answers carry the summary; the import adds what it did (a preview tells what it would do). */
export const importResponseSchema = z.object({
  preview: z.boolean(),
  format: importFormatSchema,
  /** Another service's export: how its titles matched (the app's own CSV carries its ids and has none). */
  matches: importMatchesSchema.optional(),
  summary: importSummarySchema,
  /** The first errors, in file order (all of them are counted in summary.errors). */
  errors: z.array(importErrorSchema),
  results: importResultsSchema,
  /**
   * What it does to each title it adds or changes: the titles with a backward move first, then in file order; at
   * most the first 1,000 (results counts them all).
   */
  changes: z.array(importTitleChangeSchema),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** The background Refresh Metadata job, as GET and POST /api/library/refresh-metadata report it. */
export const refreshJobSchema = z.object({
  state: z.enum(['idle', 'running', 'finished']),
  done: z.number().int(),
  total: z.number().int(),
  refreshed: z.number().int(),
  failed: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** OMDb's daily quota ran out during the job: ratings were kept as they were for the rest of the day. */
  ratingsPausedForToday: z.boolean(),
  message: z.string(),
});
export type RefreshJob = z.infer<typeof refreshJobSchema>;

/** GET /api/library/import/progress: the import running now, or the last one. */
export const importProgressSchema = z.object({
  state: z.enum(['idle', 'running', 'finished', 'failed']),
  stage: z.enum(['reading', 'matching', 'saving', 'done']).nullable(),
  processed: z.number().int(),
  total: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  preview: z.boolean(),
  /** The answer of the finished import (the same as its POST's). */
  result: importResponseSchema.nullable(),
  /** Why it failed. */
  error: z.string().nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
