import { readCsvTable } from '../csv-records';
import type { ImportFormat, ParsedHistory } from './history';
import { isImdbHeader, readImdb } from './imdb';
import { isLetterboxdFile, readLetterboxd } from './letterboxd';
import { isMovaryHeader, readMovary } from './movary';
import type { HistoryFile } from './source-files';
import { isTraktFile, readTrakt } from './trakt';

/** The app's own CSV: a header with `type` and `tmdbId`. */
const isWatchlistHeader = (header: readonly string[]) => header.includes('type') && header.includes('tmdbId');

/**
 * Which service a file or an archive comes from, by its content (a CSV's header, a JSON file's entries): never by
 * the file's name. Null when nothing in it is recognised.
 */
export function detectFormat(files: readonly HistoryFile[]): ImportFormat | null {
  if (files.some((file) => isTraktFile(file.name) && file.text.trimStart().startsWith('['))) return 'trakt';
  for (const file of files) {
    const trimmed = file.text.trimStart();
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) continue;
    const header = readCsvTable(file.text)?.header ?? [];
    if (isWatchlistHeader(header)) return 'watchlist';
    if (isImdbHeader(header)) return 'imdb';
    if (isMovaryHeader(header)) return 'movary';
    if (isLetterboxdFile(file)) return 'letterboxd';
  }
  return null;
}

/**
 * Reads another service's export into the common history shape. `files` is one uploaded CSV, or the entries of an
 * uploaded ZIP; `single` says which (a single file's rows are numbered by its lines alone).
 */
export function readHistory(
  format: Exclude<ImportFormat, 'watchlist'>,
  files: readonly HistoryFile[],
): ParsedHistory {
  const single = files.length === 1;
  if (format === 'letterboxd') return readLetterboxd(files, single);
  if (format === 'trakt') return readTrakt(files);
  if (format === 'movary') return readMovary(files);
  const file = files.find((candidate) => isImdbHeader(readCsvTable(candidate.text)?.header ?? []));
  return file ? readImdb(file) : { format, titles: [], errors: [], rows: 0 };
}
