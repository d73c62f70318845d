import { creditedPeople, directorNames, splitCreditNames, type CreditedPeople } from '#domain/rules/credits';
import type { DetailsResponse, MediaType, SearchResult } from '#domain/schemas/film';
import type { LibraryItem, Reaction, WatchInstance } from '#domain/schemas/library';
import { yearOf } from '#domain/rules/release-year';

export interface RatingFigures {
  myRating: Reaction | null;
  imdbRating: number | null;
  tmdbRating: number | null;
  metacriticRating: number | null;
  rottenTomatoesRating: number | null;
}

/** What the details modal shows, from a library item or from a search result plus its film-database details. */
export interface TitleFacts {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  year: number | null;
  genres: string[];
  /** Minutes: a movie's length, a series' typical episode. */
  runtime: number | null;
  overview: string;
  people: CreditedPeople;
  mainStars: string[];
  posterPath: string | null;
  backdropPath: string | null;
  ratings: RatingFigures;
}

/** The starring line of a title from the film database: its first billed cast. */
const MAIN_STARS = 5;

/** A film-database title's own facts, whether a movie or a series. */
export function factsOfDetails(details: DetailsResponse) {
  if (details.media_type === 'movie') {
    return {
      title: details.title,
      year: yearOf(details.release_date),
      runtime: details.runtime,
      creditedNames: directorNames(details.credits.crew),
    };
  }
  return {
    title: details.name,
    year: yearOf(details.first_air_date),
    runtime: details.episode_run_time[0] ?? null,
    creditedNames: details.created_by.map((creator) => creator.name),
  };
}

/** How many viewings carry a reaction: while any does, they make My Rating (spec: the aggregate rating). */
export const ratedViewingCount = (viewings: readonly WatchInstance[]) =>
  viewings.filter((viewing) => viewing.userRating !== null).length;

export function factsOfItem(item: LibraryItem): TitleFacts {
  return {
    tmdbId: item.tmdbId,
    mediaType: item.mediaType,
    title: item.title,
    year: item.year,
    genres: item.genres,
    runtime: item.runtime,
    overview: item.overview,
    people: creditedPeople(
      item.mediaType,
      splitCreditNames(item.mediaType === 'movie' ? item.director : item.creator),
    ),
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

/** A title not in the library: the search result's facts, completed by its details once they arrive. */
export function factsOfSearchResult(result: SearchResult, details: DetailsResponse | undefined): TitleFacts {
  const own = details ? factsOfDetails(details) : null;
  return {
    tmdbId: result.tmdbId,
    mediaType: result.mediaType,
    title: result.title,
    year: result.year,
    genres: details ? details.genres.map((genre) => genre.name) : result.genres,
    runtime: own?.runtime ?? null,
    overview: details?.overview ?? result.overview,
    people: creditedPeople(result.mediaType, own?.creditedNames ?? []),
    mainStars: details?.credits.cast.slice(0, MAIN_STARS).map((member) => member.name) ?? [],
    posterPath: result.posterPath,
    backdropPath: result.backdropPath,
    ratings: {
      myRating: null,
      imdbRating: details?.imdbRating ?? null,
      tmdbRating: details?.tmdbRating ?? (result.voteCount > 0 ? result.voteAverage : null),
      metacriticRating: details?.metascore ?? null,
      rottenTomatoesRating: details?.rtTomatometer ?? null,
    },
  };
}
