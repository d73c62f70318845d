import { libraryItemSchema } from '#domain/schemas/library';
import type { AppOptions } from '../app';
import { startApiHarness, type ApiHarness } from './api-harness';
import { fakeFilmData, type FakeFilmDataOptions } from './fake-film-data';
import { startFakeFilmServer, type FakeFilmServer, type FakeFilmServerOptions } from './fake-film-server';

export interface TmdbHarness {
  fake: FakeFilmServer;
  /** Signed in on a remembered device, so that the session outlives the cache TTLs tests move the clock over. */
  api: ApiHarness;
  close: () => Promise<void>;
}

/** The app with its real TMDb and OMDb clients pointed at a fake film server, signed in. */
export async function startTmdbHarness(
  options: FakeFilmServerOptions & { filmData?: FakeFilmDataOptions; app?: Partial<AppOptions> } = {},
): Promise<TmdbHarness> {
  const fake = await startFakeFilmServer(options);
  const api = await startApiHarness({
    filmData: (deps) => fakeFilmData(fake, deps, options.filmData),
    app: options.app,
  });
  await api.login({ rememberDevice: true });
  return {
    fake,
    api,
    close: async () => {
      await api.close();
      await fake.close();
    },
  };
}

/** Adds a title through the API (owned together unless said) and returns its library id; anything but 201 throws. */
export async function addTitle(
  api: ApiHarness,
  tmdbId: number,
  mediaType: 'movie' | 'tv',
  fields: { status?: string; ownership?: string } = {},
): Promise<number> {
  const response = await api.request('POST', '/api/library', {
    body: { tmdbId, mediaType, title: 'Client title', ownership: 'together', ...fields },
  });
  if (response.status !== 201)
    throw new Error(`adding ${mediaType} ${tmdbId}: ${response.status} ${response.text}`);
  return libraryItemSchema.parse(response.body).id;
}
