import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { createCachedFilmData } from './cache';
import { createDailyQuota } from './daily-quota';
import { consoleFilmDataLogger, type FilmData, type FilmDataLogger } from './film-data';
import type { UpstreamHttpOptions } from './http';
import { createOfflineFilmData } from './offline/offline-film-data';
import { createOmdbRatings } from './omdb';
import { createTmdbFilmData } from './tmdb';

export type FilmDataConfig = Pick<
  Config,
  | 'TMDB_API_TOKEN'
  | 'TMDB_API_KEY'
  | 'TMDB_BASE_URL'
  | 'TMDB_IMAGE_BASE_URL'
  | 'OMDB_API_KEY'
  | 'OMDB_BASE_URL'
> &
  Partial<Pick<Config, 'OMDB_DAILY_LIMIT'>>;

/** What OMDb's free key allows a day. */
const OMDB_FREE_DAILY_CALLS = 1000;

export interface FilmDataDeps {
  db: Db;
  clock: Clock;
  logger?: FilmDataLogger;
  /** Timeouts and back-off of the upstream calls (tests shorten them). */
  http?: UpstreamHttpOptions;
}

/**
 * TMDb (with OMDb ratings when OMDB_API_KEY is set), cached in SQLite, when a TMDb token or key is configured;
 * otherwise the bundled offline catalog.
 */
export function selectFilmData(config: FilmDataConfig, deps: FilmDataDeps): FilmData {
  const token = config.TMDB_API_TOKEN;
  const apiKey = config.TMDB_API_KEY;
  // Without a film database nothing is fetched from its image service: not even keyless images.
  if (token === undefined && apiKey === undefined) return createOfflineFilmData();
  const logger = deps.logger ?? consoleFilmDataLogger;
  const tmdb = createTmdbFilmData({
    baseUrl: config.TMDB_BASE_URL,
    imageBaseUrl: config.TMDB_IMAGE_BASE_URL,
    token,
    apiKey,
    http: deps.http,
  });
  const omdbKey = config.OMDB_API_KEY;
  const quota = createDailyQuota(
    deps.db,
    deps.clock,
    'omdb',
    config.OMDB_DAILY_LIMIT ?? OMDB_FREE_DAILY_CALLS,
  );
  const ratings =
    omdbKey === undefined
      ? undefined
      : createOmdbRatings({
          baseUrl: config.OMDB_BASE_URL,
          apiKey: omdbKey,
          clock: deps.clock,
          logger,
          http: deps.http,
          quota,
        });
  return createCachedFilmData(
    { ...tmdb, ...(ratings && { ratings, ratingsSpentToday: quota.spent }) },
    { db: deps.db, clock: deps.clock, logger },
  );
}
