import type { z } from 'zod';
import type {
  CastMember,
  CountryProviders,
  CrewMember,
  EpisodeAiring,
  FilmDetails,
  FilmSummary,
  ImageSize,
  MediaType,
  SearchType,
} from '#domain/schemas/film';
import { typicalEpisodeMinutes } from '#domain/rules/episode-runtime';
import { seasonName } from '#domain/rules/season-display';
import type { EpisodeIdType, FetchedImage, FilmData } from './film-data';
import { genresFromIds } from './genres';
import { parseJsonBody, upstreamBadAnswer, upstreamGet, type UpstreamHttpOptions } from './http';
import { sniffImageType } from './image-type';
import {
  parseEach,
  tmdbListItemSchema,
  tmdbListSchema,
  tmdbMovieDetailsSchema,
  tmdbEpisodeSchema,
  tmdbSchemas,
  tmdbSeasonEpisodesSchema,
  tmdbTvDetailsSchema,
  type TmdbEpisode,
  type TmdbListItem,
  type TmdbMovieDetails,
  type TmdbTvDetails,
  tmdbFindSchema,
  tmdbFoundEpisodeSchema,
  tmdbSeasonDetailsSchema,
  tmdbWatchProvidersSchema,
} from './tmdb-schemas';
import { UpstreamError } from './upstream-error';

export interface TmdbOptions {
  /** e.g. https://api.themoviedb.org/3 */
  baseUrl: string;
  /** e.g. https://image.tmdb.org/t/p */
  imageBaseUrl: string;
  /** v4 read access token, sent as a Bearer header (preferred over apiKey). */
  token?: string;
  /** v3 key, sent as the api_key query parameter. */
  apiKey?: string;
  http?: UpstreamHttpOptions;
}

const DETAILS_APPENDS = 'credits,external_ids,images,watch/providers';
/** Full casts and crews run to hundreds; the details modal needs the top of each. */
const MAX_CAST = 60;
const MAX_CREW = 60;

const isoDate = (value: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

function toSummary(item: TmdbListItem, mediaType: MediaType): FilmSummary | null {
  const title = mediaType === 'movie' ? item.title : item.name;
  if (title === undefined || title.trim() === '') return null;
  return {
    tmdbId: item.id,
    mediaType,
    title,
    releaseDate: isoDate(mediaType === 'movie' ? item.release_date : item.first_air_date),
    posterPath: item.poster_path,
    backdropPath: item.backdrop_path,
    overview: item.overview,
    voteAverage: item.vote_average,
    voteCount: item.vote_count,
    genres: genresFromIds(mediaType, item.genre_ids),
  };
}

/** Movies and series of a list answer; people (and anything else) are left out. */
function toSummaries(items: readonly unknown[], fixedType: MediaType | null): FilmSummary[] {
  return parseEach(items, tmdbListItemSchema).flatMap((item) => {
    const mediaType = fixedType ?? item.media_type;
    if (mediaType !== 'movie' && mediaType !== 'tv') return [];
    const summary = toSummary(item, mediaType);
    return summary ? [summary] : [];
  });
}

function toCast(items: readonly unknown[]): CastMember[] {
  return parseEach(items, tmdbSchemas.castMember)
    .sort((a, b) => a.order - b.order)
    .slice(0, MAX_CAST)
    .map((member) => ({
      id: member.id,
      name: member.name,
      character: member.character,
      profilePath: member.profile_path,
    }));
}

function toCrew(items: readonly unknown[]): CrewMember[] {
  const seen = new Set<string>();
  return parseEach(items, tmdbSchemas.crewMember)
    .filter((member) => {
      const key = `${member.id}:${member.job}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_CREW)
    .map((member) => ({
      id: member.id,
      name: member.name,
      job: member.job,
      department: member.department,
      profilePath: member.profile_path,
    }));
}

/** An English logo, else a language-less one; PNGs first (TMDb serves SVG logos only at 'original'). */
function pickLogo(items: readonly unknown[]): string | null {
  const rank = (logo: { file_path: string; iso_639_1?: string | null }) =>
    (logo.iso_639_1 === 'en' ? 0 : 2) + (logo.file_path.endsWith('.svg') ? 1 : 0);
  const logos = parseEach(items, tmdbSchemas.logo).filter(
    (logo) => logo.iso_639_1 === 'en' || !logo.iso_639_1,
  );
  logos.sort((a, b) => rank(a) - rank(b) || b.vote_average - a.vote_average);
  return logos[0]?.file_path ?? null;
}

function toWatchProviders(results: Record<string, unknown>): Record<string, CountryProviders> {
  const offers = (items: readonly unknown[]) =>
    parseEach(items, tmdbSchemas.provider)
      .sort((a, b) => a.display_priority - b.display_priority)
      .map((provider) => ({
        providerId: provider.provider_id,
        providerName: provider.provider_name,
        logoPath: provider.logo_path,
        displayPriority: provider.display_priority,
      }));
  const byCountry: Record<string, CountryProviders> = {};
  for (const [country, value] of Object.entries(results)) {
    const parsed = tmdbSchemas.countryProviders.safeParse(value);
    if (!parsed.success) continue;
    byCountry[country] = {
      link: parsed.data.link,
      flatrate: offers(parsed.data.flatrate),
      free: offers(parsed.data.free),
      ads: offers(parsed.data.ads),
      rent: offers(parsed.data.rent),
      buy: offers(parsed.data.buy),
    };
  }
  return byCountry;
}

function commonDetails(raw: TmdbMovieDetails | TmdbTvDetails) {
  return {
    tmdbId: raw.id,
    posterPath: raw.poster_path,
    backdropPath: raw.backdrop_path,
    overview: raw.overview,
    voteAverage: raw.vote_average,
    voteCount: raw.vote_count,
    genres: raw.genres,
    logoPath: pickLogo(raw.images.logos),
    cast: toCast(raw.credits.cast),
    crew: toCrew(raw.credits.crew),
    watchProviders: toWatchProviders(raw['watch/providers'].results),
  };
}

function movieDetails(raw: TmdbMovieDetails): FilmDetails {
  return {
    ...commonDetails(raw),
    mediaType: 'movie',
    title: raw.title,
    releaseDate: isoDate(raw.release_date),
    runtime: raw.runtime ?? null,
    imdbId: raw.imdb_id ?? raw.external_ids.imdb_id,
    createdBy: [],
    numberOfSeasons: null,
    numberOfEpisodes: null,
    seasons: [],
    airing: null,
  };
}

/** An episode with its season and number; null when the answer lacks either. */
function episodeAiring(raw: TmdbEpisode | null | undefined): EpisodeAiring | null {
  if (!raw || raw.season_number == null || raw.episode_number == null) return null;
  return {
    seasonNumber: raw.season_number,
    episodeNumber: raw.episode_number,
    name: raw.name || `Episode ${raw.episode_number}`,
    airDate: raw.air_date === null ? null : isoDate(raw.air_date),
    runtime: raw.runtime ?? null,
  };
}

/** TMDb's own typical episode runtime, when it still gives one (it mostly leaves the list empty now). */
const givenEpisodeMinutes = (raw: TmdbTvDetails): number | null =>
  raw.episode_run_time.find((minutes) => Number.isInteger(minutes) && minutes > 0) ?? null;

/** The season whose episodes stand for the series' typical episode: the first numbered one with episodes. */
function sampleSeasonNumber(raw: TmdbTvDetails): number | null {
  const numbered = parseEach(raw.seasons, tmdbSchemas.season)
    .filter((season) => season.season_number > 0 && (season.episode_count ?? 0) > 0)
    .map((season) => season.season_number);
  return numbered.length > 0 ? Math.min(...numbered) : null;
}

function tvDetails(raw: TmdbTvDetails, runtime: number | null): FilmDetails {
  return {
    ...commonDetails(raw),
    mediaType: 'tv',
    title: raw.name,
    releaseDate: isoDate(raw.first_air_date),
    runtime,
    imdbId: raw.external_ids.imdb_id,
    createdBy: parseEach(raw.created_by, tmdbSchemas.creator).map((creator) => ({
      id: creator.id,
      name: creator.name,
      profilePath: creator.profile_path,
    })),
    numberOfSeasons: raw.number_of_seasons ?? null,
    numberOfEpisodes: raw.number_of_episodes ?? null,
    seasons: parseEach(raw.seasons, tmdbSchemas.season)
      .sort((a, b) => a.season_number - b.season_number)
      .map((season) => ({
        seasonNumber: season.season_number,
        name: seasonName(season.season_number, season.name),
        episodeCount: season.episode_count ?? null,
        airDate: season.air_date === null ? null : isoDate(season.air_date),
        posterPath: season.poster_path,
        overview: season.overview,
      })),
    airing: {
      status: raw.status,
      lastEpisode: episodeAiring(raw.last_episode_to_air),
      nextEpisode: episodeAiring(raw.next_episode_to_air),
    },
  };
}

/**
 * Images from TMDb's image service (no key needed), by size and file name; only ever from `imageBaseUrl`.
 * Null when the service says it has no such image (a 4xx).
 */
export function createTmdbImageFetcher(
  imageBaseUrl: string,
  http?: UpstreamHttpOptions,
): (size: ImageSize, file: string) => Promise<FetchedImage | null> {
  const base = imageBaseUrl.replace(/\/+$/, '');
  return async (size, file) => {
    const url = `${base}/${size}/${encodeURIComponent(file)}`;
    const response = await upstreamGet('image', url, url, {}, { maxRetries: 1, ...http });
    if (response.status >= 400 && response.status < 500) return null;
    if (response.status !== 200) {
      throw upstreamBadAnswer('image', 'answered with an error', `${response.status} from ${url}`);
    }
    const contentType = sniffImageType(response.body);
    if (contentType === null) throw upstreamBadAnswer('image', 'sent something that is not an image', url);
    return { body: response.body, contentType };
  };
}

/** TMDb v3 as a FilmData (without external ratings: those come from OMDb). */
export function createTmdbFilmData(options: TmdbOptions): FilmData & Required<Pick<FilmData, 'fetchImage'>> {
  if (!options.token && !options.apiKey) throw new Error('TMDb needs an API read token or an API key');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  /** The parsed answer, or null on 404; any other failure is an UpstreamError. */
  async function get<T>(
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T | null> {
    const query = new URLSearchParams({ language: 'en-US', ...params });
    const logUrl = `${baseUrl}${path}?${query.toString()}`;
    if (!options.token && options.apiKey) query.set('api_key', options.apiKey);
    const response = await upstreamGet(
      'tmdb',
      `${baseUrl}${path}?${query.toString()}`,
      logUrl,
      headers,
      options.http,
    );
    if (response.status === 404) return null;
    if (response.status === 401) {
      throw upstreamBadAnswer(
        'tmdb',
        'refused our API key (check TMDB_API_TOKEN or TMDB_API_KEY)',
        `401 ${logUrl}`,
      );
    }
    if (response.status !== 200) {
      const start = response.body.subarray(0, 200).toString('utf8');
      throw upstreamBadAnswer(
        'tmdb',
        'answered with an error',
        `${response.status} from ${logUrl}: ${start}`,
      );
    }
    const parsed = schema.safeParse(parseJsonBody('tmdb', response, logUrl));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`;
      throw upstreamBadAnswer(
        'tmdb',
        'sent an answer we could not read',
        `unexpected shape from ${logUrl}: ${where}`,
      );
    }
    return parsed.data;
  }

  /**
   * A series' runtime (its typical episode): TMDb's episode_run_time when given, else the median runtime of the
   * episodes of its first season (one more call), else the latest or next episode's. A failing season call is not
   * the title's failure: the fallback stands.
   */
  async function seriesMinutes(raw: TmdbTvDetails): Promise<number | null> {
    const given = givenEpisodeMinutes(raw);
    if (given !== null) return given;
    const seasonNumber = sampleSeasonNumber(raw);
    let fromEpisodes: number | null = null;
    if (seasonNumber !== null) {
      try {
        const season = await get(`/tv/${raw.id}/season/${seasonNumber}`, {}, tmdbSeasonDetailsSchema);
        fromEpisodes = typicalEpisodeMinutes(season?.episodes.map((episode) => episode.runtime) ?? []);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
      }
    }
    return fromEpisodes ?? raw.last_episode_to_air?.runtime ?? raw.next_episode_to_air?.runtime ?? null;
  }

  /** What another database's id names on TMDb, by kind. */
  function find(idType: EpisodeIdType, id: string) {
    return get(`/find/${encodeURIComponent(id)}`, { external_source: `${idType}_id` }, tmdbFindSchema);
  }

  /** A list endpoint: a 404 there is a broken upstream, not an empty list. */
  async function getList(path: string, params: Record<string, string>): Promise<unknown[]> {
    const list = await get(path, params, tmdbListSchema);
    if (list === null) throw upstreamBadAnswer('tmdb', 'answered with an error', `404 from ${path}`);
    return list.results;
  }

  return {
    source: 'tmdb',

    async search(query: string, type: SearchType) {
      const results = await getList(`/search/${type}`, { query, include_adult: 'false', page: '1' });
      return toSummaries(results, type === 'multi' ? null : type);
    },

    async details(mediaType: MediaType, id: number) {
      const params = { append_to_response: DETAILS_APPENDS, include_image_language: 'en,null' };
      if (mediaType === 'movie') {
        const raw = await get(`/movie/${id}`, params, tmdbMovieDetailsSchema);
        return raw && movieDetails(raw);
      }
      const raw = await get(`/tv/${id}`, params, tmdbTvDetailsSchema);
      return raw && tvDetails(raw, await seriesMinutes(raw));
    },

    async seasonEpisodes(tvId: number, seasonNumber: number) {
      const season = await get(`/tv/${tvId}/season/${seasonNumber}`, {}, tmdbSeasonEpisodesSchema);
      if (season === null) return null;
      return parseEach(season.episodes, tmdbEpisodeSchema)
        .flatMap((episode) => episodeAiring(episode) ?? [])
        .sort((a, b) => a.episodeNumber - b.episodeNumber);
    },

    async trending(mediaType: MediaType) {
      return toSummaries(await getList(`/trending/${mediaType}/week`, {}), mediaType);
    },

    async findByImdbId(imdbId: string) {
      const found = await find('imdb', imdbId);
      if (found === null) return [];
      return [...toSummaries(found.movie_results, 'movie'), ...toSummaries(found.tv_results, 'tv')];
    },

    async findEpisode(idType: EpisodeIdType, id: string) {
      const found = await find(idType, id);
      const [episode] = parseEach(found?.tv_episode_results ?? [], tmdbFoundEpisodeSchema);
      if (episode === undefined) return null;
      return {
        showId: episode.show_id,
        seasonNumber: episode.season_number,
        episodeNumber: episode.episode_number,
      };
    },

    async findSeriesByTvdbId(tvdbId: string) {
      const found = await find('tvdb', tvdbId);
      const [series] = parseEach(found?.tv_results ?? [], tmdbListItemSchema);
      return series?.id ?? null;
    },

    async recommendations(mediaType: MediaType, id: number) {
      const [recommended, similar] = await Promise.all([
        get(`/${mediaType}/${id}/recommendations`, { page: '1' }, tmdbListSchema),
        get(`/${mediaType}/${id}/similar`, { page: '1' }, tmdbListSchema),
      ]);
      if (recommended === null && similar === null) return null;
      const seen = new Set<number>();
      return toSummaries([...(recommended?.results ?? []), ...(similar?.results ?? [])], mediaType).flatMap(
        (summary) => {
          if (seen.has(summary.tmdbId) || summary.tmdbId === id) return [];
          seen.add(summary.tmdbId);
          return [{ ...summary, people: [] }];
        },
      );
    },

    async watchProviders(mediaType: MediaType, id: number) {
      const raw = await get(`/${mediaType}/${id}/watch/providers`, {}, tmdbWatchProvidersSchema);
      return raw && toWatchProviders(raw.results);
    },

    async regionProviders(region: string) {
      const list = async (mediaType: MediaType) => {
        const answer = await getList(`/watch/providers/${mediaType}`, { watch_region: region });
        return parseEach(answer, tmdbSchemas.listedProvider).map((provider) => ({
          providerId: provider.provider_id,
          providerName: provider.provider_name,
          logoPath: provider.logo_path,
          displayPriority: provider.display_priorities[region] ?? provider.display_priority,
        }));
      };
      const [movies, series] = await Promise.all([list('movie'), list('tv')]);
      return [...movies, ...series];
    },

    fetchImage: createTmdbImageFetcher(options.imageBaseUrl, options.http),
  };
}
