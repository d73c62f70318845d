import { isDeepStrictEqual } from 'node:util';
import {
  parseTransferCsv,
  type ItemFields,
  type TransferItem,
  type TransferRow,
  type TransferSeason,
  type TransferSeasonWatch,
  type TransferViewing,
} from '../../../domain/rules/csv-format';
import type { MediaType } from '../../../domain/schemas/film';
import type {
  ImportError,
  ImportResolution,
  ImportResponse,
  ImportResults,
  ImportSummary,
} from '../../../domain/schemas/transfer';
import { detectFormat, readHistory } from '../../../domain/rules/history/read-history';
import type { HistoryFile } from '../../../domain/rules/history/source-files';
import type { Viewer } from '../../../domain/schemas/people';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import type { HistoryImport } from './history-import';
import type { ReportProgress } from './import-job';
import { applyOrPreview, ERRORS_SENT, noResults } from './import-results';
import { readZipEntries } from './zip-entries';

/** What an import writes, through each table's own repository (filled in by server/import-thread/importer.ts). */
export interface TransferWriters {
  transaction<T>(work: () => T): T;
  itemId(mediaType: MediaType, tmdbId: number): number | undefined;
  item(mediaType: MediaType, tmdbId: number): { id: number; item: TransferItem } | undefined;
  writeItem(id: number | null, item: TransferItem): number;
  season(libraryItemId: number, seasonNumber: number): { id: number; season: TransferSeason } | undefined;
  writeSeason(libraryItemId: number, id: number | null, season: TransferSeason): number;
  seasonWatch(
    seasonId: number,
    rewatchIndex: number,
  ): Pick<TransferSeasonWatch, 'lastFinishedAt' | 'createdAt'> | undefined;
  writeSeasonWatch(seasonId: number, watch: TransferSeasonWatch): void;
  hasViewing(libraryItemId: number, viewing: TransferViewing): boolean;
  writeViewing(libraryItemId: number, viewing: TransferViewing): void;
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
  viewer: Viewer;
  resolutions: readonly ImportResolution[];
}

function summaryOf(rows: readonly TransferRow[], errors: number, totalProcessed: number): ImportSummary {
  const count = (test: (row: TransferRow) => boolean) => rows.filter(test).length;
  return {
    movieRows: count((row) => row.kind === 'item' && row.item.mediaType === 'movie'),
    seriesRows: count((row) => row.kind === 'item' && row.item.mediaType === 'tv'),
    seasonRows: count((row) => row.kind === 'season'),
    seasonWatchRows: count((row) => row.kind === 'season_watch'),
    viewingRows: count((row) => row.kind === 'viewing'),
    errors,
    totalProcessed,
  };
}

/** A title new to the library: what the row has, and the defaults of a title just added. */
function newItem(fields: ItemFields, at: string): TransferItem {
  return {
    year: null,
    overview: '',
    genres: [],
    director: null,
    creator: null,
    mainStars: [],
    runtime: null,
    imdbId: null,
    imdbRating: null,
    imdbVotes: null,
    tmdbRating: null,
    tmdbVoteCount: null,
    rottenTomatoesRating: null,
    metacriticRating: null,
    posterPath: null,
    backdropPath: null,
    logoPath: null,
    releaseDate: null,
    voteAverage: null,
    ownership: 'together',
    status: 'to_watch',
    userRating: null,
    finishedDate: null,
    notes: null,
    dateStarted: null,
    dateFinished: null,
    reactedAt: null,
    metadataRefreshedAt: null,
    ...withoutNulls(fields, ['ownership', 'status', 'overview']),
    tmdbId: fields.tmdbId,
    mediaType: fields.mediaType,
    title: fields.title,
    dateAdded: fields.dateAdded ?? at,
    updatedAt: fields.updatedAt ?? at,
  };
}

/** The fields whose cells were empty, left out where an empty cell cannot mean "none" (the value is required). */
function withoutNulls<T extends object>(fields: T, required: readonly string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => !(required.includes(key) && value === null)),
  ) as Partial<T>;
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
  function applyRows(rows: readonly TransferRow[], at: string): ImportResults {
    const results = noResults();
    const fail = (row: TransferRow, error: string) => results.errors.push({ row: row.line, error });
    const ids = new Map<string, number | undefined>();
    const itemId = (mediaType: MediaType, tmdbId: number) => {
      const key = `${mediaType}:${tmdbId}`;
      if (!ids.has(key)) ids.set(key, writers.itemId(mediaType, tmdbId));
      return ids.get(key);
    };

    for (const row of rows) {
      if (row.kind !== 'item') continue;
      const stored = writers.item(row.item.mediaType, row.item.tmdbId);
      if (!stored) {
        writers.writeItem(null, newItem(row.item, at));
        results.libraryCreated += 1;
        continue;
      }
      const merged: TransferItem = {
        ...stored.item,
        ...withoutNulls(row.item, ['ownership', 'status', 'overview', 'dateAdded', 'updatedAt']),
      };
      if (isDeepStrictEqual(merged, stored.item)) results.skipped += 1;
      else {
        writers.writeItem(stored.id, { ...merged, updatedAt: row.item.updatedAt ?? at });
        results.libraryUpdated += 1;
      }
    }

    for (const row of rows) {
      if (row.kind !== 'season') continue;
      const seriesId = itemId('tv', row.tmdbId);
      if (seriesId === undefined) {
        fail(row, `no series with tmdbId ${row.tmdbId} in the file or the library`);
        continue;
      }
      const { seasonNumber } = row.season;
      const stored = writers.season(seriesId, seasonNumber);
      const present = withoutNulls(row.season, ['status', 'name', 'overview', 'updatedAt']);
      if (!stored) {
        writers.writeSeason(seriesId, null, {
          name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
          status: 'to_watch',
          posterPath: null,
          episodeCount: null,
          airDate: null,
          overview: '',
          episodeBookmark: null,
          updatedAt: at,
          ...present,
          seasonNumber,
        });
        results.seasonsCreated += 1;
        continue;
      }
      const merged: TransferSeason = { ...stored.season, ...present };
      if (isDeepStrictEqual(merged, stored.season)) results.skipped += 1;
      else {
        writers.writeSeason(seriesId, stored.id, { ...merged, updatedAt: row.season.updatedAt ?? at });
        results.seasonsUpdated += 1;
      }
    }

    for (const row of rows) {
      if (row.kind !== 'season_watch') continue;
      const seriesId = itemId('tv', row.tmdbId);
      const season = seriesId === undefined ? undefined : writers.season(seriesId, row.watch.seasonNumber);
      if (!season) {
        fail(
          row,
          `no season ${row.watch.seasonNumber} of a series with tmdbId ${row.tmdbId} in the file or the library`,
        );
        continue;
      }
      const stored = writers.seasonWatch(season.id, row.watch.rewatchIndex);
      if (stored?.lastFinishedAt === row.watch.lastFinishedAt && stored.createdAt === row.watch.createdAt) {
        results.skipped += 1;
        continue;
      }
      writers.writeSeasonWatch(season.id, row.watch);
      results[stored ? 'seasonWatchesUpdated' : 'seasonWatchesCreated'] += 1;
    }

    for (const row of rows) {
      if (row.kind !== 'viewing') continue;
      const id = itemId(row.mediaType, row.tmdbId);
      if (id === undefined) {
        fail(
          row,
          `no ${row.mediaType === 'tv' ? 'series' : 'movie'} with tmdbId ${row.tmdbId} in the file or the library`,
        );
        continue;
      }
      if (writers.hasViewing(id, row.viewing)) results.skipped += 1;
      else {
        writers.writeViewing(id, row.viewing);
        results.viewingsCreated += 1;
      }
    }
    return results;
  }

  function importCsv(csv: string, preview: boolean, progress: ReportProgress): ImportResponse {
    const parsed = parseTransferCsv(csv);
    const at = clock.now().toISOString();
    // Saved in one step: nothing to count (the web shows the stage alone).
    progress('saving', 0, 1);
    const results = applyOrPreview(
      (work) => writers.transaction(work),
      preview,
      () => applyRows(parsed.rows, at),
    );
    const errors: ImportError[] = [...parsed.errors, ...results.errors].sort((a, b) => a.row - b.row);
    return {
      preview,
      format: 'watchlist',
      summary: summaryOf(parsed.rows, errors.length, parsed.rows.length + parsed.errors.length),
      errors: errors.slice(0, ERRORS_SENT),
      results: { ...results, errors: errors.slice(0, ERRORS_SENT) },
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
      return importCsv(own?.text ?? '', options.preview, progress);
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
