import type { MediaType } from '../../schemas/film';
import type { ImportError } from '../../schemas/transfer';
import { readCsvTable } from '../csv-records';
import { historyCollector, type ParsedHistory } from './history';
import { ratingOf, reactionOfRating } from './rating-reaction';
import { yearCell, type HistoryFile } from './source-files';

/**
 * IMDb's CSV exports, both header vintages (with or without `Original Title`):
 * - ratings (`Const, Your Rating, Date Rated, Title, …`): each title watched, date unknown, with its reaction;
 * - a watchlist or list (`Position, Const, Created, …`): each title to watch (with its reaction if rated).
 * `Const` is the IMDb id (its `tt` is added when missing); `Title Type` tells movies from series (both spellings:
 * 'TV Series' and 'tvSeries'); an episode is not a title of its own and is reported.
 */
export function isImdbHeader(header: readonly string[]): boolean {
  return header.includes('Const') && (header.includes('Your Rating') || header.includes('Position'));
}

const MOVIE_TYPES = new Set(['movie', 'tvmovie', 'short', 'tvshort', 'video', 'tvspecial']);
const SERIES_TYPES = new Set(['tvseries', 'tvminiseries']);

function mediaTypeOf(titleType: string | undefined): MediaType | 'episode' | null {
  const type = (titleType ?? '').toLowerCase().replace(/\s+/g, '');
  if (type === 'tvepisode') return 'episode';
  if (SERIES_TYPES.has(type)) return 'tv';
  if (MOVIE_TYPES.has(type) || type === '') return 'movie';
  return null;
}

export function readImdb(file: HistoryFile): ParsedHistory {
  const table = readCsvTable(file.text);
  const collector = historyCollector();
  const errors: ImportError[] = [];
  if (!table)
    return { format: 'imdb', titles: [], errors: [{ row: 1, error: 'The file is empty' }], rows: 0 };
  const isList = table.header.includes('Position');
  for (const record of table.records) {
    const fail = (error: string) => errors.push({ row: record.line, error });
    if (record.error !== null) {
      fail(`the line could not be read: ${record.error}`);
      continue;
    }
    const constCell = record.cells.Const?.trim() ?? '';
    const imdbId = /^(tt)?\d{5,}$/.test(constCell)
      ? constCell.startsWith('tt')
        ? constCell
        : `tt${constCell}`
      : null;
    const name = record.cells.Title?.trim() ?? '';
    if (imdbId === null) {
      fail(`Const must be an IMDb id like tt0068646 (found "${constCell}")`);
      continue;
    }
    const mediaType = mediaTypeOf(record.cells['Title Type']);
    if (mediaType === 'episode') {
      fail(`"${name}" is an episode: import its series instead`);
      continue;
    }
    if (mediaType === null) {
      fail(`"${name}" is a ${record.cells['Title Type'] ?? 'kind of title'} the app does not keep`);
      continue;
    }
    const title = collector.title(
      { title: name || imdbId, year: yearCell(record.cells.Year), mediaType, tmdbId: null, imdbId },
      record.line,
    );
    const reaction = reactionOfRating(ratingOf(record.cells['Your Rating']));
    if (reaction !== null) title.reaction = reaction;
    if (isList) title.watchlist = true;
    else title.watchedUndated = true;
  }
  return { format: 'imdb', titles: collector.titles(), errors, rows: table.records.length };
}
