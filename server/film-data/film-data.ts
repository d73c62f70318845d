import type {
  CountryProviders,
  EpisodeAiring,
  ExternalRatings,
  FilmDetails,
  FilmSummary,
  ImageSize,
  MediaType,
  SearchType,
  WatchProvider,
} from '#domain/schemas/film';

/** Which title external ratings are wanted for: OMDb looks it up by IMDb id, the offline catalog by its own id. */
export interface RatingsLookup {
  mediaType: MediaType;
  tmdbId: number;
  imdbId: string | null;
}

export interface FetchedImage {
  body: Buffer;
  contentType: string;
}

/** Which of an episode's own ids is given: TheTVDB's (a number) or IMDb's (tt…). */
export type EpisodeIdType = 'tvdb' | 'imdb';

/** An episode as the film database numbers it: its series' TMDb id, its season and its number there. */
export interface FoundEpisode {
  showId: number;
  seasonNumber: number;
  episodeNumber: number;
}

/** A title the film database suggests for another, with its people when the source knows them. */
export interface SuggestedTitle extends FilmSummary {
  /** Directors (or creators) and main cast; empty when the source does not say (TMDb's lists). */
  people: string[];
}

/** `fresh`: ask the source itself, past any cache (the answer is still kept; a failing source falls back to it). */
export interface ReadOptions {
  fresh?: boolean;
}

/**
 * The film database behind the catalog routes: TMDb (+ OMDb), or the bundled offline catalog.
 * Failures of an upstream service reject with an UpstreamError (502/503).
 */
export interface FilmData {
  readonly source: 'tmdb' | 'offline';
  /** Movies and series only, in the provider's order of relevance. */
  search: (query: string, type: SearchType) => Promise<FilmSummary[]>;
  /** Null when the provider has no such title. */
  details: (mediaType: MediaType, id: number, options?: ReadOptions) => Promise<FilmDetails | null>;
  /**
   * The episodes of one season of a series, with their air dates; null when the source has no such season.
   * Absent: the source does not know episodes (the offline catalog).
   */
  seasonEpisodes?: (
    tvId: number,
    seasonNumber: number,
    options?: ReadOptions,
  ) => Promise<EpisodeAiring[] | null>;
  /** Best first. */
  trending: (mediaType: MediaType) => Promise<FilmSummary[]>;
  /** The movies and series an IMDb id (tt…) names; empty when none. */
  findByImdbId: (imdbId: string) => Promise<FilmSummary[]>;
  /**
   * The episode an episode's own TVDB or IMDb id names, with its series; null when none. Absent: the source does
   * not know episodes (the offline catalog).
   */
  findEpisode?: (idType: EpisodeIdType, id: string) => Promise<FoundEpisode | null>;
  /** The TMDb id of the series a TVDB series id names; null when none. Absent: the source knows no TVDB ids. */
  findSeriesByTvdbId?: (tvdbId: string) => Promise<number | null>;
  /** IMDb, Metacritic and Rotten Tomatoes ratings; null when the source knows none. Absent: no ratings source. */
  ratings?: (title: RatingsLookup, options?: ReadOptions) => Promise<ExternalRatings | null>;
  /**
   * Where a title can be watched, by ISO 3166-1 country (data from JustWatch); null when the provider has no such
   * title. Absent: the film data knows no availability (the offline catalog).
   */
  watchProviders?: (mediaType: MediaType, id: number) => Promise<Record<string, CountryProviders> | null>;
  /**
   * Titles like this one (TMDb's recommendations and similar titles, page 1 of each, merged), best first; null when
   * the source has no such title. Absent: the source suggests nothing.
   */
  recommendations?: (mediaType: MediaType, id: number) => Promise<SuggestedTitle[] | null>;
  /** A region's streaming services, for movies and for series (a service may come twice). Absent: none known. */
  regionProviders?: (region: string) => Promise<WatchProvider[]>;
  /** Whether the ratings source has used up today's allowance of calls. Absent: it has none. */
  ratingsSpentToday?: () => boolean;
  /**
   * One image from the film database's image service, e.g. ('w500', 'abc.jpg'); null when it has no such image.
   * Absent: no image service.
   */
  fetchImage?: (size: ImageSize, file: string) => Promise<FetchedImage | null>;
}

/** What the film-data code logs: upstream trouble, never secrets. Fastify's logger fits. */
export interface FilmDataLogger {
  warn: (details: object, message: string) => void;
}

/** One line on stderr, for code that runs before (or without) the server's logger. */
export const consoleFilmDataLogger: FilmDataLogger = {
  warn: (details, message) => console.warn(`[film-data] ${message} ${JSON.stringify(details)}`),
};
