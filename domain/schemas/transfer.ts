import { z } from 'zod';

/** A file's text: 25 MB of CSV at most (the route refuses a larger body with a 413 before this is read). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;

/** POST /api/library/import: the CSV as text; `preview` checks and counts it without changing anything. */
export const importRequestSchema = z.strictObject({
  csvData: z.string({ error: 'csvData must be the CSV file as text' }).min(1, 'csvData is empty'),
  preview: z.boolean({ error: 'preview must be true or false' }).default(false),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

/** A row that was not imported, by its line number in the file. */
export const importErrorSchema = z.object({ row: z.number().int(), error: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const importSummarySchema = z.object({
  movieRows: z.number().int(),
  seriesRows: z.number().int(),
  seasonRows: z.number().int(),
  seasonWatchRows: z.number().int(),
  viewingRows: z.number().int(),
  /** How many rows have an error. */
  errors: z.number().int(),
  /** Rows read, good and bad. */
  totalProcessed: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importResultsSchema = z.object({
  libraryCreated: z.number().int(),
  libraryUpdated: z.number().int(),
  seasonsCreated: z.number().int(),
  seasonsUpdated: z.number().int(),
  seasonWatchesCreated: z.number().int(),
  seasonWatchesUpdated: z.number().int(),
  viewingsCreated: z.number().int(),
  /** Good rows that changed nothing: already there exactly so. */
  skipped: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type ImportResults = z.infer<typeof importResultsSchema>;

/** Both answers carry the summary; the import adds what it did (a preview tells what it would do). */
export const importResponseSchema = z.object({
  preview: z.boolean(),
  summary: importSummarySchema,
  /** The first errors, in file order (all of them are counted in summary.errors). */
  errors: z.array(importErrorSchema),
  results: importResultsSchema,
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
