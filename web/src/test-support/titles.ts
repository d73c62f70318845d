import { vi } from 'vitest';
import type { SearchResult } from '#domain/schemas/film';
import type { TitleHost } from '../lib/title-host';

/** The title modals' host as spies: a screen that opens a title is tested on what it asks the host for. */
export function spyTitleHost(): TitleHost {
  return {
    openTitle: vi.fn(),
    openItem: vi.fn(),
    markWatched: vi.fn(),
    manageSeasons: vi.fn(),
    openRandomPick: vi.fn(),
  };
}

/** A search result: the test movie of fixtures.ts (tmdb 101), not in the library, unless told otherwise. */
export function searchResult(fields: Partial<SearchResult> = {}): SearchResult {
  return {
    id: 'search-101',
    tmdbId: 101,
    title: 'The Test Film',
    year: 2021,
    mediaType: 'movie',
    posterPath: null,
    backdropPath: null,
    overview: 'A film made for the tests.',
    voteAverage: 7.2,
    voteCount: 100,
    genres: ['Drama'],
    inLibrary: false,
    ownerships: [],
    ...fields,
  };
}
