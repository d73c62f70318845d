import type { ImportError, ImportResponse, ImportResults } from '#domain/schemas/transfer';
import { wholeNumber } from './count-text';

/** Spec §5: each error as 'Row {n}: {message}', n the file's line number. */
export const rowErrorText = ({ row, error }: ImportError): string => `Row ${row}: ${error}`;

export interface CountTile {
  label: string;
  value: number;
  /** Errors are told in red; titles waiting for a choice stand out. */
  tone?: 'error' | 'attention';
}

/**
 * The preview's tiles. The app's own CSV: the rows of each kind it holds, and the rows with an error. Another
 * service's export: its titles by kind, the seasons and viewings it brings, and the titles that need a choice or
 * were not found (the other errors are listed below the tiles).
 */
export function previewCounts({
  summary,
  matches,
}: Pick<ImportResponse, 'summary' | 'matches'>): CountTile[] {
  if (matches) {
    return [
      { label: 'Movies', value: summary.movieRows },
      { label: 'Series', value: summary.seriesRows },
      { label: 'Seasons', value: summary.seasonRows },
      { label: 'Viewings', value: summary.viewingRows },
      { label: 'Doubtful', value: matches.ambiguous.length, tone: 'attention' },
      { label: 'Not found', value: matches.notFound.length, tone: 'error' },
    ];
  }
  return [
    { label: 'Movies', value: summary.movieRows },
    { label: 'Series', value: summary.seriesRows },
    { label: 'Seasons', value: summary.seasonRows },
    { label: 'Season watches', value: summary.seasonWatchRows },
    { label: 'Viewings', value: summary.viewingRows },
    { label: 'Errors', value: summary.errors, tone: 'error' },
  ];
}

/**
 * What an import does, in one line, the same in the preview and the results: '12 added, 3 updated, 268 not found'
 * (titles; 'not found' only for another service's export, the app's own CSV carrying its ids), or 'Nothing to
 * change'. `alsoUpdated`: titles the preview's answer leaves out that the import will update.
 */
export function importCountsLine(
  { results, matches }: Pick<ImportResponse, 'results' | 'matches'>,
  alsoUpdated = 0,
): string {
  const updated = results.libraryUpdated + alsoUpdated;
  const notFound = matches?.notFound.length ?? 0;
  if (results.libraryCreated === 0 && updated === 0 && notFound === 0) return 'Nothing to change';
  const parts = [`${wholeNumber(results.libraryCreated)} added`, `${wholeNumber(updated)} updated`];
  if (matches) parts.push(`${wholeNumber(notFound)} not found`);
  return parts.join(', ');
}

/** The results dialog's table: what was added and updated, by kind (viewings are only ever added). */
export function resultRows(
  results: ImportResults,
): { label: string; added: number; updated: number | null }[] {
  return [
    { label: 'Titles', added: results.libraryCreated, updated: results.libraryUpdated },
    { label: 'Seasons', added: results.seasonsCreated, updated: results.seasonsUpdated },
    { label: 'Season watches', added: results.seasonWatchesCreated, updated: results.seasonWatchesUpdated },
    { label: 'Viewings', added: results.viewingsCreated, updated: null },
  ];
}
