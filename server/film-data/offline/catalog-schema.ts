import { z } from 'zod';

/** Genre names a catalog title may carry: TMDb's English movie and TV genre names. */
export const catalogGenres = [
  'Action',
  'Adventure',
  'Animation',
  'Comedy',
  'Crime',
  'Documentary',
  'Drama',
  'Family',
  'Fantasy',
  'History',
  'Horror',
  'Music',
  'Mystery',
  'Romance',
  'Science Fiction',
  'Thriller',
  'War',
  'Western',
  'Action & Adventure',
  'Kids',
  'Reality',
  'Sci-Fi & Fantasy',
  'War & Politics',
] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD date');

export const catalogSeasonSchema = z.strictObject({
  seasonNumber: z.number().int().min(0),
  name: z.string().min(1),
  episodeCount: z.number().int().min(1),
  airDate: isoDate.nullable(),
});

export const catalogTitleSchema = z.strictObject({
  /** Unique across the whole catalog (movies and series share one space), 90,000,001 and up: outside TMDb's ids. */
  id: z.number().int().min(90_000_001),
  mediaType: z.enum(['movie', 'tv']),
  title: z.string().min(1),
  /** Release date of a movie, first air date of a series. */
  releaseDate: isoDate,
  /** Minutes: the movie's length, or a typical episode's length for a series. */
  runtime: z.number().int().min(1),
  genres: z.array(z.enum(catalogGenres)).min(1).max(4),
  /** One to three sentences written for this project (never copied from another source). */
  overview: z.string().min(20).max(400),
  /** Movie: its director(s). Series: empty. */
  directors: z.array(z.string().min(1)),
  /** Series: its creator(s). Movie: empty. */
  creators: z.array(z.string().min(1)),
  cast: z
    .array(z.strictObject({ name: z.string().min(1), character: z.string().min(1) }))
    .min(3)
    .max(10),
  crew: z
    .array(z.strictObject({ name: z.string().min(1), job: z.string().min(1) }))
    .min(1)
    .max(8),
  imdbId: z
    .string()
    .regex(/^tt\d{7,8}$/)
    .nullable(),
  ratings: z.strictObject({
    imdb: z.number().min(1).max(10).nullable(),
    imdbVotes: z.number().int().min(0).nullable(),
    tmdb: z.number().min(1).max(10),
    tmdbVotes: z.number().int().min(0),
    metacritic: z.number().int().min(1).max(100).nullable(),
    rottenTomatoes: z.number().int().min(0).max(100).nullable(),
  }),
  /** Series only: every season, season 0 (Specials) first where the series has one. Movies: empty. */
  seasons: z.array(catalogSeasonSchema),
  /** Position in the offline "trending" order (1 = first); null when not trending. */
  trendingRank: z.number().int().min(1).nullable(),
});

export const catalogSchema = z.array(catalogTitleSchema);

export type CatalogTitle = z.infer<typeof catalogTitleSchema>;
