import { parseTransferCsv, type TransferRow } from '#domain/rules/csv-format';
import type { ImportError, ImportResolution, ImportResponse, ImportSummary } from '#domain/schemas/transfer';
import { detectFormat, readHistory } from '#domain/rules/history/read-history';
import type { HistoryFile } from '#domain/rules/history/source-files';
import type { Viewer } from '#domain/schemas/people';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import { applyCsvRows, type CsvWriters } from './csv-merge';
import type { HistoryImport } from './history-import';
import { importChanges } from './import-changes';
import type { ReportProgress } from './import-job';
import { applyOrPreview, ERRORS_SENT } from './import-results';
import { readZipEntries } from './zip-entries';

/** What an import writes, through each table's own repository (filled in by server/import-thread/importer.ts). */
export interface TransferWriters extends CsvWriters {
  transaction<T>(work: () => T): T;
}

export interface TransferDeps {
  writers: TransferWriters;
  /** Another service's history into the library. */
  history: Pick<HistoryImport, 'importHistory'>;
  clock: Clock;
}

/** What was uploaded: a CSV file's text, or a ZIP archive's bytes. */
export type ImportUpload = { kind: 'csv'; name: string; text: string } | { kind: 'zip'; bytes: Buffer };

export interface UploadOptions {
  preview: boolean;
  /** Apply the moves that take progress backward too ('Replace with the file's state'). */
  replace: boolean;
  viewer: Viewer;
  resolutions: readonly ImportResolution[];
}

function summaryOf(rows: readonly TransferRow[], errorRows: number, rowsRead: number): ImportSummary {
  const count = (test: (row: TransferRow) => boolean) => rows.filter(test).length;
  return {
    movieRows: count((row) => row.kind === 'item' && row.item.mediaType === 'movie'),
    seriesRows: count((row) => row.kind === 'item' && row.item.mediaType === 'tv'),
    seasonRows: count((row) => row.kind === 'season'),
    seasonWatchRows: count((row) => row.kind === 'season_watch'),
    viewingRows: count((row) => row.kind === 'viewing'),
    errors: errorRows,
    rowsRead,
    totalProcessed: rowsRead - errorRows,
  };
}

/**
 * An uploaded file, or the files of an uploaded ZIP, into the library: the app's own CSV (the library as one CSV
 * file, as exported), or another service's export. The app's CSV is written in one transaction: titles first, then
 * seasons, season watches and viewings (a row may come before the title it belongs to); good rows land, bad ones are
 * reported by line; importing the same file twice creates nothing new (titles by TMDb id and type, seasons by number,
 * season watches by rewatch index, viewings by date, viewer and reaction). A preview does all of it and rolls it back.
 * Runs in the import worker (server/import-thread/), which wires it.
 */
export function createTransferService({ writers, history, clock }: TransferDeps) {
  function importCsv(csv: string, options: UploadOptions, progress: ReportProgress): ImportResponse {
    const parsed = parseTransferCsv(csv);
    const at = clock.now().toISOString();
    const changes = importChanges(options.replace);
    // Saved in one step: nothing to count (the web shows the stage alone).
    progress('saving', 0, 1);
    const results = applyOrPreview(
      (work) => writers.transaction(work),
      options.preview,
      () => applyCsvRows(parsed.rows, writers, { at, replace: options.replace, changes }),
    );
    const errors: ImportError[] = [...parsed.errors, ...results.errors].sort((a, b) => a.row - b.row);
    const errorRows = new Set(errors.map((error) => error.row)).size;
    return {
      preview: options.preview,
      format: 'watchlist',
      summary: summaryOf(parsed.rows, errorRows, parsed.rows.length + parsed.errors.length),
      errors: errors.slice(0, ERRORS_SENT),
      results: {
        ...results,
        libraryUpdated: changes.updated(),
        backwardMoves: changes.backwardMoves(),
        errors: errors.slice(0, ERRORS_SENT),
      },
      changes: changes.list(),
    };
  }

  return {
    /**
     * An upload imported: its format told by the content. 400 when nothing in it is an export the app knows (or the
     * ZIP cannot be read); 413 when the ZIP unpacks past its limits.
     */
    async importUpload(
      upload: ImportUpload,
      options: UploadOptions,
      progress: ReportProgress,
    ): Promise<ImportResponse> {
      progress('reading', 0, 0);
      const files: HistoryFile[] =
        upload.kind === 'zip' ? readZipEntries(upload.bytes) : [{ name: upload.name, text: upload.text }];
      const format = detectFormat(files);
      if (format === null) {
        throw badRequest(
          "This is not an export the app knows: its own CSV, Letterboxd's ZIP or CSV files, IMDb's ratings or list " +
            "CSV, Trakt's export ZIP, or Movary's CSV files",
        );
      }
      if (format !== 'watchlist')
        return history.importHistory(readHistory(format, files), { ...options, progress });
      const own = files.find((file) => /^\uFEFF?[^\n]*\btmdbId\b/.test(file.text)) ?? files[0];
      return importCsv(own?.text ?? '', options, progress);
    },
  };
}
