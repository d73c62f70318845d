import type { ImportError } from '../../schemas/transfer';
import { readCsvTable } from '../csv-records';
import { historyCollector, type ParsedHistory } from './history';
import { ratingOf, reactionOfRating } from './rating-reaction';
import { localDay, yearCell, type HistoryFile } from './source-files';

/**
 * Movary's CSV exports (movies only), told apart by their columns after `title, year, tmdbId, imdbId`:
 * - history (`watchedAt, comment, location`): one row per play; an empty `watchedAt` is watched, date unknown;
 *   the comment becomes the viewing's notes;
 * - ratings (`userRating`, 1–10): the movie's reaction;
 * - watchlist (`addedAt`): to watch.
 */
export const isMovaryHeader = (header: readonly string[]) =>
  ['title', 'year', 'tmdbId', 'imdbId'].every((name, at) => header[at] === name);

export function readMovary(files: readonly HistoryFile[]): ParsedHistory {
  const collector = historyCollector();
  const errors: ImportError[] = [];
  let rows = 0;
  for (const file of files) {
    const table = readCsvTable(file.text);
    if (!table || !isMovaryHeader(table.header)) continue;
    const where = files.length > 1 ? `${file.name}: ` : '';
    for (const record of table.records) {
      rows += 1;
      const fail = (error: string) => errors.push({ row: record.line, error: `${where}${error}` });
      if (record.error !== null) {
        fail(`the line could not be read: ${record.error}`);
        continue;
      }
      const tmdbText = record.cells.tmdbId?.trim() ?? '';
      const tmdbId = /^\d+$/.test(tmdbText) && Number(tmdbText) > 0 ? Number(tmdbText) : null;
      const imdbText = record.cells.imdbId?.trim() ?? '';
      const name = record.cells.title?.trim() ?? '';
      if (tmdbId === null && imdbText === '' && name === '') {
        fail('a row with no tmdbId, imdbId or title');
        continue;
      }
      const title = collector.title(
        {
          title: name,
          year: yearCell(record.cells.year),
          mediaType: 'movie',
          tmdbId,
          imdbId: imdbText || null,
        },
        record.line,
      );
      if (table.header.includes('watchedAt')) {
        const cell = record.cells.watchedAt?.trim() ?? '';
        const day = localDay(cell);
        if (cell === '') title.watchedUndated = true;
        else if (day === null) fail(`watchedAt is not a date (found "${cell}")`);
        else title.viewings.push({ date: day, reaction: null, notes: record.cells.comment?.trim() || null });
      } else if (table.header.includes('userRating')) {
        title.reaction = reactionOfRating(ratingOf(record.cells.userRating));
      } else {
        title.watchlist = true;
      }
    }
  }
  return { format: 'movary', titles: collector.titles(), errors, rows };
}
