import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { FilmData } from '../film-data/film-data';
import type { UpstreamHttpOptions } from '../film-data/http';
import { selectFilmData, type FilmDataConfig } from '../film-data/select';
import type { FakeFilmServer } from './fake-film-server';

export interface FakeFilmDataOptions {
  /** Settings over the fake server's (a smaller OMDb allowance, no OMDb key…). */
  config?: Partial<FilmDataConfig>;
  http?: UpstreamHttpOptions;
  /** Upstream warnings; dropped by default. */
  warn?: (message: string) => void;
}

/** The app's real TMDb and OMDb clients (cached in SQLite) pointed at the fake server, as selectFilmData makes them. */
export function fakeFilmData(
  fake: FakeFilmServer,
  deps: { db: Db; clock: Clock },
  options: FakeFilmDataOptions = {},
): FilmData {
  return selectFilmData(
    {
      TMDB_API_TOKEN: fake.tmdbToken,
      TMDB_API_KEY: undefined,
      TMDB_BASE_URL: fake.tmdbBaseUrl,
      TMDB_IMAGE_BASE_URL: fake.imageBaseUrl,
      OMDB_API_KEY: fake.omdbApiKey,
      OMDB_BASE_URL: fake.omdbBaseUrl,
      ...options.config,
    },
    {
      ...deps,
      logger: { warn: (_details, message) => options.warn?.(message) },
      // Back-off waits are skipped unless a test asks otherwise.
      http: { sleep: () => Promise.resolve(), ...options.http },
    },
  );
}
