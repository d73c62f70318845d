import { describe, expect, it } from 'vitest';
import { searchResultOf } from './open-title';

describe('a recap title opened in the details modal', () => {
  it('is the search result of its film-database title, known to be in the library', () => {
    expect(
      searchResultOf({ id: 12, tmdbId: 289, mediaType: 'movie', title: 'Casablanca', posterPath: '/c.jpg' }),
    ).toEqual({
      id: 'search-289',
      tmdbId: 289,
      title: 'Casablanca',
      year: null,
      mediaType: 'movie',
      posterPath: '/c.jpg',
      backdropPath: null,
      overview: '',
      voteAverage: 0,
      voteCount: 0,
      genres: [],
      inLibrary: true,
      ownerships: [],
    });
  });
});
