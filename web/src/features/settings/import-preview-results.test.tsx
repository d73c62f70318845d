import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { held } from '../../test-support/api';
import { renderScreen, toastTitled } from '../../test-support/render';
import {
  answerImportProgress,
  answerImports,
  csvFile,
  importAnswer,
  previewFile,
} from '../../test-support/transfer';
import { ImportLibrary } from './import-library';

const BAD_ROW = 'type must be one of movie, tv, season, season_watch or viewing (found "film")';

/** Two titles of the offline catalog, a viewing, and (line 5) a row of an unknown type. */
const fourRows = importAnswer({
  summary: { movieRows: 1, seriesRows: 1, viewingRows: 1, errors: 1, rowsRead: 4, totalProcessed: 3 },
  results: { libraryCreated: 2, viewingsCreated: 1, errors: [{ row: 5, error: BAD_ROW }] },
  errors: [{ row: 5, error: BAD_ROW }],
});

const numberRow = (row: number) => ({ row, error: 'tmdbId must be a whole number' });
/** One good title (line 2), then 12 rows whose tmdbId is not a number (lines 3 to 14). */
const twelveErrors = importAnswer({
  summary: { movieRows: 13, errors: 12, rowsRead: 13, totalProcessed: 1 },
  results: { libraryCreated: 1, errors: Array.from({ length: 10 }, (_, index) => numberRow(index + 3)) },
  errors: Array.from({ length: 10 }, (_, index) => numberRow(index + 3)),
});

/** The preview's count tiles, as 'label value'. */
const tiles = (preview: HTMLElement) =>
  within(preview)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

/** A row of the results' table, as its cells' texts. */
const resultRow = (results: HTMLElement, label: string) =>
  Array.from(within(results).getByRole('rowheader', { name: label }).closest('tr')?.children ?? []).map(
    (cell) => cell.textContent,
  );

const rowErrors = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
    .filter((text) => text.startsWith('Row '));

beforeEach(() => {
  answerImportProgress();
});

describe('Import Library: a Watchlist CSV', () => {
  it('previews its rows by kind, what importing will do, and the rows with an error', async () => {
    answerImports(fourRows);
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, csvFile('my-library.csv'));

    expect(preview).toHaveAccessibleName('Preview: 4 rows');
    expect(tiles(preview)).toEqual([
      'Movies 1',
      'Series 1',
      'Seasons 0',
      'Season watches 0',
      'Viewings 1',
      'Errors 1',
    ]);
    expect(within(preview).getByText('2 added, 0 updated')).toBeInTheDocument();
    expect(within(preview).getByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(rowErrors(preview)).toEqual([`Row 5: ${BAD_ROW}`]);
  });

  it('imports it: Importing... meanwhile, then the results, the toast, and the file let go', async () => {
    const gate = held();
    answerImports(fourRows, async ({ preview: dryRun }) => {
      if (!dryRun) await gate.released;
      return undefined;
    });
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, csvFile('my-library.csv'));

    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    expect(within(preview).getByRole('button', { name: 'Importing...' })).toBeDisabled();
    expect(within(preview).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    gate.release();

    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(resultRow(results, 'Titles')).toEqual(['Titles', '2', '0']);
    expect(resultRow(results, 'Viewings')).toEqual(['Viewings', '1', '—']);
    expect(within(results).getByText('2 added, 0 updated')).toBeInTheDocument();
    expect(rowErrors(results)).toEqual([`Row 5: ${BAD_ROW}`]);
    // 4 rows read, 3 imported: the one with an error is not.
    expect(await toastTitled('Import Complete')).toHaveTextContent('Successfully processed 3 items');
    expect(screen.queryByText('my-library.csv')).toBeNull();
  });

  it("'View Watchlist' closes the results on Home; 'Done' gives the focus back to Choose File", async () => {
    answerImports(fourRows);
    const { user, location } = renderScreen(<ImportLibrary />, { path: '/settings/library' });
    let preview = await previewFile(user, csvFile());
    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    let results = await screen.findByRole('dialog', { name: 'Import Results' });
    await user.click(within(results).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Results' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    expect(location.history.at(-1)).toBe('/settings/library');

    preview = await previewFile(user, csvFile());
    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    results = await screen.findByRole('dialog', { name: 'Import Results' });
    await user.click(within(results).getByRole('button', { name: 'View Watchlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Results' })).toBeNull());
    expect(location.history.at(-1)).toBe('/');
  });

  it('lists the first 5 errors in the preview and the first 10 in the results, and counts the rest', async () => {
    answerImports(twelveErrors);
    const { user } = renderScreen(<ImportLibrary />);
    const rows = (from: number, to: number) =>
      Array.from(
        { length: to - from + 1 },
        (_, index) => `Row ${from + index}: tmdbId must be a whole number`,
      );
    const preview = await previewFile(user, csvFile('errors.csv'));
    expect(rowErrors(preview)).toEqual(rows(3, 7));
    expect(within(preview).getByText('and 7 more rows with an error')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(rowErrors(results)).toEqual(rows(3, 12));
    expect(within(results).getByText('and 2 more rows with an error')).toBeInTheDocument();
    expect(resultRow(results, 'Titles')).toEqual(['Titles', '1', '0']);
    expect(await toastTitled('Import Complete')).toHaveTextContent('Successfully processed 1 items');
  });

  it('a file whose every row has an error has nothing to import', async () => {
    answerImports(
      importAnswer({
        summary: { movieRows: 1, errors: 1, rowsRead: 1 },
        errors: [numberRow(2)],
      }),
    );
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, csvFile());
    expect(within(preview).getByText('Nothing to change')).toBeInTheDocument();
    expect(
      within(preview).getByText('Every row has an error: correct the file, then choose it again.'),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Import Data' })).toBeDisabled();
  });
});
