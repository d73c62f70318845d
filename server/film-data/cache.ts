import { z } from 'zod';
import {
  episodeAiringSchema,
  externalRatingsSchema,
  filmDetailsSchema,
  filmSummarySchema,
  watchProviderSchema,
  type MediaType,
  type SearchType,
} from '#domain/schemas/film';
import type { Clock } from '../clock';
import { isDatabaseBusy, isDiskFull, type Db } from '../db/connection';
import { errorText } from '../error-text';
import type { EpisodeIdType, FilmData, FilmDataLogger, RatingsLookup, ReadOptions } from './film-data';

const HOUR_MS = 60 * 60 * 1000;

/** How long an upstream answer is fresh. Past that it is refetched, and still served while the upstream fails. */
export const FILM_CACHE_TTL_MS = {
  search: 6 * HOUR_MS,
  details: 12 * HOUR_MS,
  trending: 3 * HOUR_MS,
  ratings: 3 * 24 * HOUR_MS,
  /** A title's recommended and similar titles change slowly. */
  recommendations: 7 * 24 * HOUR_MS,
  /** A region's list of streaming services changes seldom. */
  providers: 24 * HOUR_MS,
} as const;

type FilmCacheKind = keyof typeof FILM_CACHE_TTL_MS;

/** Stale answers are kept this long past their expiry as a fallback for when the upstream is down. */
const KEEP_STALE_MS = 30 * 24 * HOUR_MS;
const PRUNE_EVERY_MS = HOUR_MS;

const summariesSchema = z.array(filmSummarySchema);
const suggestedSchema = z.array(filmSummarySchema.extend({ people: z.array(z.string()) })).nullable();
const ratingsSchema = externalRatingsSchema.nullable();
const providersSchema = z.array(watchProviderSchema);
const episodesSchema = z.array(episodeAiringSchema).nullable();
const foundEpisodeSchema = z
  .object({
    showId: z.number().int().positive(),
    seasonNumber: z.number().int().min(0),
    episodeNumber: z.number().int().min(0),
  })
  .nullable();
const seriesIdSchema = z.number().int().positive().nullable();

export interface FilmCacheDeps {
  db: Db;
  clock: Clock;
  logger: FilmDataLogger;
}

/** Same query, same key: letter case and runs of spaces do not make a new upstream call. */
const normaliseQuery = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Wraps a provider so that every answer is kept in SQLite (film_cache) for its kind's TTL: a title opened twice
 * costs one upstream call, and when the upstream fails an expired answer is served instead of an error.
 * Identical requests in flight at once share one upstream call.
 */
export function createCachedFilmData(inner: FilmData, deps: FilmCacheDeps): FilmData {
  const { db, clock, logger } = deps;
  const select = db.prepare<[string], { body: string; expires_at: number }>(
    'SELECT body, expires_at FROM film_cache WHERE key = ?',
  );
  const upsert = db.prepare<[string, string, string, number, number]>(
    `INSERT INTO film_cache (key, kind, body, fetched_at, expires_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, body = excluded.body,
       fetched_at = excluded.fetched_at, expires_at = excluded.expires_at`,
  );
  const prune = db.prepare<[number]>('DELETE FROM film_cache WHERE expires_at < ?');
  const inFlight = new Map<string, Promise<unknown>>();
  let prunedAt = 0;

  function read<T>(key: string, schema: z.ZodType<T>): { value: T; fresh: boolean } | undefined {
    const row = select.get(key);
    if (!row) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(row.body);
    } catch {
      return undefined;
    }
    const parsed = schema.safeParse(body);
    // A row written by an older shape of the data is a miss, not an error.
    if (!parsed.success) return undefined;
    return { value: parsed.data, fresh: row.expires_at > clock.now().getTime() };
  }

  /**
   * Kept for later; skipped while the database is busy (an import saving) or the disk is full: the answer itself is
   * served anyway.
   */
  function write(key: string, kind: FilmCacheKind, value: unknown): void {
    const now = clock.now().getTime();
    try {
      upsert.run(key, kind, JSON.stringify(value), now, now + FILM_CACHE_TTL_MS[kind]);
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        prune.run(now - KEEP_STALE_MS);
      }
    } catch (error) {
      if (isDatabaseBusy(error)) logger.warn({ key }, 'film data not cached: the database is busy');
      else if (isDiskFull(error)) logger.warn({ key }, 'film data not cached: the disk is full');
      else throw error;
    }
  }

  async function refresh<T>(
    kind: FilmCacheKind,
    key: string,
    stale: T | undefined,
    load: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    try {
      const value = await load();
      if (keep(value)) write(key, kind, value);
      return value;
    } catch (error) {
      if (stale === undefined) throw error;
      logger.warn({ key, error: errorText(error) }, 'serving stale film data');
      return stale;
    }
  }

  /**
   * The cached answer when fresh (unless `options.fresh` asks past it), else the upstream's (kept when `keep` says
   * so), else the cached one however old.
   */
  function cached<T>(
    kind: FilmCacheKind,
    key: string,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
    { keep = () => true, options = {} }: { keep?: (value: T) => boolean; options?: ReadOptions } = {},
  ): Promise<T> {
    const hit = read(key, schema);
    if (hit?.fresh && options.fresh !== true) return Promise.resolve(hit.value);
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const request = refresh(kind, key, hit?.value, load, keep).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  const prefix = inner.source;
  const ratings = inner.ratings;
  const regionProviders = inner.regionProviders;
  const seasonEpisodes = inner.seasonEpisodes;
  const findEpisode = inner.findEpisode;
  const findSeriesByTvdbId = inner.findSeriesByTvdbId;
  const recommendations = inner.recommendations;

  return {
    source: inner.source,
    search: (query: string, type: SearchType) =>
      cached('search', `${prefix}:search:${type}:${normaliseQuery(query)}`, summariesSchema, () =>
        inner.search(query, type),
      ),
    details: (mediaType: MediaType, id: number, options?: ReadOptions) =>
      cached(
        'details',
        `${prefix}:details:${mediaType}:${id}`,
        filmDetailsSchema.nullable(),
        () => inner.details(mediaType, id),
        // An unknown id is not remembered: it may simply be newer than the last look.
        { keep: (details) => details !== null, options },
      ),
    ...(seasonEpisodes && {
      seasonEpisodes: (tvId: number, seasonNumber: number, options?: ReadOptions) =>
        cached(
          'details',
          `${prefix}:season:${tvId}:${seasonNumber}`,
          episodesSchema,
          () => seasonEpisodes(tvId, seasonNumber),
          { keep: (episodes) => episodes !== null, options },
        ),
    }),
    trending: (mediaType: MediaType) =>
      cached('trending', `${prefix}:trending:${mediaType}`, summariesSchema, () => inner.trending(mediaType)),
    findByImdbId: (imdbId: string) =>
      cached('details', `${prefix}:find:${imdbId}`, summariesSchema, () => inner.findByImdbId(imdbId)),
    ...(findEpisode && {
      findEpisode: (idType: EpisodeIdType, id: string) =>
        cached(
          'details',
          `${prefix}:find-episode:${idType}:${id}`,
          foundEpisodeSchema,
          () => findEpisode(idType, id),
          {
            // Not remembered when unknown: the film database may add the episode before the next look.
            keep: (episode) => episode !== null,
          },
        ),
    }),
    ...(findSeriesByTvdbId && {
      findSeriesByTvdbId: (tvdbId: string) =>
        cached(
          'details',
          `${prefix}:find-series:tvdb:${tvdbId}`,
          seriesIdSchema,
          () => findSeriesByTvdbId(tvdbId),
          {
            keep: (id) => id !== null,
          },
        ),
    }),
    ...(ratings && {
      ratings: (title: RatingsLookup, options?: ReadOptions) =>
        cached(
          'ratings',
          `${prefix}:ratings:${title.imdbId ?? `${title.mediaType}:${title.tmdbId}`}`,
          ratingsSchema,
          () => ratings(title),
          { options },
        ),
    }),
    ...(recommendations && {
      recommendations: (mediaType: MediaType, id: number) =>
        cached(
          'recommendations',
          `${prefix}:recommendations:${mediaType}:${id}`,
          suggestedSchema,
          () => recommendations(mediaType, id),
          { keep: (titles) => titles !== null },
        ),
    }),
    // A title's availability is kept by the availability feature itself (title_availability), checked daily.
    ...(inner.watchProviders && { watchProviders: inner.watchProviders }),
    ...(regionProviders && {
      regionProviders: (region: string) =>
        cached('providers', `${prefix}:providers:${region}`, providersSchema, () => regionProviders(region), {
          // An empty list is a region TMDb does not serve (yet), or a hiccup: asked again next time.
          keep: (providers) => providers.length > 0,
        }),
    }),
    ...(inner.ratingsSpentToday && { ratingsSpentToday: inner.ratingsSpentToday }),
    ...(inner.fetchImage && { fetchImage: inner.fetchImage }),
  };
}
