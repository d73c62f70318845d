import { z } from 'zod';

// TMDb v3 response shapes, read leniently: an odd or missing secondary field becomes empty rather than failing
// the whole answer; only what a result cannot do without (ids, names) is required.

const text = z.string().catch('');
const optionalText = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => (value === '' || value === undefined ? null : value));
const count = z.number().int().min(0).catch(0);
const score = z.number().min(0).max(10).catch(0);

export const tmdbListItemSchema = z.looseObject({
  id: z.number().int().positive(),
  media_type: z.string().optional(),
  title: z.string().optional(),
  name: z.string().optional(),
  release_date: text,
  first_air_date: text,
  poster_path: optionalText,
  backdrop_path: optionalText,
  overview: text,
  genre_ids: z.array(z.number().int()).catch([]),
  vote_average: score,
  vote_count: count,
});
export type TmdbListItem = z.infer<typeof tmdbListItemSchema>;

/** The wrapper of search and trending answers; items are checked one by one so one odd item is dropped alone. */
export const tmdbListSchema = z.looseObject({ results: z.array(z.unknown()) });

const genre = z.object({ id: z.number().int(), name: z.string() });

const person = {
  id: z.number().int(),
  name: z.string(),
  profile_path: optionalText,
};

const castMember = z.looseObject({ ...person, character: text, order: z.number().catch(0) });
const crewMember = z.looseObject({ ...person, job: text, department: text });

const credits = z
  .looseObject({
    cast: z.array(z.unknown()).catch([]),
    crew: z.array(z.unknown()).catch([]),
  })
  .catch({ cast: [], crew: [] });

const logo = z.looseObject({
  file_path: z.string(),
  iso_639_1: z.string().nullish().catch(null),
  vote_average: z.number().catch(0),
});

const images = z.looseObject({ logos: z.array(z.unknown()).catch([]) }).catch({ logos: [] });

const provider = z.looseObject({
  provider_id: z.number().int(),
  provider_name: z.string(),
  logo_path: optionalText,
  display_priority: z.number().catch(999),
});

const providerList = z.array(z.unknown()).catch([]);
const countryProviders = z.looseObject({
  link: optionalText,
  flatrate: providerList,
  free: providerList,
  ads: providerList,
  rent: providerList,
  buy: providerList,
});

const watchProviders = z
  .looseObject({ results: z.record(z.string(), z.unknown()).catch({}) })
  .catch({ results: {} });

/** GET /{movie|tv}/{id}/watch/providers: every country's offers (a body of its own, unlike the append). */
export const tmdbWatchProvidersSchema = z.looseObject({ results: z.record(z.string(), z.unknown()) });

/** An item of GET /watch/providers/{movie|tv}: a service, with its priority in each country it serves. */
const listedProvider = provider.extend({
  display_priorities: z.record(z.string(), z.number()).catch({}),
});

const externalIds = z.looseObject({ imdb_id: optionalText }).catch({ imdb_id: null });

const detailsCommon = {
  id: z.number().int().positive(),
  genres: z.array(genre).catch([]),
  overview: text,
  poster_path: optionalText,
  backdrop_path: optionalText,
  vote_average: score,
  vote_count: count,
  credits,
  images,
  external_ids: externalIds,
  'watch/providers': watchProviders,
};

const minutes = z.number().int().positive().nullish().catch(null);

export const tmdbMovieDetailsSchema = z.looseObject({
  ...detailsCommon,
  title: z.string(),
  release_date: text,
  runtime: minutes,
  imdb_id: optionalText,
});
export type TmdbMovieDetails = z.infer<typeof tmdbMovieDetailsSchema>;

const episodeNumber = z.number().int().min(0).nullish().catch(null);

/** An episode (last/next_episode_to_air, or one of a season's): its numbers may be missing on an odd answer. */
export const tmdbEpisodeSchema = z.looseObject({
  season_number: episodeNumber,
  episode_number: episodeNumber,
  name: text,
  air_date: optionalText,
  runtime: minutes,
});
export type TmdbEpisode = z.infer<typeof tmdbEpisodeSchema>;

const episode = tmdbEpisodeSchema.nullish().catch(null);

const season = z.looseObject({
  season_number: z.number().int().min(0),
  name: text,
  episode_count: z.number().int().min(0).nullish().catch(null),
  air_date: optionalText,
  poster_path: optionalText,
  overview: text,
});

export const tmdbTvDetailsSchema = z.looseObject({
  ...detailsCommon,
  name: z.string(),
  first_air_date: text,
  episode_run_time: z.array(z.number()).catch([]),
  last_episode_to_air: episode,
  next_episode_to_air: episode,
  created_by: z.array(z.unknown()).catch([]),
  number_of_seasons: z.number().int().min(0).nullish().catch(null),
  number_of_episodes: z.number().int().min(0).nullish().catch(null),
  seasons: z.array(z.unknown()).catch([]),
  status: optionalText,
});
export type TmdbTvDetails = z.infer<typeof tmdbTvDetailsSchema>;

/** GET /tv/{id}/season/{n}: only the episodes' runtimes are read (null until an episode has aired). */
export const tmdbSeasonDetailsSchema = z.looseObject({
  episodes: z.array(z.looseObject({ runtime: minutes }).catch({ runtime: null })).catch([]),
});

/** GET /tv/{id}/season/{n} for its episodes' numbers, names and air dates: each episode is read on its own. */
export const tmdbSeasonEpisodesSchema = z.looseObject({ episodes: z.array(z.unknown()).catch([]) });

export const tmdbSchemas = {
  castMember,
  crewMember,
  creator: z.looseObject(person),
  logo,
  provider,
  listedProvider,
  countryProviders,
  season,
};

/** Parses each item on its own and keeps those that fit. */
export function parseEach<T>(items: readonly unknown[], schema: z.ZodType<T>): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** GET /find/{id}?external_source=imdb_id|tvdb_id: what the id names, by kind (people and seasons are left out). */
export const tmdbFindSchema = z.looseObject({
  movie_results: z.array(z.unknown()).catch([]),
  tv_results: z.array(z.unknown()).catch([]),
  tv_episode_results: z.array(z.unknown()).catch([]),
});

/** An item of a find's tv_episode_results: `show_id` is its series' TMDb id. */
export const tmdbFoundEpisodeSchema = z.looseObject({
  show_id: z.number().int().positive(),
  season_number: z.number().int().min(0),
  episode_number: z.number().int().min(0),
});
