import { familyScore } from '#domain/rules/family-score';
import { yearOf } from '#domain/rules/release-year';
import type {
  Aggregates,
  CastResponse,
  DetailsResponse,
  ExternalRatings,
  FilmDetails,
  FilmSummary,
  MediaType,
  SearchResult,
  SearchType,
  TrendingItem,
} from '#domain/schemas/film';
import { errorText } from '../../error-text';
import { notFound } from '../../errors';
import type { FilmData, FilmDataLogger } from '../../film-data/film-data';
import { titleKey, type CatalogRepository } from './repository';

/** Trending items that also get runtime / season count from their (cached) details. */
const ENRICHED_TRENDING_COUNT = 10;

export interface CatalogDeps {
  filmData: FilmData;
  library: CatalogRepository;
  logger: FilmDataLogger;
}

function castOf(details: FilmDetails): CastResponse {
  return {
    cast: details.cast.map(({ id, name, character, profilePath }) => ({
      id,
      name,
      character,
      profile_path: profilePath,
    })),
    crew: details.crew.map(({ id, name, job, department, profilePath }) => ({
      id,
      name,
      job,
      department,
      profile_path: profilePath,
    })),
  };
}

function aggregatesOf(details: FilmDetails, ratings: ExternalRatings | null): Aggregates {
  const sources = {
    tmdbRating: details.voteCount > 0 ? details.voteAverage : null,
    tmdbVoteCount: details.voteCount,
    imdbRating: ratings?.imdbRating ?? null,
    imdbVotes: ratings?.imdbVotes ?? null,
    metascore: ratings?.metascore ?? null,
    rtTomatometer: ratings?.rtTomatometer ?? null,
  };
  return { ...sources, ...familyScore(sources) };
}

function trendingItemOf(summary: FilmSummary, details: FilmDetails | null): TrendingItem {
  const common = {
    id: summary.tmdbId,
    poster_path: summary.posterPath,
    backdrop_path: summary.backdropPath,
    overview: summary.overview,
    genres: summary.genres.map((genre) => genre.name),
    genre_ids: summary.genres.map((genre) => genre.id),
    vote_average: summary.voteAverage,
    vote_count: summary.voteCount,
    runtime: details?.runtime ?? null,
  };
  if (summary.mediaType === 'movie') {
    return {
      ...common,
      media_type: 'movie',
      title: summary.title,
      release_date: summary.releaseDate,
      number_of_seasons: null,
    };
  }
  return {
    ...common,
    media_type: 'tv',
    name: summary.title,
    first_air_date: summary.releaseDate,
    number_of_seasons: details?.numberOfSeasons ?? null,
  };
}

/** The catalog routes' logic: film data joined with the library. */
export function createCatalogService({ filmData, library, logger }: CatalogDeps) {
  async function requireDetails(mediaType: MediaType, id: number): Promise<FilmDetails> {
    const details = await filmData.details(mediaType, id);
    if (details === null) throw notFound(`No ${mediaType === 'movie' ? 'movie' : 'series'} with id ${id}`);
    return details;
  }

  /** External ratings are a nice-to-have: their failure costs the ratings, never the page. */
  async function ratingsOf(details: FilmDetails): Promise<ExternalRatings | null> {
    if (!filmData.ratings) return null;
    try {
      return await filmData.ratings({
        mediaType: details.mediaType,
        tmdbId: details.tmdbId,
        imdbId: details.imdbId,
      });
    } catch (error) {
      logger.warn({ tmdbId: details.tmdbId, error: errorText(error) }, 'external ratings unavailable');
      return null;
    }
  }

  async function detailsOrNull(summary: FilmSummary): Promise<FilmDetails | null> {
    try {
      return await filmData.details(summary.mediaType, summary.tmdbId);
    } catch (error) {
      logger.warn({ tmdbId: summary.tmdbId, error: errorText(error) }, 'trending runtime unavailable');
      return null;
    }
  }

  /** Film-database summaries as search results, each with the household's ownerships of it. */
  function asSearchResults(results: FilmSummary[]): SearchResult[] {
    const owners = library.ownershipsOf(results);
    return results.map((result) => {
      const ownerships = owners.get(titleKey(result)) ?? [];
      return {
        id: `search-${result.tmdbId}`,
        tmdbId: result.tmdbId,
        title: result.title,
        year: yearOf(result.releaseDate),
        mediaType: result.mediaType,
        posterPath: result.posterPath,
        backdropPath: result.backdropPath,
        overview: result.overview,
        voteAverage: result.voteAverage,
        voteCount: result.voteCount,
        genres: result.genres.map((genre) => genre.name),
        inLibrary: ownerships.length > 0,
        ownerships,
      };
    });
  }

  return {
    async search(query: string, type: SearchType): Promise<SearchResult[]> {
      return asSearchResults(await filmData.search(query, type));
    },

    /** The movies and series an IMDb id names (a link shared from IMDb), as search results. */
    async findByImdbId(imdbId: string): Promise<SearchResult[]> {
      return asSearchResults(await filmData.findByImdbId(imdbId));
    },

    async details(mediaType: MediaType, id: number): Promise<DetailsResponse> {
      const details = await requireDetails(mediaType, id);
      const ratings = await ratingsOf(details);
      const common = {
        id: details.tmdbId,
        genres: details.genres,
        overview: details.overview,
        poster_path: details.posterPath,
        backdrop_path: details.backdropPath,
        logo_path: details.logoPath,
        vote_average: details.voteAverage,
        vote_count: details.voteCount,
        credits: castOf(details),
        imdb_id: details.imdbId,
        ...aggregatesOf(details, ratings),
      };
      if (details.mediaType === 'movie') {
        return {
          ...common,
          media_type: 'movie',
          title: details.title,
          release_date: details.releaseDate,
          runtime: details.runtime,
        };
      }
      return {
        ...common,
        media_type: 'tv',
        name: details.title,
        first_air_date: details.releaseDate,
        episode_run_time: details.runtime === null ? [] : [details.runtime],
        created_by: details.createdBy.map(({ id: personId, name, profilePath }) => ({
          id: personId,
          name,
          profile_path: profilePath,
        })),
        number_of_seasons: details.numberOfSeasons,
        number_of_episodes: details.numberOfEpisodes,
        seasons: details.seasons.map((season) => ({
          season_number: season.seasonNumber,
          name: season.name,
          episode_count: season.episodeCount,
          air_date: season.airDate,
          poster_path: season.posterPath,
          overview: season.overview,
        })),
      };
    },

    async cast(mediaType: MediaType, id: number): Promise<CastResponse> {
      return castOf(await requireDetails(mediaType, id));
    },

    async trending(mediaType: MediaType): Promise<TrendingItem[]> {
      const summaries = await filmData.trending(mediaType);
      const enriched = await Promise.all(summaries.slice(0, ENRICHED_TRENDING_COUNT).map(detailsOrNull));
      return summaries.map((summary, index) => trendingItemOf(summary, enriched[index] ?? null));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
