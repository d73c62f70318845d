import type { ImportResults } from '#domain/schemas/transfer';

/** An import's results that changed nothing. */
export const noImportResults: ImportResults = {
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
};
