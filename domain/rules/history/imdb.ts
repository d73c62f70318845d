import type { MediaType } from '../../schemas/film';
import type { ImportError } from '../../schemas/transfer';
import { readCsvTable, type CsvRecord } from '../csv-records';
import { historyCollector, type ParsedHistory } from './history';
import { ratingOf, reactionOfRating } from './rating-reaction';
import { yearCell, type HistoryFile } from './source-files';

/**
 * IMDb's CSV exports, all three header vintages:
 * - ratings (`Const, Your Rating, Date Rated, Title, …`, with or without `Original Title`): each title watched, date
 *   unknown, with its reaction;
 * - a watchlist or list (`Position, Const, Created, …`): each title to watch (with its reaction if rated);
 * - before 2017, ratings and lists alike (`position, const, created, modified, description, Title, Title type,
 *   Directors, You rated, …`): a file whose every title is rated is the ratings export, any other a list.
 * Column names are compared without case. `Const` is the IMDb id (its `tt` is added when missing); `Title Type` tells
 * movies from series in every spelling ('TV Series', 'tvSeries', 'Mini-Series', 'Feature Film', 'Documentary'…); an
 * episode is not a title of its own, and a game, a podcast or a music video is no film: both are reported.
 */
export function isImdbHeader(header: readonly string[]): boolean {
  const names = new Set(header.map((name) => name.toLowerCase()));
  return names.has('const') && ['your rating', 'you rated', 'position'].some((name) => names.has(name));
}

const MOVIE_TYPES = new Set([
  'movie',
  'featurefilm',
  'documentary',
  'tvmovie',
  'short',
  'shortfilm',
  'tvshort',
  'video',
  'tvspecial',
]);
const SERIES_TYPES = new Set(['tvseries', 'tvminiseries', 'miniseries']);

function mediaTypeOf(titleType: string | undefined): MediaType | 'episode' | null {
  const type = (titleType ?? '').toLowerCase().replace(/[\s-]+/g, '');
  if (type === 'tvepisode') return 'episode';
  if (SERIES_TYPES.has(type)) return 'tv';
  if (MOVIE_TYPES.has(type) || type === '') return 'movie';
  return null;
}

/** A record's cell by the first of these column names the header has, compared without case. */
function cellReader(header: readonly string[]) {
  const byLowerName = new Map(header.map((name) => [name.toLowerCase(), name]));
  return (record: CsvRecord, ...names: string[]): string | undefined => {
    for (const name of names) {
      const column = byLowerName.get(name.toLowerCase());
      if (column !== undefined) return record.cells[column];
    }
    return undefined;
  };
}

export function readImdb(file: HistoryFile): ParsedHistory {
  const table = readCsvTable(file.text);
  const collector = historyCollector();
  const errors: ImportError[] = [];
  if (!table)
    return { format: 'imdb', titles: [], errors: [{ row: 1, error: 'The file is empty' }], rows: 0 };
  const cell = cellReader(table.header);
  const ratingCell = (record: CsvRecord) => cell(record, 'Your Rating', 'You rated');
  const before2017 = table.header.some((name) => name.toLowerCase() === 'you rated');
  const isList = before2017
    ? table.records.some((record) => record.error === null && ratingOf(ratingCell(record)) === null)
    : table.header.includes('Position');
  for (const record of table.records) {
    const fail = (error: string) => errors.push({ row: record.line, error });
    if (record.error !== null) {
      fail(`the line could not be read: ${record.error}`);
      continue;
    }
    const constCell = cell(record, 'Const')?.trim() ?? '';
    const imdbId = /^(tt)?\d{5,}$/.test(constCell)
      ? constCell.startsWith('tt')
        ? constCell
        : `tt${constCell}`
      : null;
    const name = cell(record, 'Title')?.trim() ?? '';
    if (imdbId === null) {
      fail(`Const must be an IMDb id like tt0068646 (found "${constCell}")`);
      continue;
    }
    const titleType = cell(record, 'Title Type');
    const mediaType = mediaTypeOf(titleType);
    if (mediaType === 'episode') {
      fail(`"${name}" is an episode: import its series instead`);
      continue;
    }
    if (mediaType === null) {
      fail(`"${name}" is a ${titleType ?? 'kind of title'} the app does not keep`);
      continue;
    }
    const title = collector.title(
      { title: name || imdbId, year: yearCell(cell(record, 'Year')), mediaType, tmdbId: null, imdbId },
      record.line,
    );
    const reaction = reactionOfRating(ratingOf(ratingCell(record)));
    if (reaction !== null) title.reaction = reaction;
    if (isList) title.watchlist = true;
    else title.watchedUndated = true;
  }
  return { format: 'imdb', titles: collector.titles(), errors, rows: table.records.length };
}
