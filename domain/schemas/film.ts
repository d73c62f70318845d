import { z } from 'zod';
import { ownershipSchema } from './people';

export const mediaTypeSchema = z.enum(['movie', 'tv'], { error: 'mediaType must be movie or tv' });
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const searchTypeSchema = z.enum(['multi', 'movie', 'tv'], {
  error: 'type must be one of multi, movie or tv',
});
export type SearchType = z.infer<typeof searchTypeSchema>;

/** Image widths the app serves under /img/{size}/…: search posters w200, default w500, backdrops w1280. */
export const imageSizes = ['w92', 'w154', 'w185', 'w200', 'w300', 'w342', 'w500', 'w1280'] as const;
export const imageSizeSchema = z.enum(imageSizes, { error: `size must be one of ${imageSizes.join(', ')}` });
export type ImageSize = z.infer<typeof imageSizeSchema>;

export const reactionSchema = z.enum(['up', 'neutral', 'down']);

// ---------------------------------------------------------------------------------------------
// Normalised film data: what every film-data provider (TMDb, the offline catalog) answers.
// ---------------------------------------------------------------------------------------------

export const genreSchema = z.object({ id: z.number().int(), name: z.string() });
export type Genre = z.infer<typeof genreSchema>;

export const filmSummarySchema = z.object({
  tmdbId: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  /** YYYY-MM-DD: a movie's release or a series' first air date; null when unknown. */
  releaseDate: z.string().nullable(),
  posterPath: z.string().nullable(),
  backdropPath: z.string().nullable(),
  overview: z.string(),
  /** 0-10; 0 with voteCount 0 means unrated. */
  voteAverage: z.number(),
  voteCount: z.number().int(),
  genres: z.array(genreSchema),
});
export type FilmSummary = z.infer<typeof filmSummarySchema>;

export const castMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  character: z.string(),
  profilePath: z.string().nullable(),
});
export type CastMember = z.infer<typeof castMemberSchema>;

export const crewMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job: z.string(),
  department: z.string(),
  profilePath: z.string().nullable(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const creatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePath: z.string().nullable(),
});

export const seasonSummarySchema = z.object({
  seasonNumber: z.number().int(),
  name: z.string(),
  episodeCount: z.number().int().nullable(),
  airDate: z.string().nullable(),
  posterPath: z.string().nullable(),
  overview: z.string(),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

export const watchProviderSchema = z.object({
  providerId: z.number().int(),
  providerName: z.string(),
  logoPath: z.string().nullable(),
  displayPriority: z.number(),
});
export type WatchProvider = z.infer<typeof watchProviderSchema>;

/** One episode as the film database announces it. */
export const episodeAiringSchema = z.object({
  seasonNumber: z.number().int(),
  episodeNumber: z.number().int(),
  name: z.string(),
  /** YYYY-MM-DD (the day it airs where it is made; the film database gives no time); null: not announced. */
  airDate: z.string().nullable(),
  /** Minutes; null when unknown. */
  runtime: z.number().int().nullable(),
});
export type EpisodeAiring = z.infer<typeof episodeAiringSchema>;

/** What a series' airing is: its status (TMDb's words: Returning Series, In Production, Planned, Pilot, Ended,
 *  Canceled), the last episode aired and the next one announced (null: none). */
export const seriesAiringSchema = z.object({
  status: z.string().nullable(),
  lastEpisode: episodeAiringSchema.nullable(),
  nextEpisode: episodeAiringSchema.nullable(),
});
export type SeriesAiring = z.infer<typeof seriesAiringSchema>;

/** One country's offers: subscription (flatrate), free, with ads, rent and buy. */
export const countryProvidersSchema = z.object({
  link: z.string().nullable(),
  flatrate: z.array(watchProviderSchema),
  // Answers cached before free and ads were kept have neither: none known.
  free: z.array(watchProviderSchema).default([]),
  ads: z.array(watchProviderSchema).default([]),
  rent: z.array(watchProviderSchema),
  buy: z.array(watchProviderSchema),
});
export type CountryProviders = z.infer<typeof countryProvidersSchema>;

export const filmDetailsSchema = filmSummarySchema.extend({
  /** Minutes: a movie's length, or a typical episode's for a series; null when unknown. */
  runtime: z.number().int().nullable(),
  logoPath: z.string().nullable(),
  imdbId: z.string().nullable(),
  cast: z.array(castMemberSchema),
  crew: z.array(crewMemberSchema),
  /** Series only (empty for movies). */
  createdBy: z.array(creatorSchema),
  numberOfSeasons: z.number().int().nullable(),
  numberOfEpisodes: z.number().int().nullable(),
  /** Series only, season 0 (Specials) included where the series has one. */
  seasons: z.array(seasonSummarySchema),
  /** By ISO 3166-1 country code; empty when unknown. */
  watchProviders: z.record(z.string(), countryProvidersSchema),
  /** A series' airing, from a source that knows it (TMDb); null: a movie, or not known (the offline catalog). */
  airing: seriesAiringSchema.nullable().default(null),
});
export type FilmDetails = z.infer<typeof filmDetailsSchema>;

/** Ratings from outside the film database (OMDb or the offline catalog); null when a source has none. */
export const externalRatingsSchema = z.object({
  imdbRating: z.number().nullable(),
  imdbVotes: z.number().int().nullable(),
  metascore: z.number().int().nullable(),
  rtTomatometer: z.number().int().nullable(),
});
export type ExternalRatings = z.infer<typeof externalRatingsSchema>;

// ---------------------------------------------------------------------------------------------
// API responses
// ---------------------------------------------------------------------------------------------

/** GET /api/search/combined and GET /api/tmdb/search: one result. */
export const searchResultSchema = z.object({
  /** 'search-' + tmdbId: the id of a result not (yet) in the library. */
  id: z.string(),
  tmdbId: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  mediaType: mediaTypeSchema,
  posterPath: z.string().nullable(),
  backdropPath: z.string().nullable(),
  overview: z.string(),
  voteAverage: z.number(),
  voteCount: z.number().int(),
  genres: z.array(z.string()),
  inLibrary: z.boolean(),
  /** The library's ownership keys for this title (empty when not in the library). */
  ownerships: z.array(ownershipSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const castResponseItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  character: z.string(),
  profile_path: z.string().nullable(),
});
export const crewResponseItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job: z.string(),
  department: z.string(),
  profile_path: z.string().nullable(),
});

/** GET /api/tmdb/{mediaType}/{tmdbId}/cast, also the `credits` of the details. */
export const castResponseSchema = z.object({
  cast: z.array(castResponseItemSchema),
  crew: z.array(crewResponseItemSchema),
});
export type CastResponse = z.infer<typeof castResponseSchema>;

/** The spec's aggregates, flattened onto the details. */
export const aggregatesSchema = z.object({
  imdbRating: z.number().nullable(),
  imdbVotes: z.number().int().nullable(),
  /** TMDb vote average, null when nobody voted. */
  tmdbRating: z.number().nullable(),
  tmdbVoteCount: z.number().int().nullable(),
  metascore: z.number().int().nullable(),
  rtTomatometer: z.number().int().nullable(),
  globalScore01: z.number().nullable(),
  globalReaction: reactionSchema.nullable(),
  globalConfidence: z.number(),
});
export type Aggregates = z.infer<typeof aggregatesSchema>;

const detailsCommonSchema = z.object({
  id: z.number().int(),
  genres: z.array(genreSchema),
  overview: z.string(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  logo_path: z.string().nullable(),
  vote_average: z.number(),
  vote_count: z.number().int(),
  credits: castResponseSchema,
  imdb_id: z.string().nullable(),
  ...aggregatesSchema.shape,
});

export const movieDetailsResponseSchema = detailsCommonSchema.extend({
  media_type: z.literal('movie'),
  title: z.string(),
  release_date: z.string().nullable(),
  runtime: z.number().int().nullable(),
});

export const seasonResponseSchema = z.object({
  season_number: z.number().int(),
  name: z.string(),
  episode_count: z.number().int().nullable(),
  air_date: z.string().nullable(),
  poster_path: z.string().nullable(),
  overview: z.string(),
});

export const tvDetailsResponseSchema = detailsCommonSchema.extend({
  media_type: z.literal('tv'),
  name: z.string(),
  first_air_date: z.string().nullable(),
  /** Typical episode length in minutes: one value, or empty when unknown. */
  episode_run_time: z.array(z.number().int()),
  created_by: z.array(
    z.object({ id: z.number().int(), name: z.string(), profile_path: z.string().nullable() }),
  ),
  number_of_seasons: z.number().int().nullable(),
  number_of_episodes: z.number().int().nullable(),
  seasons: z.array(seasonResponseSchema),
});

/** GET /api/tmdb/{mediaType}/{tmdbId}: TMDb-style details plus the aggregates. */
export const detailsResponseSchema = z.discriminatedUnion('media_type', [
  movieDetailsResponseSchema,
  tvDetailsResponseSchema,
]);
export type MovieDetailsResponse = z.infer<typeof movieDetailsResponseSchema>;
export type TvDetailsResponse = z.infer<typeof tvDetailsResponseSchema>;
export type DetailsResponse = z.infer<typeof detailsResponseSchema>;

const trendingCommonSchema = z.object({
  id: z.number().int(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  overview: z.string(),
  genres: z.array(z.string()),
  genre_ids: z.array(z.number().int()),
  vote_average: z.number(),
  vote_count: z.number().int(),
});

export const trendingItemSchema = z.discriminatedUnion('media_type', [
  trendingCommonSchema.extend({
    media_type: z.literal('movie'),
    title: z.string(),
    release_date: z.string().nullable(),
    /** Minutes, when known (the first ten items). */
    runtime: z.number().int().nullable(),
    number_of_seasons: z.null(),
  }),
  trendingCommonSchema.extend({
    media_type: z.literal('tv'),
    name: z.string(),
    first_air_date: z.string().nullable(),
    /** Minutes per episode, when known (the first ten items). */
    runtime: z.number().int().nullable(),
    number_of_seasons: z.number().int().nullable(),
  }),
]);
export type TrendingItem = z.infer<typeof trendingItemSchema>;

/** GET /api/tmdb/trending/movie and /api/tmdb/trending/tv, best first. */
export const trendingResponseSchema = z.object({ results: z.array(trendingItemSchema) });
export type TrendingResponse = z.infer<typeof trendingResponseSchema>;

/** GET /api/tmdb/trending (the sidebar). */
export const trendingBothResponseSchema = z.object({
  movie: z.array(trendingItemSchema),
  tv: z.array(trendingItemSchema),
});
export type TrendingBothResponse = z.infer<typeof trendingBothResponseSchema>;
