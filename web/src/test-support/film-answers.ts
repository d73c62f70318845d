import type { MovieDetailsResponse, SearchResult, TvDetailsResponse } from '#domain/schemas/film';

/** A search result not in the library: a 2008 movie, unless told otherwise. */
export function searchResult(
  fields: Partial<SearchResult> & Pick<SearchResult, 'tmdbId' | 'title'>,
): SearchResult {
  return {
    id: `search-${fields.tmdbId}`,
    year: 2008,
    mediaType: 'movie',
    posterPath: null,
    backdropPath: null,
    overview: '',
    voteAverage: 7.5,
    voteCount: 1000,
    genres: [],
    inLibrary: false,
    ownerships: [],
    ...fields,
  };
}

const common = {
  genres: [{ id: 18, name: 'Drama' }],
  overview: 'A film made for the tests.',
  poster_path: null,
  backdrop_path: null,
  logo_path: null,
  vote_average: 8.1,
  vote_count: 2400,
  credits: { cast: [], crew: [] },
  imdb_id: null,
  imdbRating: 7.8,
  imdbVotes: 120_000,
  tmdbRating: 8.1,
  tmdbVoteCount: 2400,
  metascore: 74,
  rtTomatometer: 91,
  globalScore01: 0.79,
  globalReaction: 'up' as const,
  globalConfidence: 0.86,
};

/** GET /api/tmdb/movie/{id}'s answer: a rated 2008 movie, unless told otherwise. */
export function movieDetails(
  fields: Partial<MovieDetailsResponse> & Pick<MovieDetailsResponse, 'id' | 'title'>,
): MovieDetailsResponse {
  return { ...common, media_type: 'movie', release_date: '2008-07-18', runtime: 152, ...fields };
}

/** GET /api/tmdb/tv/{id}'s answer: a rated series first aired in 2008, unless told otherwise. */
export function tvDetails(
  fields: Partial<TvDetailsResponse> & Pick<TvDetailsResponse, 'id' | 'name'>,
): TvDetailsResponse {
  return {
    ...common,
    media_type: 'tv',
    first_air_date: '2008-01-20',
    episode_run_time: [47],
    created_by: [{ id: 66633, name: 'Vince Gilligan', profile_path: null }],
    number_of_seasons: 5,
    number_of_episodes: 62,
    seasons: [],
    ...fields,
  };
}
