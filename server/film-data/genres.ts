import type { Genre, MediaType } from '#domain/schemas/film';

// TMDb's English genre lists (GET /genre/movie/list and /genre/tv/list); the ids are stable.
const MOVIE_GENRES: readonly Genre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

const TV_GENRES: readonly Genre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

const byId: Record<MediaType, ReadonlyMap<number, string>> = {
  movie: new Map(MOVIE_GENRES.map((genre) => [genre.id, genre.name])),
  tv: new Map(TV_GENRES.map((genre) => [genre.id, genre.name])),
};
const byName: ReadonlyMap<string, number> = new Map(
  [...TV_GENRES, ...MOVIE_GENRES].map((genre) => [genre.name, genre.id]),
);

/** Genres of list items, which carry only ids; unknown ids are dropped. */
export function genresFromIds(mediaType: MediaType, ids: readonly number[]): Genre[] {
  return ids.flatMap((id) => {
    const name = byId[mediaType].get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

/** TMDb's id for a genre name (movie or TV), or undefined for a name TMDb does not use. */
export function genreIdOf(name: string): number | undefined {
  return byName.get(name);
}
