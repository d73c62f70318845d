import { describe, expect, it } from 'vitest';
import type { SearchResult } from '#domain/schemas/film';
import type { LibraryItem } from '#domain/schemas/library';
import { detailsRequestOf, nothingOpen, openedAt, openOn } from './opened-titles';

const result = (tmdbId: number, mediaType: 'movie' | 'tv'): SearchResult => ({
  id: `search-${tmdbId}`,
  tmdbId,
  title: 'Chernobyl',
  year: 2019,
  mediaType,
  posterPath: null,
  backdropPath: null,
  overview: '',
  voteAverage: 0,
  voteCount: 0,
  genres: [],
  inLibrary: false,
  ownerships: [],
});

const item = (id: number, tmdbId: number, mediaType: 'movie' | 'tv') =>
  ({ id, tmdbId, mediaType, title: 'Chernobyl' }) as LibraryItem;

describe('a found title', () => {
  it('opens as the household’s item when the library has it', () => {
    const library = [item(4, 87108, 'movie'), item(7, 87108, 'tv')];
    expect(detailsRequestOf(result(87108, 'tv'), library)).toEqual({ kind: 'library', itemId: 7 });
  });

  it('opens as the search result when the library has no such title, or is not loaded', () => {
    const found = result(87108, 'tv');
    expect(detailsRequestOf(found, [item(4, 87108, 'movie')])).toEqual({ kind: 'search', result: found });
    expect(detailsRequestOf(found, undefined)).toEqual({ kind: 'search', result: found });
  });
});

describe('the modals opened on a page', () => {
  it('add up on the same page: the seasons open over the details', () => {
    const details = openOn(nothingOpen, '/lists', { details: { kind: 'library', itemId: 3 } });
    expect(openOn(details, '/lists', { seasonsOf: 3 })).toEqual({
      ...nothingOpen,
      path: '/lists',
      details: { kind: 'library', itemId: 3 },
      seasonsOf: 3,
    });
  });

  it('start afresh on another page', () => {
    const onRecap = openOn(nothingOpen, '/statistics', { details: { kind: 'library', itemId: 3 } });
    expect(openOn(onRecap, '/', { random: true })).toEqual({ ...nothingOpen, path: '/', random: true });
  });

  it('stay open while the page stays, and close when it changes', () => {
    const onRecap = openOn(nothingOpen, '/statistics', { details: { kind: 'library', itemId: 3 } });
    expect(openedAt(onRecap, '/statistics')).toBe(onRecap);
    expect(openedAt(onRecap, '/movie/tv/87108')).toBe(nothingOpen);
    expect(openedAt(nothingOpen, '/anywhere')).toBe(nothingOpen);
  });
});
