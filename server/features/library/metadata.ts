import type { ExternalRatings, FilmDetails } from '#domain/schemas/film';
import type { z } from 'zod';
import type { addLibraryItemSchema, LibraryItem } from '#domain/schemas/library';
import { CREDIT_NAMES_SEPARATOR, directorNames } from '#domain/rules/credits';
import { yearOf } from '#domain/rules/release-year';
import type { ItemMetadata } from './repository';

/** Stars on a card and in the details modal: the first billed of the cast. */
export const MAIN_STARS_COUNT = 5;

const joinedOrNull = (names: readonly string[]) => {
  const unique = [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
  return unique.length > 0 ? unique.join(CREDIT_NAMES_SEPARATOR) : null;
};

/** What the client sent: all there is when the film data cannot be reached. */
export function metadataFromClient(body: z.output<typeof addLibraryItemSchema>): ItemMetadata {
  return {
    title: body.title.trim(),
    year: body.year ?? null,
    overview: body.overview?.trim() ?? '',
    genres: body.genres ?? [],
    director: body.director?.trim() || null,
    creator: body.creator?.trim() || null,
    mainStars: body.mainStars ?? [],
    runtime: body.runtime ?? null,
    imdbId: null,
    imdbRating: null,
    imdbVotes: null,
    tmdbRating: body.tmdbRating ?? null,
    tmdbVoteCount: null,
    rottenTomatoesRating: null,
    metacriticRating: null,
    posterPath: body.posterPath ?? null,
    backdropPath: body.backdropPath ?? null,
    logoPath: body.logoPath ?? null,
    releaseDate: null,
    voteAverage: body.tmdbRating ?? null,
  };
}

/**
 * The film data's answer over what was known before (the client's fields, or the stored item): the film data wins
 * where it has a value. Ratings are null when they could not be read, which keeps the known ones.
 */
export function metadataFromFilmData(
  details: FilmDetails,
  ratings: ExternalRatings | null,
  known: ItemMetadata,
): ItemMetadata {
  const director = details.mediaType === 'movie' ? joinedOrNull(directorNames(details.crew)) : null;
  const creator =
    details.mediaType === 'tv' ? joinedOrNull(details.createdBy.map((person) => person.name)) : null;
  const genres = details.genres.map((genre) => genre.name);
  const mainStars = details.cast.slice(0, MAIN_STARS_COUNT).map((member) => member.name);
  const rated = details.voteCount > 0;
  return {
    title: details.title || known.title,
    year: yearOf(details.releaseDate) ?? known.year,
    overview: details.overview || known.overview,
    genres: genres.length > 0 ? genres : known.genres,
    director: director ?? known.director,
    creator: creator ?? known.creator,
    mainStars: mainStars.length > 0 ? mainStars : known.mainStars,
    runtime: details.runtime ?? known.runtime,
    imdbId: details.imdbId ?? known.imdbId,
    imdbRating: ratings?.imdbRating ?? known.imdbRating,
    imdbVotes: ratings?.imdbVotes ?? known.imdbVotes,
    tmdbRating: rated ? details.voteAverage : known.tmdbRating,
    tmdbVoteCount: rated ? details.voteCount : known.tmdbVoteCount,
    rottenTomatoesRating: ratings?.rtTomatometer ?? known.rottenTomatoesRating,
    metacriticRating: ratings?.metascore ?? known.metacriticRating,
    posterPath: details.posterPath ?? known.posterPath,
    backdropPath: details.backdropPath ?? known.backdropPath,
    logoPath: details.logoPath ?? known.logoPath,
    releaseDate: details.releaseDate ?? known.releaseDate,
    voteAverage: rated ? details.voteAverage : known.voteAverage,
  };
}

/** The metadata an item holds now. */
export function metadataOf(item: LibraryItem): ItemMetadata {
  return {
    title: item.title,
    year: item.year,
    overview: item.overview,
    genres: item.genres,
    director: item.director,
    creator: item.creator,
    mainStars: item.mainStars,
    runtime: item.runtime,
    imdbId: item.imdbId,
    imdbRating: item.imdbRating,
    imdbVotes: item.imdbVotes,
    tmdbRating: item.tmdbRating,
    tmdbVoteCount: item.tmdbVoteCount,
    rottenTomatoesRating: item.rottenTomatoesRating,
    metacriticRating: item.metacriticRating,
    posterPath: item.posterPath,
    backdropPath: item.backdropPath,
    logoPath: item.logoPath,
    releaseDate: item.releaseDate,
    voteAverage: item.voteAverage,
  };
}
