import {
  csvHeader,
  csvLines,
  itemRow,
  seasonRow,
  seasonWatchRow,
  viewingRow,
  type CsvRowCells,
} from '#domain/rules/csv-format';
import type { TransferRepository } from './repository';

/** Rows written per chunk of the export stream. */
const EXPORT_CHUNK_ROWS = 500;

/**
 * The library as one CSV file (what the import reads back): each title, then its seasons with their watches, then
 * its viewings, produced chunk by chunk so that a large library never sits in memory as one text.
 */
export function createCsvExport(repository: Pick<TransferRepository, 'exportTitles'>) {
  return {
    *exportCsv(): Generator<string> {
      yield csvHeader();
      let batch: CsvRowCells[] = [];
      for (const { item, seasons, viewings } of repository.exportTitles()) {
        batch.push(itemRow(item));
        for (const { season, watches } of seasons) {
          batch.push(seasonRow(item.tmdbId, season));
          for (const watch of watches) batch.push(seasonWatchRow(item.tmdbId, watch));
        }
        for (const viewing of viewings) batch.push(viewingRow(item.tmdbId, item.mediaType, viewing));
        if (batch.length >= EXPORT_CHUNK_ROWS) {
          yield csvLines(batch);
          batch = [];
        }
      }
      if (batch.length > 0) yield csvLines(batch);
    },
  };
}

export type CsvExport = ReturnType<typeof createCsvExport>;
