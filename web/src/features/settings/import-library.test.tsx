import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportMove, ImportResponse } from '#domain/schemas/transfer';
import { renderScreen, toastTitled } from '../../test-support/render';
import {
  answerImportProgress,
  answerImports,
  csvFile,
  previewFile,
  zipFile,
} from '../../test-support/transfer';
import { noImportResults } from '../../test-support/import-results';
import { ImportLibrary } from './import-library';

const move = (fields: Partial<ImportMove> & Pick<ImportMove, 'kind'>): ImportMove => ({
  seasonNumber: null,
  from: null,
  to: null,
  count: null,
  backward: false,
  ...fields,
});

/**
 * A Watchlist CSV exported before the household watched Inception and went on with Breaking Bad: its preview
 * lists those two backward moves first; it adds The Matrix and 3 viewings of Breaking Bad.
 */
const olderExport: ImportResponse = {
  preview: true,
  format: 'watchlist',
  summary: {
    movieRows: 2,
    seriesRows: 1,
    seasonRows: 2,
    seasonWatchRows: 0,
    viewingRows: 3,
    errors: 0,
    rowsRead: 8,
    totalProcessed: 8,
  },
  errors: [],
  results: { ...noImportResults, libraryCreated: 1, libraryUpdated: 1, viewingsCreated: 3, backwardMoves: 2 },
  changes: [
    {
      mediaType: 'movie',
      tmdbId: 27205,
      title: 'Inception',
      added: false,
      moves: [move({ kind: 'status', from: 'watched', to: 'to_watch', backward: true })],
    },
    {
      mediaType: 'tv',
      tmdbId: 1396,
      title: 'Breaking Bad',
      added: false,
      moves: [
        move({ kind: 'season', seasonNumber: 2, from: 'watched', to: 'watching', backward: true }),
        move({ kind: 'viewings', count: 3 }),
      ],
    },
    { mediaType: 'movie', tmdbId: 603, title: 'The Matrix', added: true, moves: [] },
  ],
};

/** A Letterboxd export of 317 rows: 268 titles not found, 49 rows of titles found imported. */
const letterboxdExport: ImportResponse = {
  preview: true,
  format: 'letterboxd',
  matches: {
    matched: 15,
    ambiguous: [],
    notFound: Array.from({ length: 268 }, (_, index) => ({
      key: `lb:${index}`,
      title: `Lost Film ${index}`,
      year: 1990,
    })),
  },
  summary: {
    movieRows: 15,
    seriesRows: 0,
    seasonRows: 0,
    seasonWatchRows: 0,
    viewingRows: 41,
    errors: 268,
    rowsRead: 317,
    totalProcessed: 49,
  },
  errors: [],
  results: { ...noImportResults, libraryCreated: 12, libraryUpdated: 3, viewingsCreated: 37, skipped: 0 },
  changes: Array.from({ length: 15 }, (_, index) => ({
    mediaType: 'movie' as const,
    tmdbId: 900 + index,
    title: `Film ${index}`,
    added: index < 12,
    moves: [move({ kind: 'viewings', count: index < 12 ? 3 : 1 })],
  })),
};

beforeEach(() => {
  answerImportProgress();
});

describe('Import Library: the preview of a file behind the library', () => {
  it('lists the moves that would take progress back first, in their own group', async () => {
    answerImports(olderExport);
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, csvFile());

    const backward = within(preview).getByRole('region', { name: 'Would move progress back' });
    expect(
      within(backward)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Inception: watched → to watch', 'Breaking Bad, season 2: watched → watching']);
    const byTitle = within(preview).getByRole('region', { name: 'Changes by title' });
    // The backward group comes before every other change.
    expect(backward.compareDocumentPosition(byTitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(byTitle)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Breaking Bad 3 viewings added', 'The Matrix added']);
  });

  it("keeps them unless 'Replace with the file's state' is ticked: then Import Data sends replace", async () => {
    const bodies = answerImports(olderExport);
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, csvFile());
    const replace = within(preview).getByRole('checkbox', { name: "Replace with the file's state" });
    expect(replace).not.toBeChecked();
    expect(replace).toHaveAccessibleDescription('Unticked, they are kept as they are in the library.');
    expect(within(preview).getByText('1 added, 1 updated')).toBeInTheDocument();

    await user.click(replace);
    expect(replace).toBeChecked();
    expect(replace).toHaveAccessibleDescription("Ticked, the file's state replaces them.");
    // Inception is then updated too.
    expect(within(preview).getByText('1 added, 2 updated')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    await screen.findByRole('dialog', { name: 'Import Results' });
    expect(bodies.map(({ preview: dryRun, replace: replaced }) => ({ dryRun, replaced }))).toEqual([
      { dryRun: true, replaced: false },
      { dryRun: false, replaced: true },
    ]);
  });

  it('sends the same choice for a ZIP, in the query', async () => {
    const sent = answerImports(olderExport);
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, zipFile());
    await user.click(within(preview).getByRole('checkbox', { name: "Replace with the file's state" }));
    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    await screen.findByRole('dialog', { name: 'Import Results' });
    expect(sent.map(({ preview: dryRun, replace: replaced }) => [dryRun, replaced])).toEqual([
      [true, false],
      [false, true],
    ]);
  });
});

describe('Import Library: what an import counts', () => {
  it("says '12 added, 3 updated, 268 not found' in the preview and the results alike", async () => {
    answerImports(letterboxdExport);
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, csvFile('diary.csv'));
    expect(within(preview).getByText('12 added, 3 updated, 268 not found')).toBeInTheDocument();
    expect(within(preview).queryByRole('region', { name: 'Would move progress back' })).toBeNull();

    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(within(results).getByText('12 added, 3 updated, 268 not found')).toBeInTheDocument();
  });

  it('heads the preview and the results with the rows read; the toast counts the rows imported', async () => {
    answerImports(letterboxdExport);
    const { user } = renderScreen(<ImportLibrary />);
    const preview = await previewFile(user, csvFile('diary.csv'));
    expect(preview).toHaveAccessibleName('Preview: 317 rows');

    await user.click(within(preview).getByRole('button', { name: 'Import Data' }));
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(results).toHaveAccessibleDescription('Letterboxd export: 317 rows read from the file.');
    const toast = await toastTitled('Import Complete');
    expect(toast).toHaveTextContent('Successfully processed 49 items');
  });
});
