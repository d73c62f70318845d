import type { ImportResults } from '#domain/schemas/transfer';

/** At most this many errors are sent back (all are counted in the summary). */
export const ERRORS_SENT = 1000;

/** What an import has done so far: nothing. */
export const noResults = (): ImportResults => ({
  libraryCreated: 0,
  libraryUpdated: 0,
  seasonsCreated: 0,
  seasonsUpdated: 0,
  seasonWatchesCreated: 0,
  seasonWatchesUpdated: 0,
  viewingsCreated: 0,
  skipped: 0,
  backwardMoves: 0,
  errors: [],
});

/** Thrown inside a preview's transaction so that everything it did is rolled back; it carries the answer out. */
class PreviewDone<T> extends Error {
  constructor(readonly result: T) {
    super('preview');
  }
}

/**
 * Runs `work` in a transaction and keeps what it wrote, or, for a preview, rolls it all back and answers the same:
 * a preview does exactly what the import would, so its counts and errors are the import's.
 */
export function applyOrPreview<T>(transaction: <R>(work: () => R) => R, preview: boolean, work: () => T): T {
  try {
    return transaction(() => {
      const result = work();
      if (preview) throw new PreviewDone(result);
      return result;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.result as T;
    throw error;
  }
}
