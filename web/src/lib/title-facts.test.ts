import { describe, expect, it } from 'vitest';
import type { MovieDetailsResponse, SearchResult, TvDetailsResponse } from '#domain/schemas/film';
import type { LibraryItem } from '#domain/schemas/library';
import { factsOfDetails, factsOfItem, factsOfSearchResult } from './title-facts';

const common = {
  genres: [{ id: 18, name: 'Drama' }],
  overview: 'Two imprisoned men bond.',
  poster_path: '/p.jpg',
  backdrop_path: '/b.jpg',
  logo_path: null,
  vote_average: 8.7,
  vote_count: 27000,
  imdb_id: 'tt0111161',
  imdbRating: 9.3,
  imdbVotes: 2900000,
  tmdbRating: 8.7,
  tmdbVoteCount: 27000,
  metascore: 82,
  rtTomatometer: 89,
  globalScore01: 0.9,
  globalReaction: 'up' as const,
  globalConfidence: 0.95,
};

const person = (id: number, name: string) => ({ id, name, profile_path: null });

const movie: MovieDetailsResponse = {
  ...common,
  id: 278,
  media_type: 'movie',
  title: 'The Shawshank Redemption',
  release_date: '1994-09-23',
  runtime: 142,
  credits: {
    cast: [
      'Tim Robbins',
      'Morgan Freeman',
      'Bob Gunton',
      'William Sadler',
      'Clancy Brown',
      'Gil Bellows',
    ].map((name, index) => ({ ...person(index + 1, name), character: `Role ${index + 1}` })),
    crew: [
      { ...person(50, 'Frank Darabont'), job: 'Director', department: 'Directing' },
      { ...person(50, 'Frank Darabont'), job: 'Screenplay', department: 'Writing' },
      { ...person(51, 'Roger Deakins'), job: 'Director of Photography', department: 'Camera' },
    ],
  },
};

const series: TvDetailsResponse = {
  ...common,
  id: 1399,
  media_type: 'tv',
  name: 'Game of Thrones',
  first_air_date: '2011-04-17',
  episode_run_time: [60],
  created_by: [person(9, 'David Benioff'), person(10, 'D. B. Weiss')],
  number_of_seasons: 8,
  number_of_episodes: 73,
  seasons: [],
  credits: { cast: [], crew: [] },
};

const result: SearchResult = {
  id: 'search-278',
  tmdbId: 278,
  title: 'The Shawshank Redemption',
  year: 1994,
  mediaType: 'movie',
  posterPath: '/p.jpg',
  backdropPath: '/b.jpg',
  overview: 'From the search.',
  voteAverage: 8.5,
  voteCount: 100,
  genres: ['Crime'],
  inLibrary: false,
  ownerships: [],
};

describe('a film-database title’s own facts', () => {
  it('for a movie: its title, release year, length and directors', () => {
    expect(factsOfDetails(movie)).toEqual({
      title: 'The Shawshank Redemption',
      year: 1994,
      runtime: 142,
      creditedNames: ['Frank Darabont'],
    });
  });

  it('for a series: its name, first year, episode length and creators', () => {
    expect(factsOfDetails(series)).toEqual({
      title: 'Game of Thrones',
      year: 2011,
      runtime: 60,
      creditedNames: ['David Benioff', 'D. B. Weiss'],
    });
  });

  it('for a series of unknown episode length: no runtime', () => {
    expect(factsOfDetails({ ...series, episode_run_time: [] }).runtime).toBeNull();
  });
});

describe('the details modal’s facts of a search result', () => {
  it('before the details arrive: the result’s own, nobody credited, no runtime', () => {
    const facts = factsOfSearchResult(result, undefined);
    expect(facts).toMatchObject({
      title: 'The Shawshank Redemption',
      genres: ['Crime'],
      overview: 'From the search.',
      runtime: null,
      people: { label: 'Director', names: [] },
      mainStars: [],
    });
    expect(facts.ratings).toEqual({
      myRating: null,
      imdbRating: null,
      tmdbRating: 8.5,
      metacriticRating: null,
      rottenTomatoesRating: null,
    });
  });

  it('with no votes: no TMDb rating', () => {
    expect(factsOfSearchResult({ ...result, voteCount: 0 }, undefined).ratings.tmdbRating).toBeNull();
  });

  it('with the details: their genres, overview, runtime, director, first five stars and ratings', () => {
    const facts = factsOfSearchResult(result, movie);
    expect(facts).toMatchObject({
      genres: ['Drama'],
      overview: 'Two imprisoned men bond.',
      runtime: 142,
      people: { label: 'Director', names: ['Frank Darabont'] },
      mainStars: ['Tim Robbins', 'Morgan Freeman', 'Bob Gunton', 'William Sadler', 'Clancy Brown'],
    });
    expect(facts.ratings).toEqual({
      myRating: null,
      imdbRating: 9.3,
      tmdbRating: 8.7,
      metacriticRating: 82,
      rottenTomatoesRating: 89,
    });
  });

  it('of a series: its creators, plural', () => {
    const facts = factsOfSearchResult({ ...result, tmdbId: 1399, mediaType: 'tv' }, series);
    expect(facts.people).toEqual({ label: 'Creators', names: ['David Benioff', 'D. B. Weiss'] });
  });
});

describe('the details modal’s facts of a library item', () => {
  const item = {
    tmdbId: 1399,
    mediaType: 'tv',
    title: 'Game of Thrones',
    year: 2011,
    genres: ['Drama'],
    runtime: 60,
    overview: 'Nine noble families.',
    director: null,
    creator: 'David Benioff, D. B. Weiss',
    mainStars: ['Emilia Clarke'],
    posterPath: '/p.jpg',
    backdropPath: null,
    aggregateRating: 'up',
    imdbRating: 9.2,
    tmdbRating: 8.4,
    metacriticRating: null,
    rottenTomatoesRating: 89,
  } as LibraryItem;

  it('takes the stored credits apart, and the household’s rating as My Rating', () => {
    const facts = factsOfItem(item);
    expect(facts.people).toEqual({ label: 'Creators', names: ['David Benioff', 'D. B. Weiss'] });
    expect(facts.ratings.myRating).toBe('up');
    expect(facts.mainStars).toEqual(['Emilia Clarke']);
  });

  it('credits a movie to its director, none when unknown', () => {
    expect(factsOfItem({ ...item, mediaType: 'movie', director: 'Frank Darabont' }).people).toEqual({
      label: 'Director',
      names: ['Frank Darabont'],
    });
    expect(factsOfItem({ ...item, mediaType: 'movie', director: null }).people.names).toEqual([]);
  });
});
