import type { ImportError } from '../../schemas/transfer';
import { readCsvTable, type CsvRecord } from '../csv-records';
import { historyCollector, type HistoryTitle, type ParsedHistory } from './history';
import { ratingOf, reactionOfRating } from './rating-reaction';
import type { HistoryFile } from './source-files';

/**
 * Letterboxd's export (the ZIP, or one of its CSVs):
 * - diary.csv: one row per logged viewing, dated by `Watched Date` (`Date` is when it was logged); `Rating` in half
 *   stars, doubled to the 10-point scale;
 * - reviews.csv: the same rows with a `Review`, which becomes that viewing's notes;
 * - ratings.csv: the film's rating; watched.csv: watched, date unknown; watchlist.csv: to watch;
 *   likes/films.csv: liked (thumbs up when the film has no rating);
 * - everything else (profile, comments, lists, deleted/, orphaned/) is left alone.
 * No ids: films are keyed by name and year and matched by search.
 */
export const LETTERBOXD_HEADER = ['Date', 'Name', 'Year', 'Letterboxd URI'];

type LetterboxdKind = 'diary' | 'reviews' | 'ratings' | 'watched' | 'watchlist' | 'likes';

const isLetterboxdHeader = (header: readonly string[]) =>
  LETTERBOXD_HEADER.every((name, at) => header[at] === name);

/**
 * A file's kind from its columns: reviews, diary entries (a watched date) and ratings each have their own. The
 * watched list, the watchlist and the liked films share one header (Date, Name, Year, Letterboxd URI), so the file's
 * name tells those apart where it says (watched.csv, likes/films.csv); any other such list (one posted without a
 * name, say) is the watchlist.
 */
function kindOf(header: readonly string[], name: string): LetterboxdKind {
  if (header.includes('Review')) return 'reviews';
  if (header.includes('Watched Date')) return 'diary';
  if (header.includes('Rating')) return 'ratings';
  const base = name.toLowerCase();
  if (/likes|films\.csv$/.test(base)) return 'likes';
  if (base.includes('watched')) return 'watched';
  return 'watchlist';
}

/** Files of the ZIP the import reads; the rest (and deleted/, orphaned/) are skipped. */
function wanted(name: string): boolean {
  const parts = name.toLowerCase().split('/');
  if (parts.some((part) => part === 'deleted' || part === 'orphaned')) return false;
  const base = parts.at(-1) ?? '';
  const parent = parts.at(-2);
  if (base === 'films.csv') return parent === 'likes';
  return (
    ['diary.csv', 'reviews.csv', 'ratings.csv', 'watched.csv', 'watchlist.csv'].includes(base) &&
    parent !== 'likes'
  );
}

export function isLetterboxdFile(file: HistoryFile): boolean {
  const table =
    file.name.toLowerCase().endsWith('.csv') || !file.name.includes('.') ? readCsvTable(file.text) : null;
  return table !== null && isLetterboxdHeader(table.header);
}

const dayOf = (cell: string | undefined) =>
  /^\d{4}-\d{2}-\d{2}$/.test(cell?.trim() ?? '') ? (cell?.trim() ?? '') : null;

export function readLetterboxd(files: readonly HistoryFile[], single: boolean): ParsedHistory {
  const collector = historyCollector();
  const errors: ImportError[] = [];
  const ratings = new Map<HistoryTitle, number>();
  const liked = new Set<HistoryTitle>();
  const notesByViewing = new Map<string, string>();
  let rows = 0;

  const read = (file: HistoryFile, kind: LetterboxdKind, record: CsvRecord) => {
    rows += 1;
    const where = single ? '' : `${file.name}: `;
    const fail = (error: string) => errors.push({ row: record.line, error: `${where}${error}` });
    if (record.error !== null) return fail(`the line could not be read: ${record.error}`);
    const name = record.cells.Name?.trim() ?? '';
    if (name === '') return fail('Name is required');
    const yearText = record.cells.Year?.trim() ?? '';
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
    const title = collector.title(
      { title: name, year, mediaType: null, tmdbId: null, imdbId: null },
      record.line,
    );
    const rating = ratingOf(record.cells.Rating, 2);
    if (kind === 'diary' || kind === 'reviews') {
      const date = dayOf(record.cells['Watched Date']);
      if (date === null) {
        title.watchedUndated = true;
        return;
      }
      const review = record.cells.Review?.trim() ?? '';
      if (kind === 'reviews') {
        if (review !== '') notesByViewing.set(`${title.key}|${date}`, review);
        if (title.viewings.some((viewing) => viewing.date === date)) return;
      }
      title.viewings.push({ date, reaction: reactionOfRating(rating), notes: null });
      return;
    }
    if (kind === 'ratings' && rating !== null) ratings.set(title, rating);
    if (kind === 'watched') title.watchedUndated = true;
    if (kind === 'watchlist') title.watchlist = true;
    if (kind === 'likes') liked.add(title);
  };

  // Diaries first, so that a review adds its notes to the viewing rather than a second one.
  const order: LetterboxdKind[] = ['diary', 'reviews', 'ratings', 'watched', 'watchlist', 'likes'];
  const tables = files
    .filter((file) => single || wanted(file.name))
    .map((file) => ({ file, table: readCsvTable(file.text) }))
    .flatMap(({ file, table }) =>
      table && isLetterboxdHeader(table.header)
        ? [{ file, table, kind: kindOf(table.header, file.name) }]
        : [],
    )
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  for (const { file, table, kind } of tables) for (const record of table.records) read(file, kind, record);

  const titles = collector.titles();
  for (const title of titles) {
    for (const viewing of title.viewings)
      viewing.notes = notesByViewing.get(`${title.key}|${viewing.date}`) ?? null;
    const rating = ratings.get(title);
    const latestViewing = [...title.viewings].reverse().find((viewing) => viewing.reaction !== null);
    title.reaction =
      rating !== undefined
        ? reactionOfRating(rating)
        : (latestViewing?.reaction ?? (liked.has(title) ? 'up' : null));
    if (title.viewings.length > 0) title.watchedUndated = false;
  }
  return { format: 'letterboxd', titles, errors, rows };
}
