import Papa from 'papaparse';
import { CSV_BOM, readCsvTable } from './csv-records';
import { z } from 'zod';
import { mediaTypeSchema, reactionSchema } from '../schemas/film';
import {
  itemStatusSchema,
  seasonStatusSchema,
  storedDate,
  type LibraryItem,
  type Season,
  type WatchInstance,
} from '../schemas/library';
import { ownershipSchema, viewerSchema } from '../schemas/people';
import type { ImportError } from '../schemas/transfer';

/**
 * The library as one CSV file (export and import). Every row has a `type`:
 * - `movie` / `tv`: a title, with every stored field of it;
 * - `season`: one season of the series with that `tmdbId`, by `seasonNumber`, with its `episodeBookmark` (the last
 *   episode watched in the pass under way; a column added after the first files, which import as before);
 * - `season_watch`: one time a season was finished (`rewatchIndex` 0 is the first);
 * - `viewing`: one viewing of the title with that `tmdbId` and `mediaType`.
 * Columns not used by a row's type are empty. Lists (genres, mainStars) are JSON arrays of text; dates are stored
 * as the app stores them (ISO 8601); an empty cell is no value. RFC 4180 quoting, UTF-8 with a byte-order mark.
 * A cell that a spreadsheet would run as a formula (beginning with = + - @, a tab or a carriage return) is written
 * with a leading apostrophe, as is a cell that begins with an apostrophe, and the apostrophe is removed on import:
 * the round trip is exact.
 */
export const CSV_COLUMNS = [
  'type',
  'tmdbId',
  'mediaType',
  'seasonNumber',
  'rewatchIndex',
  'title',
  'year',
  'overview',
  'genres',
  'director',
  'creator',
  'mainStars',
  'runtime',
  'imdbId',
  'imdbRating',
  'imdbVotes',
  'tmdbRating',
  'tmdbVoteCount',
  'rottenTomatoesRating',
  'metacriticRating',
  'posterPath',
  'backdropPath',
  'logoPath',
  'releaseDate',
  'voteAverage',
  'ownership',
  'status',
  'userRating',
  'finishedDate',
  'notes',
  'dateAdded',
  'dateStarted',
  'dateFinished',
  'reactedAt',
  'updatedAt',
  'metadataRefreshedAt',
  'name',
  'episodeCount',
  'airDate',
  'lastFinishedAt',
  'createdAt',
  'watchedDate',
  'viewer',
  'episodeBookmark',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

// ---------------------------------------------------------------------------------------------
// What a row carries
// ---------------------------------------------------------------------------------------------

export type TransferItem = Omit<
  LibraryItem,
  'id' | 'aggregateRating' | 'viewingCount' | 'seenBy' | 'seasonRollup' | 'availability'
>;
// Whether the film data still lists a season is the film data's to say (the next refresh says it again), not part
// of what the household recorded: the file does not carry it.
export type TransferSeason = Omit<Season, 'id' | 'libraryItemId' | 'listed'> & { updatedAt: string };
export interface TransferSeasonWatch {
  seasonNumber: number;
  rewatchIndex: number;
  lastFinishedAt: string;
  createdAt: string;
}
export type TransferViewing = Omit<WatchInstance, 'id' | 'libraryItemId'>;

/** The fields of a title row, each one only when the file has its column. */
export type ItemFields = Pick<TransferItem, 'tmdbId' | 'mediaType' | 'title'> & Partial<TransferItem>;

export type TransferRow =
  | { kind: 'item'; line: number; item: ItemFields }
  | {
      kind: 'season';
      line: number;
      tmdbId: number;
      season: Partial<TransferSeason> & { seasonNumber: number };
    }
  | { kind: 'season_watch'; line: number; tmdbId: number; watch: TransferSeasonWatch }
  | { kind: 'viewing'; line: number; tmdbId: number; mediaType: 'movie' | 'tv'; viewing: TransferViewing };

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

const FORMULA_START = /^[=+\-@\t\r']/;

/** A cell as written: with a leading apostrophe when a spreadsheet would run it as a formula (or it has one). */
export const escapeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** A cell as read back: the apostrophe `escapeCell` added, removed. */
export const unescapeCell = (cell: string): string => (cell.startsWith("'") ? cell.slice(1) : cell);

type Cell = string | number | null | readonly string[];

/** One row's cells by column, before it is written. */
export type CsvRowCells = Partial<Record<CsvColumn, Cell>>;

const cellText = (value: Cell): string => {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

/** One CSV record per row, RFC 4180, CRLF line ends. */
export function csvLines(rows: readonly CsvRowCells[]): string {
  if (rows.length === 0) return '';
  const records = rows.map((row) => CSV_COLUMNS.map((column) => escapeCell(cellText(row[column] ?? null))));
  return `${Papa.unparse(records, { newline: '\r\n', quotes: false })}\r\n`;
}

/** The file's first line: the byte-order mark and the header. */
export const csvHeader = (): string =>
  `${CSV_BOM}${Papa.unparse([CSV_COLUMNS.slice()], { newline: '\r\n' })}\r\n`;

export function itemRow(item: TransferItem): CsvRowCells {
  return { type: item.mediaType, ...item };
}

export function seasonRow(tmdbId: number, season: TransferSeason): CsvRowCells {
  return { type: 'season', tmdbId, mediaType: 'tv', ...season };
}

export function seasonWatchRow(tmdbId: number, watch: TransferSeasonWatch): CsvRowCells {
  return { type: 'season_watch', tmdbId, mediaType: 'tv', ...watch };
}

export function viewingRow(tmdbId: number, mediaType: 'movie' | 'tv', viewing: TransferViewing): CsvRowCells {
  return { type: 'viewing', tmdbId, mediaType, ...viewing };
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const text = z.preprocess(blankToNull, z.string().nullable());
const requiredText = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`);
/** A number cell: empty is no value (or an error, when required); anything else must read as the number. */
function numberCell<R extends boolean>(
  name: string,
  { whole, min, required }: { whole: boolean; min?: number; required: R },
) {
  return z.unknown().transform((value, context): R extends true ? number : number | null => {
    const cell = typeof value === 'string' ? value.trim() : '';
    type Answer = R extends true ? number : number | null;
    if (cell === '') {
      if (required) context.addIssue({ code: 'custom', message: `${name} is required` });
      return null as Answer;
    }
    const number = Number(cell);
    if (!Number.isFinite(number) || (whole && !Number.isInteger(number))) {
      context.addIssue({ code: 'custom', message: `${name} must be a ${whole ? 'whole ' : ''}number` });
    } else if (min !== undefined && number < min) {
      context.addIssue({ code: 'custom', message: `${name} must be ${min} or more` });
    }
    return number as Answer;
  });
}
const whole = (name: string) => numberCell(name, { whole: true, min: 0, required: false });
const requiredWhole = (name: string, min: number) => numberCell(name, { whole: true, min, required: true });
const decimal = (name: string) => numberCell(name, { whole: false, min: 0, required: false });
/** A date cell, stored as the API stores one (an offset date-time as its instant: see storedDate). */
const dateCell = (name: string) =>
  z.string().transform((value, context) => {
    const stored = storedDate(value);
    if (stored !== null) return stored;
    context.addIssue({ code: 'custom', message: `${name} must be a date` });
    return z.NEVER;
  });
const date = (name: string) => z.preprocess(blankToNull, dateCell(name).nullable());
const requiredDate = (name: string) =>
  z.preprocess(blankToNull, z.string({ error: `${name} is required` }).pipe(dateCell(name)));
const list = (name: string) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === undefined) return [];
      try {
        return JSON.parse(typeof value === 'string' ? value : '') as unknown;
      } catch {
        return value;
      }
    },
    z.array(z.string(), { error: `${name} must be a JSON list of text, like ["Drama","Crime"]` }),
  );
/** One of a few words; empty is no value. */
const choice = <const T extends Readonly<Record<string, string>>>(name: string, values: T) => {
  const words = Object.values(values);
  const listed = `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
  return z.preprocess(blankToNull, z.enum(values, { error: `${name} must be one of ${listed}` }).nullable());
};

const itemColumns = {
  title: requiredText('title'),
  year: whole('year'),
  overview: z.preprocess((value) => value ?? '', z.string()),
  genres: list('genres'),
  director: text,
  creator: text,
  mainStars: list('mainStars'),
  runtime: whole('runtime'),
  imdbId: text,
  imdbRating: decimal('imdbRating'),
  imdbVotes: whole('imdbVotes'),
  tmdbRating: decimal('tmdbRating'),
  tmdbVoteCount: whole('tmdbVoteCount'),
  rottenTomatoesRating: whole('rottenTomatoesRating'),
  metacriticRating: whole('metacriticRating'),
  posterPath: text,
  backdropPath: text,
  logoPath: text,
  releaseDate: text,
  voteAverage: decimal('voteAverage'),
  ownership: choice('ownership', ownershipSchema.enum),
  status: choice('status', itemStatusSchema.enum),
  userRating: choice('userRating', reactionSchema.enum),
  finishedDate: date('finishedDate'),
  notes: text,
  dateAdded: date('dateAdded'),
  dateStarted: date('dateStarted'),
  dateFinished: date('dateFinished'),
  reactedAt: date('reactedAt'),
  updatedAt: date('updatedAt'),
  metadataRefreshedAt: date('metadataRefreshedAt'),
} as const;

const seasonColumns = {
  name: text,
  status: choice('status', seasonStatusSchema.enum),
  posterPath: text,
  episodeCount: whole('episodeCount'),
  airDate: text,
  overview: z.preprocess((value) => value ?? '', z.string()),
  updatedAt: date('updatedAt'),
  // The last episode watched; 0 and empty both mean none yet (files written before the column have neither).
  episodeBookmark: whole('episodeBookmark').transform((episode) => (episode === 0 ? null : episode)),
} as const;

const tmdbIdSchema = requiredWhole('tmdbId', 1);
const seasonNumberSchema = requiredWhole('seasonNumber', 0);

const seasonWatchSchema = z.object({
  seasonNumber: seasonNumberSchema,
  rewatchIndex: requiredWhole('rewatchIndex', 0),
  lastFinishedAt: requiredDate('lastFinishedAt'),
  createdAt: date('createdAt'),
});

const viewingSchema = z.object({
  mediaType: z.preprocess(blankToNull, mediaTypeSchema),
  watchedDate: requiredDate('watchedDate'),
  viewer: z.preprocess(
    blankToNull,
    z.enum(viewerSchema.enum, { error: 'viewer must be one of person1, person2 or both' }),
  ),
  userRating: z.preprocess(
    (value) => (value === 'none' ? null : value),
    choice('userRating', reactionSchema.enum),
  ),
  notes: text,
  createdAt: date('createdAt'),
  updatedAt: date('updatedAt'),
});

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'is invalid';
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

type Cells = Partial<Record<string, string>>;

/** Only the columns the file has: a column it lacks leaves what is stored as it is. */
function presentShape<T extends Record<string, z.ZodType>>(
  shape: T,
  header: ReadonlySet<string>,
): Partial<T> {
  return Object.fromEntries(Object.entries(shape).filter(([column]) => header.has(column))) as Partial<T>;
}

/** Reads rows of a file with this header: the schemas (only the columns the file has) are built once. */
function rowReader(header: ReadonlySet<string>) {
  const itemSchema = z.object({ ...presentShape(itemColumns, header), title: itemColumns.title });
  const seasonSchema = z.object({ ...presentShape(seasonColumns, header), seasonNumber: seasonNumberSchema });
  return (cells: Cells, line: number): TransferRow | ImportError =>
    rowOf(cells, line, itemSchema, seasonSchema);
}

function rowOf(
  cells: Cells,
  line: number,
  itemSchema: z.ZodType<Record<string, unknown>>,
  seasonSchema: z.ZodType<Record<string, unknown>>,
): TransferRow | ImportError {
  const fail = (message: string): ImportError => ({ row: line, error: message });
  const type = cells.type?.trim() ?? '';
  const tmdbId = tmdbIdSchema.safeParse(cells.tmdbId);
  if (!['movie', 'tv', 'season', 'season_watch', 'viewing'].includes(type)) {
    return fail(`type must be one of movie, tv, season, season_watch or viewing (found "${type}")`);
  }
  if (!tmdbId.success) return fail(firstIssue(tmdbId.error));

  if (type === 'movie' || type === 'tv') {
    const parsed = itemSchema.safeParse(cells);
    if (!parsed.success) return fail(firstIssue(parsed.error));
    const item = {
      ...(parsed.data as Partial<TransferItem>),
      tmdbId: tmdbId.data,
      mediaType: type,
    } as ItemFields;
    return { kind: 'item', line, item };
  }
  if (type === 'season') {
    const parsed = seasonSchema.safeParse(cells);
    if (!parsed.success) return fail(firstIssue(parsed.error));
    const season = parsed.data as Partial<TransferSeason> & { seasonNumber: number };
    return { kind: 'season', line, tmdbId: tmdbId.data, season };
  }
  if (type === 'season_watch') {
    const parsed = seasonWatchSchema.safeParse(cells);
    if (!parsed.success) return fail(firstIssue(parsed.error));
    const { createdAt, ...watch } = parsed.data;
    return {
      kind: 'season_watch',
      line,
      tmdbId: tmdbId.data,
      watch: { ...watch, createdAt: createdAt ?? watch.lastFinishedAt },
    };
  }
  const parsed = viewingSchema.safeParse(cells);
  if (!parsed.success) return fail(firstIssue(parsed.error));
  const { mediaType, createdAt, updatedAt, ...viewing } = parsed.data;
  const at = createdAt ?? viewing.watchedDate;
  return {
    kind: 'viewing',
    line,
    tmdbId: tmdbId.data,
    mediaType,
    viewing: { ...viewing, createdAt: at, updatedAt: updatedAt ?? at },
  };
}

export interface ParsedCsv {
  rows: TransferRow[];
  errors: ImportError[];
}

/**
 * Reads the CSV: the header names the columns (in any order; unknown ones are ignored), each later line is a row.
 * Row numbers are the file's line numbers (a quoted cell may span lines; a row is numbered by its first line).
 * Blank lines are skipped. A malformed file is one error on line 1.
 */
export function parseTransferCsv(csv: string): ParsedCsv {
  const table = readCsvTable(csv, unescapeCell);
  if (!table) return { rows: [], errors: [{ row: 1, error: 'The file is empty: it needs a header line' }] };
  const missing = ['type', 'tmdbId'].filter((column) => !table.header.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [{ row: table.headerLine, error: `The header has no ${missing.join(' or ')} column` }],
    };
  }
  const readRow = rowReader(new Set(table.header));
  const rows: TransferRow[] = [];
  const errors: ImportError[] = [];
  for (const { cells, line, error } of table.records) {
    if (error !== null) {
      errors.push({ row: line, error: `the line could not be read: ${error}` });
      continue;
    }
    const parsed = readRow(cells, line);
    if ('kind' in parsed) rows.push(parsed);
    else errors.push(parsed);
  }
  return { rows, errors };
}
