import { describe, expect, it } from 'vitest';
import { noImportResults } from '../../test-support/import-results';
import { importCountsLine, previewCounts, resultRows, rowErrorText } from './import-counts';

describe('rowErrorText', () => {
  it("reads 'Row {n}: {message}'", () => {
    expect(rowErrorText({ row: 7, error: 'tmdbId must be a whole number' })).toBe(
      'Row 7: tmdbId must be a whole number',
    );
  });
});

describe('previewCounts', () => {
  const summary = {
    movieRows: 3,
    seriesRows: 2,
    seasonRows: 5,
    seasonWatchRows: 4,
    viewingRows: 9,
    errors: 1,
    rowsRead: 25,
    totalProcessed: 24,
  };

  it("gives each kind of row of the app's own CSV and its errors, in order", () => {
    expect(previewCounts({ summary })).toEqual([
      { label: 'Movies', value: 3 },
      { label: 'Series', value: 2 },
      { label: 'Seasons', value: 5 },
      { label: 'Season watches', value: 4 },
      { label: 'Viewings', value: 9 },
      { label: 'Errors', value: 1, tone: 'error' },
    ]);
  });

  it("gives another service's titles by kind, and those doubtful or not found", () => {
    const title = { key: 'k', title: 'T', year: null };
    expect(
      previewCounts({
        summary,
        matches: { matched: 2, ambiguous: [{ ...title, candidates: [] }], notFound: [title, title] },
      }),
    ).toEqual([
      { label: 'Movies', value: 3 },
      { label: 'Series', value: 2 },
      { label: 'Seasons', value: 5 },
      { label: 'Viewings', value: 9 },
      { label: 'Doubtful', value: 1, tone: 'attention' },
      { label: 'Not found', value: 2, tone: 'error' },
    ]);
  });
});

describe('importCountsLine', () => {
  const notFound = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ key: `k${index}`, title: 'T', year: null }));

  it("says the titles added, updated and not found; the app's own CSV has no 'not found'", () => {
    const results = { ...noImportResults, libraryCreated: 12, libraryUpdated: 3, viewingsCreated: 40 };
    expect(
      importCountsLine({ results, matches: { matched: 15, ambiguous: [], notFound: notFound(268) } }),
    ).toBe('12 added, 3 updated, 268 not found');
    expect(importCountsLine({ results })).toBe('12 added, 3 updated');
    expect(importCountsLine({ results: { ...noImportResults, libraryCreated: 1200 } })).toBe(
      '1,200 added, 0 updated',
    );
  });

  it('adds the titles only replacing updates, when the household replaces', () => {
    expect(importCountsLine({ results: { ...noImportResults, libraryUpdated: 3 } }, 2)).toBe(
      '0 added, 5 updated',
    );
  });

  it('says when there is nothing to change', () => {
    expect(importCountsLine({ results: { ...noImportResults, skipped: 40 } })).toBe('Nothing to change');
    expect(
      importCountsLine({ results: noImportResults, matches: { matched: 2, ambiguous: [], notFound: [] } }),
    ).toBe('Nothing to change');
  });
});

describe('resultRows', () => {
  it('pairs what was added with what was updated; viewings are only added', () => {
    expect(
      resultRows({
        libraryCreated: 1,
        libraryUpdated: 2,
        seasonsCreated: 3,
        seasonsUpdated: 4,
        seasonWatchesCreated: 5,
        seasonWatchesUpdated: 6,
        viewingsCreated: 7,
        skipped: 8,
        backwardMoves: 0,
        errors: [],
      }),
    ).toEqual([
      { label: 'Titles', added: 1, updated: 2 },
      { label: 'Seasons', added: 3, updated: 4 },
      { label: 'Season watches', added: 5, updated: 6 },
      { label: 'Viewings', added: 7, updated: null },
    ]);
  });
});
