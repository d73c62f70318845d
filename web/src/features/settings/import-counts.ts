import type { ImportError, ImportResults, ImportSummary } from '../../../../domain/schemas/transfer';
import { countOf } from './count-text';

/** Spec §5: each error as 'Row {n}: {message}', n the file's line number. */
export const rowErrorText = ({ row, error }: ImportError): string => `Row ${row}: ${error}`;

/** "a", "a and b", "a, b and c". */
function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** The preview's tiles: the rows of each kind the file holds, and the rows with an error. */
export function previewCounts(summary: ImportSummary): { label: string; value: number; isErrors?: true }[] {
  return [
    { label: 'Movies', value: summary.movieRows },
    { label: 'Series', value: summary.seriesRows },
    { label: 'Seasons', value: summary.seasonRows },
    { label: 'Season watches', value: summary.seasonWatchRows },
    { label: 'Viewings', value: summary.viewingRows },
    { label: 'Errors', value: summary.errors, isErrors: true },
  ];
}

/** What the import will do, from the preview's dry run: "Importing will add 3 titles, and update 1 title." */
export function previewOutcome(results: ImportResults): string {
  const added = [
    [results.libraryCreated, 'title', 'titles'],
    [results.seasonsCreated, 'season', 'seasons'],
    [results.seasonWatchesCreated, 'season watch', 'season watches'],
    [results.viewingsCreated, 'viewing', 'viewings'],
  ] as const;
  const updated = [
    [results.libraryUpdated, 'title', 'titles'],
    [results.seasonsUpdated, 'season', 'seasons'],
    [results.seasonWatchesUpdated, 'season watch', 'season watches'],
  ] as const;
  const phrase = (counts: typeof added | typeof updated) =>
    listOf(counts.filter(([count]) => count > 0).map(([count, one, many]) => countOf(count, one, many)));
  const unchanged =
    results.skipped > 0
      ? ` ${countOf(results.skipped, 'row is', 'rows are')} already in the library as written.`
      : '';
  return `${changeSentence(phrase(added), phrase(updated))}${unchanged}`;
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
