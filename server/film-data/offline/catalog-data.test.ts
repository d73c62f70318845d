import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { catalogSchema, type CatalogTitle } from './catalog-schema';

function loadCatalogFile(fileName: string): CatalogTitle[] {
  const raw: unknown = JSON.parse(readFileSync(join(import.meta.dirname, 'data', fileName), 'utf8'));
  return catalogSchema.parse(raw);
}

const movies = loadCatalogFile('movies.json');
const series = loadCatalogFile('series.json');
const all = [...movies, ...series];

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  const seen = new Set<string | number>();
  const repeated = new Set<string | number>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

describe('offline film catalog data', () => {
  it('has enough titles', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(series.length).toBeGreaterThanOrEqual(40);
  });

  it('uses ids that are unique across movies and series', () => {
    expect(duplicates(all.map((title) => title.id))).toEqual([]);
  });

  it('describes every movie as a movie', () => {
    for (const movie of movies) {
      expect(movie.mediaType, movie.title).toBe('movie');
      expect(movie.seasons, movie.title).toEqual([]);
      expect(movie.creators, movie.title).toEqual([]);
      expect(movie.directors.length, movie.title).toBeGreaterThanOrEqual(1);
    }
  });

  it('describes every series as a series', () => {
    for (const show of series) {
      expect(show.mediaType, show.title).toBe('tv');
      expect(show.creators.length, show.title).toBeGreaterThanOrEqual(1);
      expect(show.directors, show.title).toEqual([]);
      expect(show.seasons.length, show.title).toBeGreaterThanOrEqual(1);
    }
  });

  it('numbers seasons consecutively, with specials only as the first entry', () => {
    for (const show of series) {
      const numbers = show.seasons.map((season) => season.seasonNumber);
      expect(duplicates(numbers), show.title).toEqual([]);
      const numbered = numbers[0] === 0 ? numbers.slice(1) : numbers;
      expect(numbered, show.title).toEqual(numbered.map((_, index) => index + 1));
    }
  });

  it('gives numbered seasons non-decreasing air dates', () => {
    for (const show of series) {
      const dates = show.seasons
        .filter((season) => season.seasonNumber > 0)
        .map((season) => season.airDate)
        .filter((date): date is string => date !== null);
      expect(dates, show.title).toEqual([...dates].sort());
    }
  });

  it('keeps trending ranks unique, with at least 20 trending movies and 20 trending series', () => {
    const ranks = all.flatMap((title) => (title.trendingRank === null ? [] : [title.trendingRank]));
    expect(duplicates(ranks)).toEqual([]);
    expect(movies.filter((movie) => movie.trendingRank !== null).length).toBeGreaterThanOrEqual(20);
    expect(series.filter((show) => show.trendingRank !== null).length).toBeGreaterThanOrEqual(20);
  });

  it('keeps titles unique per media type', () => {
    expect(duplicates(movies.map((movie) => movie.title))).toEqual([]);
    expect(duplicates(series.map((show) => show.title))).toEqual([]);
  });

  it('keeps IMDb ids unique where present', () => {
    const imdbIds = all.flatMap((title) => (title.imdbId === null ? [] : [title.imdbId]));
    expect(duplicates(imdbIds)).toEqual([]);
  });
});
