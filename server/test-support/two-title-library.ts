import { startApiHarness, type ApiHarness } from './api-harness';
import { rawRequest } from './raw-request';

// Titles of the bundled offline catalog.
const SHAWSHANK = 90000001;
const BREAKING_BAD = 90500001;

export interface TwoTitleLibrary {
  api: ApiHarness;
  /** The Shawshank Redemption, Person 1's. */
  movieId: number;
  /** Breaking Bad, owned together. */
  seriesId: number;
  /** A signed-in GET as a browser asks (gzip), with extra headers. */
  get: (path: string, headers?: Record<string, string>) => ReturnType<typeof rawRequest>;
}

/** A signed-in app on the offline catalog whose library holds one movie and one series. */
export async function startTwoTitleLibrary(): Promise<TwoTitleLibrary> {
  const api = await startApiHarness();
  await api.login({ rememberDevice: true });
  const add = async (tmdbId: number, mediaType: string, ownership: string) =>
    (
      (await api.request('POST', '/api/library', { body: { tmdbId, mediaType, title: 'x', ownership } }))
        .body as {
        id: number;
      }
    ).id;
  const movieId = await add(SHAWSHANK, 'movie', 'person1');
  const seriesId = await add(BREAKING_BAD, 'tv', 'together');
  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(api.baseUrl, 'GET', path, {
      headers: { authorization: `Bearer ${api.token ?? ''}`, 'accept-encoding': 'gzip', ...headers },
    });
  return { api, movieId, seriesId, get };
}
