import { describe, expect, it } from 'vitest';
import type { SearchResult } from '#domain/schemas/film';
import { parseSharedTitle, rankSharedMatches, SHARED_TEXT_LIMIT } from './shared-title';

const now = new Date('2026-06-01T12:00:00Z');
const parse = (input: Parameters<typeof parseSharedTitle>[0]) => parseSharedTitle(input, now);

describe('what another app shared', () => {
  it.each([
    ['https://www.themoviedb.org/movie/603-the-matrix', 'movie', 603, 'the matrix'],
    ['https://www.themoviedb.org/tv/1396-breaking-bad?language=de-DE', 'tv', 1396, 'breaking bad'],
    ['https://themoviedb.org/fr/movie/27205', 'movie', 27205, null],
    ['https://www.themoviedb.org/movie/550-fight-club/cast', 'movie', 550, 'fight club'],
  ])('a TMDb link %s opens by its id', (url, mediaType, tmdbId, words) => {
    expect(parse({ url })).toEqual({ kind: 'tmdb', mediaType, tmdbId, words });
  });

  it('a TMDb link inside the shared text counts as well, with the title as words when its address has none', () => {
    expect(parse({ title: 'Inception', text: 'Look: https://www.themoviedb.org/movie/27205' })).toEqual({
      kind: 'tmdb',
      mediaType: 'movie',
      tmdbId: 27205,
      words: 'Inception',
    });
  });

  it.each([
    [{ url: 'https://www.imdb.com/title/tt0133093/' }, 'tt0133093', null],
    [{ url: 'https://m.imdb.com/title/tt0903747/?ref_=ext_shr_lnk' }, 'tt0903747', null],
    [
      { title: 'The Matrix (1999) - IMDb', url: 'https://www.imdb.com/title/tt0133093/' },
      'tt0133093',
      'The Matrix',
    ],
    [{ text: 'tt0111161' }, 'tt0111161', null],
    [{ text: 'Parasite https://imdb.com/title/tt6751668/reviews' }, 'tt6751668', 'Parasite'],
  ])('an IMDb link or id %j is looked up by its id', (input, imdbId, words) => {
    expect(parse(input)).toEqual({ kind: 'imdb', imdbId, words });
  });

  it.each([
    ['https://letterboxd.com/film/the-matrix/', 'the matrix', null],
    ['https://letterboxd.com/someone/film/parasite-2019/', 'parasite', 2019],
    ['https://letterboxd.com/film/blade-runner-2049/', 'blade runner 2049', null],
    ['https://letterboxd.com/film/2001-a-space-odyssey/', '2001 a space odyssey', null],
    ['https://letterboxd.com/film/1917/', '1917', null],
  ])('a Letterboxd film %s is searched for by its slug', (url, query, year) => {
    const shared = parse({ url });
    expect(shared).toEqual({ kind: 'words', query, year });
  });

  it.each([
    [{ text: 'Amélie' }, 'Amélie', null],
    [
      { title: 'Check out The Godfather (1972) on Letterboxd', text: 'https://boxd.it/2aHi' },
      'The Godfather',
      1972,
    ],
    [{ text: '  "Spirited Away"  ' }, 'Spirited Away', null],
    [{ title: 'Dune: Part Two | Letterboxd', url: 'https://boxd.it/abc' }, 'Dune: Part Two', null],
    [{ text: 'Mission: Impossible - Fallout' }, 'Mission: Impossible - Fallout', null],
  ])('any text %j is searched for, without links and site names', (input, query, year) => {
    expect(parse(input)).toEqual({ kind: 'words', query, year });
  });

  it('nothing to go on is null', () => {
    expect(parse({})).toBeNull();
    expect(parse({ text: '   ', url: 'https://example.com/page' })).toBeNull();
  });

  it('reads the first 2,000 characters of a long shared text, its closing marks trimmed', () => {
    // A run of closing marks that is not at the end made the trimming retry from each mark (80,000: 17 s).
    const text = `Spirited Away${'!'.repeat(79_977)}, and more`;
    expect(text.length).toBe(80_000);
    expect(parse({ text })).toEqual({ kind: 'words', query: 'Spirited Away', year: null });
  });

  it('finds a link only within those 2,000 characters', () => {
    const text = `${'x'.repeat(SHARED_TEXT_LIMIT)} https://www.imdb.com/title/tt0133093/`;
    expect(parse({ text })).toEqual({ kind: 'words', query: 'x'.repeat(SHARED_TEXT_LIMIT), year: null });
  });
});

const result = (title: string, year: number | null, tmdbId: number): SearchResult => ({
  id: `search-${tmdbId}`,
  tmdbId,
  title,
  year,
  mediaType: 'movie',
  posterPath: null,
  backdropPath: null,
  overview: '',
  voteAverage: 0,
  voteCount: 0,
  genres: [],
  inLibrary: false,
  ownerships: [],
});

describe('the best match for shared words', () => {
  const ids = (results: SearchResult[]) => results.map((r) => r.tmdbId);

  it('puts the same title first, whatever its place in the search', () => {
    const results = [result('The Matrix Reloaded', 2003, 1), result('The Matrix', 1999, 2)];
    expect(ids(rankSharedMatches(results, 'the matrix', null))).toEqual([2, 1]);
  });

  it('among titles of the same name, the shared year (or one off) first', () => {
    const results = [result('Dune', 1984, 1), result('Dune', 2021, 2), result('Dune', 2000, 3)];
    expect(ids(rankSharedMatches(results, 'dune', 2021))).toEqual([2, 1, 3]);
    expect(ids(rankSharedMatches(results, 'dune', 2022))).toEqual([2, 1, 3]);
  });

  it('compares letters and digits only: accents, case, punctuation and "&" aside', () => {
    const results = [result('Amelie 2', 2020, 1), result('Amélie', 2001, 2)];
    expect(ids(rankSharedMatches(results, 'amelie', null))).toEqual([2, 1]);
    expect(
      ids(
        rankSharedMatches(
          [result('Fast X', 2023, 1), result('Fast & Furious', 2009, 2)],
          'fast and furious',
          null,
        ),
      ),
    ).toEqual([2, 1]);
  });

  it('keeps the film database’s order when nothing tells the matches apart', () => {
    const results = [result('Alpha', 2001, 1), result('Beta', 2002, 2)];
    expect(ids(rankSharedMatches(results, 'something else', null))).toEqual([1, 2]);
  });
});
