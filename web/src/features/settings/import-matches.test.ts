import { describe, expect, it } from 'vitest';
import type { ImportMatches, ImportResponse } from '#domain/schemas/transfer';
import { otherRowErrors, resolutionsOf, titleWithYear, undecidedCount } from './import-matches';

const candidate = { mediaType: 'movie' as const, title: 'Lantern Fish', year: 2020, posterPath: null };
const matches: ImportMatches = {
  matched: 4,
  ambiguous: [
    { key: 'title:any:lantern fish:2021', title: 'Lantern Fish', year: 2021, candidates: [] },
    { key: 'title:any:lantern:2019', title: 'Lantern', year: 2019, candidates: [] },
    { key: 'imdb:tt1', title: 'Copper', year: null, candidates: [] },
  ],
  notFound: [{ key: 'title:any:nowhere:2001', title: 'Nowhere', year: 2001 }],
};

describe('resolutionsOf', () => {
  it('sends the answered doubtful matches, in the order listed, and leaves out the undecided', () => {
    const choices = {
      'imdb:tt1': { key: 'imdb:tt1', skip: true as const },
      'title:any:lantern fish:2021': { key: 'title:any:lantern fish:2021', tmdbId: 900106, ...candidate },
    };
    expect(resolutionsOf(matches, choices)).toEqual([
      { key: 'title:any:lantern fish:2021', tmdbId: 900106, ...candidate },
      { key: 'imdb:tt1', skip: true },
    ]);
    expect(undecidedCount(matches, choices)).toBe(1);
  });

  it('forgets answers about titles this preview does not ask about', () => {
    const choices = { 'title:any:gone:1990': { key: 'title:any:gone:1990', skip: true as const } };
    expect(resolutionsOf(matches, choices)).toEqual([]);
    expect(resolutionsOf(undefined, choices)).toEqual([]);
    expect(undecidedCount(matches, choices)).toBe(3);
    expect(undecidedCount(undefined, {})).toBe(0);
  });
});

describe('otherRowErrors', () => {
  const response = (errors: ImportResponse['errors'], total: number, withMatches = true) =>
    ({
      errors,
      summary: { errors: total },
      matches: withMatches ? matches : undefined,
    }) as ImportResponse;

  it('leaves out the doubtful and not-found titles, which have lists of their own', () => {
    const errors = [
      { row: 2, error: '"Lantern Fish" (2021) matches several titles: choose one, or skip it' },
      { row: 3, error: 'Rating must be a number from 0.5 to 5 (found "lots")' },
      { row: 4, error: '"Nowhere" (2001) was not found in the film database' },
      { row: 5, error: '"Lantern" (2019) matches several titles: choose one, or skip it' },
      { row: 6, error: '"Copper" matches several titles: choose one, or skip it' },
    ];
    expect(otherRowErrors(response(errors, 5))).toEqual({ errors: [errors[1]], total: 1 });
  });

  it('counts the other errors the server did not send', () => {
    expect(otherRowErrors(response([], 1004)).total).toBe(1000);
    expect(otherRowErrors(response([], 0)).total).toBe(0);
  });

  it("keeps every error of the app's own CSV, which has no matches", () => {
    const errors = [{ row: 5, error: '"X" was not found in the film database' }];
    expect(otherRowErrors(response(errors, 7, false))).toEqual({ errors, total: 7 });
  });
});

describe('titleWithYear', () => {
  it('adds the year when the file gives one', () => {
    expect(titleWithYear({ title: 'Lantern Fish', year: 2021 })).toBe('Lantern Fish (2021)');
    expect(titleWithYear({ title: 'Lantern Fish', year: null })).toBe('Lantern Fish');
  });
});
