import type { ImportError, ImportResponse, ImportResults } from '../../../../domain/schemas/transfer';
import { countOf } from './count-text';

/** Spec §5: each error as 'Row {n}: {message}', n the file's line number. */
export const rowErrorText = ({ row, error }: ImportError): string => `Row ${row}: ${error}`;

/** "a", "a and b", "a, b and c". */
function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

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

const addedCounts = (results: ImportResults) =>
  [
    [results.libraryCreated, 'title', 'titles'],
    [results.seasonsCreated, 'season', 'seasons'],
    [results.seasonWatchesCreated, 'season watch', 'season watches'],
    [results.viewingsCreated, 'viewing', 'viewings'],
  ] as const;
const updatedCounts = (results: ImportResults) =>
  [
    [results.libraryUpdated, 'title', 'titles'],
    [results.seasonsUpdated, 'season', 'seasons'],
    [results.seasonWatchesUpdated, 'season watch', 'season watches'],
  ] as const;
const phrase = (counts: readonly (readonly [number, string, string])[]) =>
  listOf(counts.filter(([count]) => count > 0).map(([count, one, many]) => countOf(count, one, many)));

/**
 * What the import will do, from the preview's dry run: "Importing will add 3 titles, and update 1 title." What it
 * leaves alone is rows already there (the app's own CSV), or titles already there or not matched (another export).
 */
export function previewOutcome(results: ImportResults, fromAnotherService = false): string {
  let unchanged = '';
  if (results.skipped > 0 && fromAnotherService)
    unchanged = ` ${countOf(results.skipped, 'title stays as it is', 'titles stay as they are')} (already in the library, or not matched).`;
  else if (results.skipped > 0)
    unchanged = ` ${countOf(results.skipped, 'row is', 'rows are')} already in the library as written.`;
  return `${changeSentence(phrase(addedCounts(results)), phrase(updatedCounts(results)))}${unchanged}`;
}

/** What a finished import did, in a line: "3 titles and 5 viewings added, 1 title updated", or "nothing new". */
export function importedSummary(results: ImportResults): string {
  const added = phrase(addedCounts(results));
  const updated = phrase(updatedCounts(results));
  if (added && updated) return `${added} added, ${updated} updated`;
  if (added) return `${added} added`;
  if (updated) return `${updated} updated`;
  return 'nothing new';
}

function changeSentence(toAdd: string, toUpdate: string): string {
  if (toAdd && toUpdate) return `Importing will add ${toAdd}, and update ${toUpdate}.`;
  if (toAdd) return `Importing will add ${toAdd}.`;
  if (toUpdate) return `Importing will update ${toUpdate}.`;
  return 'Importing will change nothing.';
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
