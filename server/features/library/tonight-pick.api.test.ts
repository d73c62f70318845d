import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomPickEmptySchema, randomPickResponseSchema } from '#domain/schemas/library';
import type { ApiHarness } from '../../test-support/api-harness';
import { startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

// The fake film database's titles (server/test-support/README.md): their US services, runtime and genres.
const VELVET_STATIC = 900113; // Nimbus+ and StreamCo; 96 min; Science Fiction, Comedy
const LANTERN_KEEPER = 900101; // StreamCo; 117 min; Drama, Mystery
const GLASS_HARBOR = 900111; // rent only
const SALTMARSH = 210005; // a series, free with ads on FreeWave
const STREAMCO = 9001;
const FREEWAVE = 9003;

let api: ApiHarness;
let harness: TmdbHarness;
const ids = new Map<number, number>();

beforeEach(async () => {
  harness = await startTmdbHarness();
  ({ api } = harness);
  for (const [tmdbId, mediaType] of [
    [VELVET_STATIC, 'movie'],
    [LANTERN_KEEPER, 'movie'],
    [GLASS_HARBOR, 'movie'],
    [SALTMARSH, 'tv'],
  ] as const) {
    const added = await api.request('POST', '/api/library', {
      body: { tmdbId, mediaType, title: 'x', ownership: 'together' },
    });
    ids.set(tmdbId, (added.body as { id: number }).id);
  }
  await api.request('PUT', '/api/settings', { body: { services: [STREAMCO] } });
});
afterEach(async () => {
  await harness.close();
});

async function picks(query: string, times = 20): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let draw = 0; draw < times; draw += 1) {
    const response = await api.request('GET', `/api/library/random/all?${query}`);
    expect(response.status, response.text).toBe(200);
    seen.add(randomPickResponseSchema.parse(response.body).item.tmdbId);
  }
  return seen;
}

async function empty(query: string) {
  const response = await api.request('GET', `/api/library/random/all?${query}`);
  expect(response.status).toBe(404);
  return randomPickEmptySchema.parse(response.body);
}

describe("Tonight's pick", () => {
  it('draws only among the titles on our services when asked', async () => {
    expect(await picks('onServices=true')).toEqual(new Set([VELVET_STATIC, LANTERN_KEEPER]));
    await api.request('PUT', '/api/settings', { body: { services: [FREEWAVE] } });
    expect(await picks('onServices=true', 4)).toEqual(new Set([SALTMARSH]));
  });

  it('fits the time, the kind and the genre, every constraint together', async () => {
    expect(await picks('onServices=true&genre=Mystery', 4)).toEqual(new Set([LANTERN_KEEPER]));
    expect(await picks('time=under-90&kind=tv', 4)).toEqual(new Set([SALTMARSH]));
    expect(await picks('time=episode', 4)).toEqual(new Set([SALTMARSH]));
    expect(await picks('onServices=false&time=any&kind=all', 48)).toEqual(
      new Set([VELVET_STATIC, LANTERN_KEEPER, GLASS_HARBOR, SALTMARSH]),
    );
  });

  it('rerolls within the constraints', async () => {
    const exclude = ids.get(VELVET_STATIC) ?? 0;
    expect(await picks(`onServices=true&exclude=${exclude}`, 4)).toEqual(new Set([LANTERN_KEEPER]));
  });

  it('names the constraint that left nothing', async () => {
    expect(await empty('onServices=true&time=under-90')).toEqual({
      message: 'No unwatched items found',
      constraint: 'time',
    });
    expect(await empty('onServices=true&kind=tv')).toMatchObject({ constraint: 'kind' });
    expect(await empty('genre=Western')).toMatchObject({ constraint: 'genre' });
    await api.request('PUT', '/api/settings', { body: { services: [] } });
    expect(await empty('onServices=true')).toMatchObject({ constraint: 'onServices' });
  });

  it('says nothing is unwatched, without a constraint, when everything was watched', async () => {
    for (const id of ids.values()) {
      await api.request('PUT', `/api/library/${id}/status`, { body: { status: 'watched' } });
    }
    expect(await empty('onServices=true&genre=Drama')).toEqual({ message: 'No unwatched items found' });
  });

  it.each([
    ['time=tonight', /time must be one of/],
    ['onServices=yes', /onServices must be true or false/],
    ['kind=documentary', /kind must be one of/],
    ['genre=', /genre must not be empty/],
  ])('refuses %s with a 400 that says why', async (query, reason) => {
    const response = await api.request('GET', `/api/library/random/all?${query}`);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(reason);
  });
});
