import type { DetailsResponse, MediaType, SearchResult } from '../../../../domain/schemas/film';
import type { LibraryItem, Reaction } from '../../../../domain/schemas/library';
import type { RatingFigures } from './ratings-grid';

/** What the details modal shows, from a library item or from a search result plus its film-database details. */
export interface TitleFacts {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  year: number | null;
  genres: string[];
  runtime: number | null;
  overview: string;
  /** 'Director' or 'Creator', plural when there are several. */
  people: { label: string; names: string | null };
  mainStars: string[];
  posterPath: string | null;
  backdropPath: string | null;
  ratings: RatingFigures;
}

/** Names come joined with ', ' (as the library stores them). */
function peopleOf(mediaType: MediaType, director: string | null, creator: string | null) {
  const names = mediaType === 'movie' ? director : creator;
  const role = mediaType === 'movie' ? 'Director' : 'Creator';
  const several = (names?.split(', ').length ?? 0) > 1;
  return { label: several ? `${role}s` : role, names };
}

export function factsOfItem(item: LibraryItem): TitleFacts {
  return {
    tmdbId: item.tmdbId,
    mediaType: item.mediaType,
    title: item.title,
    year: item.year,
    genres: item.genres,
    runtime: item.runtime,
    overview: item.overview,
    people: peopleOf(item.mediaType, item.director, item.creator),
    mainStars: item.mainStars,
    posterPath: item.posterPath,
    backdropPath: item.backdropPath,
    ratings: {
      myRating: item.aggregateRating,
      imdbRating: item.imdbRating,
      tmdbRating: item.tmdbRating,
      metacriticRating: item.metacriticRating,
      rottenTomatoesRating: item.rottenTomatoesRating,
    },
  };
}

export function factsOfSearchResult(result: SearchResult, details: DetailsResponse | undefined): TitleFacts {
  const director = details?.credits.crew
    .filter((member) => member.job === 'Director')
    .map((member) => member.name)
    .join(', ');
  const creator =
    details?.media_type === 'tv' ? details.created_by.map((person) => person.name).join(', ') : '';
  const runtime = !details
    ? null
    : details.media_type === 'movie'
      ? details.runtime
      : (details.episode_run_time[0] ?? null);
  const noRating: Reaction | null = null;
  return {
    tmdbId: result.tmdbId,
    mediaType: result.mediaType,
    title: result.title,
    year: result.year,
    genres: details ? details.genres.map((genre) => genre.name) : result.genres,
    runtime,
    overview: details?.overview ?? result.overview,
    people: peopleOf(result.mediaType, director || null, creator || null),
    mainStars: details?.credits.cast.slice(0, 5).map((member) => member.name) ?? [],
    posterPath: result.posterPath,
    backdropPath: result.backdropPath,
    ratings: {
      myRating: noRating,
      imdbRating: details?.imdbRating ?? null,
      tmdbRating: details?.tmdbRating ?? (result.voteCount > 0 ? result.voteAverage : null),
      metacriticRating: details?.metascore ?? null,
      rottenTomatoesRating: details?.rtTomatometer ?? null,
    },
  };
}
