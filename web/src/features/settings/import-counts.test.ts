import { describe, expect, it } from 'vitest';
import type { ImportResults } from '../../../../domain/schemas/transfer';
import { importedSummary, previewCounts, previewOutcome, resultRows, rowErrorText } from './import-counts';

const nothing: ImportResults = {
  libraryCreated: 0,
  libraryUpdated: 0,
  seasonsCreated: 0,
  seasonsUpdated: 0,
  seasonWatchesCreated: 0,
  seasonWatchesUpdated: 0,
  viewingsCreated: 0,
  skipped: 0,
  errors: [],
};

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

describe('previewOutcome', () => {
  it('lists what will be added and updated, one or many', () => {
    expect(
      previewOutcome({ ...nothing, libraryCreated: 3, seasonWatchesCreated: 1, viewingsCreated: 12 }),
    ).toBe('Importing will add 3 titles, 1 season watch and 12 viewings.');
    expect(previewOutcome({ ...nothing, libraryCreated: 1, viewingsCreated: 2, libraryUpdated: 1 })).toBe(
      'Importing will add 1 title and 2 viewings, and update 1 title.',
    );
    expect(previewOutcome({ ...nothing, seasonsUpdated: 2, seasonWatchesUpdated: 3 })).toBe(
      'Importing will update 2 seasons and 3 season watches.',
    );
  });

  it('says which rows are already there, and when nothing will change', () => {
    expect(previewOutcome({ ...nothing, libraryCreated: 1, skipped: 1 })).toBe(
      'Importing will add 1 title. 1 row is already in the library as written.',
    );
    expect(previewOutcome({ ...nothing, skipped: 40 })).toBe(
      'Importing will change nothing. 40 rows are already in the library as written.',
    );
    expect(previewOutcome(nothing)).toBe('Importing will change nothing.');
  });

  it("says of another service's export which titles stay as they are", () => {
    expect(previewOutcome({ ...nothing, libraryCreated: 2, skipped: 1 }, true)).toBe(
      'Importing will add 2 titles. 1 title stays as it is (already in the library, or not matched).',
    );
    expect(previewOutcome({ ...nothing, skipped: 3 }, true)).toBe(
      'Importing will change nothing. 3 titles stay as they are (already in the library, or not matched).',
    );
  });
});

describe('importedSummary', () => {
  it('says what was added and updated, or that nothing was', () => {
    expect(importedSummary({ ...nothing, libraryCreated: 3, viewingsCreated: 5, libraryUpdated: 1 })).toBe(
      '3 titles and 5 viewings added, 1 title updated',
    );
    expect(importedSummary({ ...nothing, seasonWatchesCreated: 2 })).toBe('2 season watches added');
    expect(importedSummary({ ...nothing, seasonsUpdated: 1 })).toBe('1 season updated');
    expect(importedSummary({ ...nothing, skipped: 9 })).toBe('nothing new');
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
