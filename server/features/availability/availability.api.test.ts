import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromColumns } from '#domain/rules/columns';
import {
  availabilityJobSchema,
  regionProvidersSchema,
  titleAvailabilitySchema,
  type AvailabilityJob,
} from '#domain/schemas/availability';
import { libraryCardColumnsSchema, libraryItemSchema, type LibraryItem } from '#domain/schemas/library';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { setWatchProviders } from '../../test-support/fake-film-fixtures';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

// Titles of the fake film database and their US offers (see server/test-support/README.md).
const VELVET_STATIC = 900113; // streams on Nimbus+ and StreamCo, rents on RentBox
const GLASS_HARBOR = 900111; // rent only
const UNTITLED = 900107; // nothing anywhere
const LANTERN_KEEPER = 900101; // StreamCo; in Germany FreeWave with ads
const SALTMARSH = 210005; // a series, free with ads
const STREAMCO = 9001;
const RENTBOX = 9002;
const FREEWAVE = 9003;
const NIMBUS = 9004;
const TIDEWATER = 9005;
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: FakeFilmServer;
let api: ApiHarness;
let harness: TmdbHarness;

beforeEach(async () => {
  harness = await startTmdbHarness();
  ({ fake, api } = harness);
});
afterEach(async () => {
  await harness.close();
});

async function add(
  tmdbId: number,
  mediaType: 'movie' | 'tv' = 'movie',
  status = 'to_watch',
): Promise<LibraryItem> {
  const response = await api.request('POST', '/api/library', {
    body: { tmdbId, mediaType, title: 'x', ownership: 'together', status },
  });
  expect(response.status, response.text).toBe(201);
  return libraryItemSchema.parse(response.body);
}

/** The item as the list carries it; the compact cards (what Home reads) must carry the same availability. */
async function listed(id: number): Promise<LibraryItem | undefined> {
  const response = await api.request('GET', '/api/library/all');
  const item = libraryItemSchema
    .array()
    .parse(response.body)
    .find((entry) => entry.id === id);
  const columns = libraryCardColumnsSchema.parse((await api.request('GET', '/api/library/cards')).body);
  const card = fromColumns(columns).find((entry) => entry.id === id);
  expect(card?.availability).toEqual(item?.availability);
  return item;
}

const availabilityOf = async (mediaType: string, tmdbId: number) => {
  const response = await api.request('GET', `/api/availability/${mediaType}/${tmdbId}`);
  expect(response.status, response.text).toBe(200);
  return titleAvailabilitySchema.parse(response.body);
};

const providerCalls = () => fake.callCount((call) => call.path.endsWith('/watch/providers'));

async function finishedCheck(): Promise<AvailabilityJob> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const job = availabilityJobSchema.parse((await api.request('GET', '/api/availability/check')).body);
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the availability check did not finish');
}

const movieFixture = (id: number) => {
  const movie = fake.fixtures.movies.find((entry) => entry.id === id);
  if (!movie) throw new Error(`no fixture ${id}`);
  return movie;
};

describe('the region’s services', () => {
  it('lists the region’s services, the most common first, and asks TMDb once a day', async () => {
    const response = await api.request('GET', '/api/availability/providers');
    expect(response.status).toBe(200);
    const us = regionProvidersSchema.parse(response.body);
    expect(us.region).toBe('US');
    expect(us.source).toBe('tmdb');
    expect(us.providers.map((provider) => provider.name)).toEqual([
      'Nimbus+',
      'StreamCo',
      'Ember Play',
      'RentBox',
      'FreeWave',
    ]);
    expect(us.providers[0]).toEqual({
      id: NIMBUS,
      name: 'Nimbus+',
      logoPath: '/pv4Logo.jpg',
      displayPriority: 2,
    });
    expect(fake.calls.find((call) => call.path === '/watch/providers/movie')?.query).toMatchObject({
      watch_region: 'US',
    });

    const calls = fake.callCount();
    await api.request('GET', '/api/availability/providers');
    expect(fake.callCount()).toBe(calls);
    api.clock.advance(DAY_MS + 1000);
    await api.request('GET', '/api/availability/providers');
    expect(fake.callCount()).toBeGreaterThan(calls);

    await api.request('PUT', '/api/settings', { body: { region: 'GB' } });
    const gb = regionProvidersSchema.parse((await api.request('GET', '/api/availability/providers')).body);
    expect(gb.region).toBe('GB');
    expect(gb.providers[0]?.name).toBe('Tidewater TV');
    expect(gb.providers.map((provider) => provider.id)).not.toContain(9006);
  });

  it('keeps our services, checked against the region’s list: an unknown id is a 400 that names it', async () => {
    const saved = await api.request('PUT', '/api/settings', { body: { services: [STREAMCO, NIMBUS] } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ services: [STREAMCO, NIMBUS] });
    expect((await api.request('GET', '/api/settings')).body).toMatchObject({ services: [STREAMCO, NIMBUS] });

    // Tidewater TV streams in the United Kingdom only.
    for (const [body, reason] of [
      [{ services: [STREAMCO, TIDEWATER] }, /9005 is not a streaming service in United States/],
      [{ services: [123456, 654321] }, /providers 123456, 654321 are not/],
      [{ services: [STREAMCO, STREAMCO] }, /twice/],
      [{ services: ['StreamCo'] }, /provider ids/],
      [{ services: [1.5] }, /provider ids/],
      [{ services: STREAMCO }, /list of provider ids/],
      [{ services: [STREAMCO], region: 'GB' }, /exactly one/],
    ] as const) {
      const refused = await api.request('PUT', '/api/settings', { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((refused.body as { message: string }).message).toMatch(reason);
    }
    expect((await api.request('GET', '/api/settings')).body).toMatchObject({
      services: [STREAMCO, NIMBUS],
      region: 'US',
    });
    expect((await api.request('PUT', '/api/settings', { body: { services: [] } })).body).toMatchObject({
      services: [],
    });
  });

  it('refuses services while TMDb cannot be asked for the region’s list, and changes nothing', async () => {
    fake.setMode('server-error');
    const refused = await api.request('PUT', '/api/settings', { body: { services: [STREAMCO] } });
    expect(refused.status).toBe(503);
    expect((refused.body as { message: string }).message).toMatch(/TMDb/);
    fake.setMode('normal');
    expect((await api.request('GET', '/api/settings')).body).toMatchObject({ services: [] });
  });
});

describe('a title’s availability', () => {
  it('is kept when a title is added, from its details, and the list carries it in short', async () => {
    const velvet = await add(VELVET_STATIC);
    const glass = await add(GLASS_HARBOR);
    const untitled = await add(UNTITLED);
    const saltmarsh = await add(SALTMARSH, 'tv');
    // The details answer (with its watch/providers append) is all it took.
    expect(providerCalls()).toBe(0);
    expect(velvet.availability).toEqual({ streams: [NIMBUS, STREAMCO], now: [], left: [] });
    expect((await listed(glass.id))?.availability).toEqual({ streams: [], now: [], left: [] });
    expect((await listed(untitled.id))?.availability).toEqual({ streams: [], now: [], left: [] });
    expect((await listed(saltmarsh.id))?.availability).toEqual({ streams: [FREEWAVE], now: [], left: [] });

    const where = await availabilityOf('movie', VELVET_STATIC);
    expect(where).toMatchObject({
      region: 'US',
      source: 'tmdb',
      checkedAt: api.clock.now().toISOString(),
      stale: false,
      link: expect.stringContaining('locale=US') as string,
    });
    expect(where.offers.stream.map((provider) => provider.name)).toEqual(['Nimbus+', 'StreamCo']);
    expect(where.offers.rent).toEqual([
      { id: RENTBOX, name: 'RentBox', logoPath: '/pv2Logo.jpg', displayPriority: 6 },
    ]);
    expect(where.offers.buy).toEqual([]);
    expect((await availabilityOf('movie', GLASS_HARBOR)).offers).toMatchObject({
      stream: [],
      rent: [{ id: RENTBOX }],
    });
    expect((await availabilityOf('tv', SALTMARSH)).offers.ads.map((provider) => provider.id)).toEqual([
      FREEWAVE,
    ]);
    expect(providerCalls()).toBe(0);
  });

  it('is kept for a title an import adds (in the import worker), from its details', async () => {
    const csv = [
      'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
      'tt9100113,8,2024-07-01,Velvet Static,https://www.imdb.com/title/tt9100113/,movie,6.9,96,2024,Comedy,10,2024-06-14,',
    ].join('\n');
    const response = await api.request('POST', '/api/library/import', {
      body: { csvData: csv, viewer: 'person1' },
    });
    expect(response.status, response.text).toBe(200);
    const all = libraryItemSchema.array().parse((await api.request('GET', '/api/library/all')).body);
    const imported = all.find((item) => item.tmdbId === VELVET_STATIC);
    expect(imported).toBeDefined();
    expect((await listed(imported?.id ?? 0))?.availability).toEqual({
      streams: [NIMBUS, STREAMCO],
      now: [],
      left: [],
    });
    expect(providerCalls()).toBe(0);
  });

  it('answers for a title outside the library from its details, without keeping it', async () => {
    const where = await availabilityOf('movie', LANTERN_KEEPER);
    expect(where).toMatchObject({ region: 'US', source: 'tmdb', checkedAt: null, stale: false });
    expect(where.offers.stream.map((provider) => provider.id)).toEqual([STREAMCO]);
    expect((await api.request('GET', '/api/availability/movie/999999')).status).toBe(404);
    const seen = await api.request('PUT', `/api/availability/movie/${LANTERN_KEEPER}/seen`);
    expect(seen.status).toBe(404);
    expect((seen.body as { message: string }).message).toMatch(/No library item/);
  });

  it('is checked again when opened a day later, and not before', async () => {
    await add(VELVET_STATIC);
    api.clock.advance(DAY_MS - 60_000);
    await availabilityOf('movie', VELVET_STATIC);
    expect(providerCalls()).toBe(0);
    api.clock.advance(2 * 60_000);
    const where = await availabilityOf('movie', VELVET_STATIC);
    expect(providerCalls()).toBe(1);
    expect(where).toMatchObject({ checkedAt: api.clock.now().toISOString(), stale: false });
  });

  it('keeps the last known availability, marked stale, while TMDb is down', async () => {
    const velvet = await add(VELVET_STATIC);
    const checkedAt = api.clock.now().toISOString();
    api.clock.advance(2 * DAY_MS);
    fake.setMode('server-error');
    const where = await availabilityOf('movie', VELVET_STATIC);
    expect(where).toMatchObject({ checkedAt, stale: true });
    expect(where.offers.stream.map((provider) => provider.id)).toEqual([NIMBUS, STREAMCO]);
    expect((await listed(velvet.id))?.availability?.streams).toEqual([NIMBUS, STREAMCO]);

    const started = await api.request('POST', '/api/availability/check');
    expect(started.status).toBe(202);
    const job = await finishedCheck();
    expect(job).toMatchObject({ state: 'finished', reason: 'daily', total: 1, checked: 0, failed: 1 });
    expect(job.message).toMatch(/1 could not be checked/);
    expect((await availabilityOf('movie', VELVET_STATIC)).checkedAt).toBe(checkedAt);

    fake.setMode('normal');
    expect(await availabilityOf('movie', VELVET_STATIC)).toMatchObject({ stale: false });
  });

  it('says it could not be checked when TMDb was never reached, and invents nothing', async () => {
    fake.setMode('server-error');
    const item = await add(GLASS_HARBOR);
    expect(item.availability).toBeNull();
    const where = await availabilityOf('movie', GLASS_HARBOR);
    expect(where).toMatchObject({ checkedAt: null, stale: true, link: null });
    expect(Object.values(where.offers).flat()).toEqual([]);
  });
});

describe('the daily check', () => {
  it('checks the unfinished titles not checked for a day, on the shared pace, and tells what changed', async () => {
    const velvet = await add(VELVET_STATIC);
    const keeper = await add(LANTERN_KEEPER);
    const watched = await add(GLASS_HARBOR, 'movie', 'watched');

    // Nothing is due yet: nothing starts.
    const early = await api.request('POST', '/api/availability/check');
    expect(early.status).toBe(200);
    expect(providerCalls()).toBe(0);

    setWatchProviders(movieFixture(VELVET_STATIC), 'US', { flatrate: ['streamCo', 'tidewater'] });
    api.clock.advance(DAY_MS);
    const etag = (await api.request('GET', '/api/library/all')).headers.get('etag');
    expect((await api.request('POST', '/api/availability/check')).status).toBe(202);
    const job = await finishedCheck();
    expect(job).toMatchObject({ state: 'finished', reason: 'daily', region: 'US', total: 2, checked: 2 });
    expect(job.message).toBe('Checked where to watch 2 of 2 titles in United States');
    // The watched title is left alone.
    expect(
      fake.calls
        .filter((call) => call.path.endsWith('/watch/providers'))
        .map((call) => call.path)
        .sort(),
    ).toEqual([`/movie/${LANTERN_KEEPER}/watch/providers`, `/movie/${VELVET_STATIC}/watch/providers`]);
    expect((await listed(watched.id))?.availability?.streams).toEqual([]);

    // Velvet Static came to Tidewater TV and left Nimbus+: the list says so, and its ETag moved.
    const after = await api.request('GET', '/api/library/all', { headers: { 'if-none-match': etag ?? '' } });
    expect(after.status).toBe(200);
    expect((await listed(velvet.id))?.availability).toEqual({
      streams: [STREAMCO, TIDEWATER],
      now: [TIDEWATER],
      left: [NIMBUS],
    });
    expect((await listed(keeper.id))?.availability).toEqual({ streams: [STREAMCO], now: [], left: [] });

    // A change undone before the household looked says nothing.
    setWatchProviders(movieFixture(VELVET_STATIC), 'US', { flatrate: ['nimbusPlus', 'streamCo'] });
    api.clock.advance(DAY_MS);
    await api.request('POST', '/api/availability/check');
    await finishedCheck();
    expect((await listed(velvet.id))?.availability).toEqual({
      streams: [NIMBUS, STREAMCO],
      now: [],
      left: [],
    });

    // Once opened, the changes are told.
    setWatchProviders(movieFixture(VELVET_STATIC), 'US', { rent: ['rentBox'] });
    api.clock.advance(DAY_MS);
    await api.request('POST', '/api/availability/check');
    await finishedCheck();
    expect((await listed(velvet.id))?.availability).toEqual({
      streams: [],
      now: [],
      left: [NIMBUS, STREAMCO],
    });
    const seen = await api.request('PUT', `/api/availability/movie/${VELVET_STATIC}/seen`);
    expect(seen.status).toBe(200);
    expect((await listed(velvet.id))?.availability).toEqual({ streams: [], now: [], left: [] });
  });

  it('leaves the list’s ETag alone when nothing changed', async () => {
    await add(VELVET_STATIC);
    const etag = (await api.request('GET', '/api/library/all')).headers.get('etag') ?? '';
    api.clock.advance(DAY_MS);
    await api.request('POST', '/api/availability/check');
    expect(await finishedCheck()).toMatchObject({ checked: 1 });
    expect(
      (await api.request('GET', '/api/library/all', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
  });
});

describe('a region change', () => {
  it('checks every title again for the new region, as a job with progress', async () => {
    const keeper = await add(LANTERN_KEEPER);
    const velvet = await add(VELVET_STATIC, 'movie', 'watched');
    const untitled = await add(UNTITLED);
    expect(
      availabilityJobSchema.parse((await api.request('GET', '/api/availability/check')).body),
    ).toMatchObject({
      state: 'idle',
      message: 'No availability check has run since the server started',
    });

    const changed = await api.request('PUT', '/api/settings', { body: { region: 'DE' } });
    expect(changed.status).toBe(200);
    const running = availabilityJobSchema.parse((await api.request('GET', '/api/availability/check')).body);
    expect(running).toMatchObject({ reason: 'region', region: 'DE', total: 3 });
    const job = await finishedCheck();
    expect(job).toMatchObject({ state: 'finished', reason: 'region', region: 'DE', done: 3, checked: 3 });
    expect(job.message).toBe('Checked where to watch 3 of 3 titles in Germany');

    expect((await listed(keeper.id))?.availability).toEqual({ streams: [FREEWAVE], now: [], left: [] });
    expect((await listed(velvet.id))?.availability).toEqual({ streams: [], now: [], left: [] });
    expect((await listed(untitled.id))?.availability).toEqual({ streams: [], now: [], left: [] });
    expect(await availabilityOf('movie', LANTERN_KEEPER)).toMatchObject({ region: 'DE', stale: false });

    // The same region again checks nothing.
    const calls = providerCalls();
    await api.request('PUT', '/api/settings', { body: { region: 'DE' } });
    await finishedCheck();
    expect(providerCalls()).toBe(calls);
  });
});

describe('bad input', () => {
  it.each([
    ['GET', '/api/availability/film/1', /mediaType/],
    ['GET', '/api/availability/movie/abc', /tmdbId/],
    ['GET', '/api/availability/movie/0', /tmdbId/],
    ['PUT', '/api/availability/series/1/seen', /mediaType/],
  ])('%s %s is a 400 that says why', async (method, path, reason) => {
    const response = await api.request(method, path);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(reason);
  });

  it('needs a session', async () => {
    for (const path of [
      '/api/availability/providers',
      '/api/availability/check',
      '/api/availability/movie/1',
    ]) {
      expect((await api.request('GET', path, { token: null })).status).toBe(401);
    }
  });
});

describe('without a TMDb key', () => {
  let offline: ApiHarness;
  beforeEach(async () => {
    offline = await startApiHarness();
    await offline.login();
  });
  afterEach(async () => {
    await offline.close();
  });

  it('has no availability and invents none', async () => {
    const added = await offline.request('POST', '/api/library', {
      body: { tmdbId: 90000001, mediaType: 'movie', title: 'x', ownership: 'together' },
    });
    expect(libraryItemSchema.parse(added.body).availability).toBeNull();
    const where = titleAvailabilitySchema.parse(
      (await offline.request('GET', '/api/availability/movie/90000001')).body,
    );
    expect(where).toMatchObject({ source: 'offline', checkedAt: null, stale: false });
    expect(Object.values(where.offers).flat()).toEqual([]);
    expect((await offline.request('GET', '/api/availability/providers')).body).toEqual({
      region: 'US',
      source: 'offline',
      providers: [],
    });
    const refused = await offline.request('PUT', '/api/settings', { body: { services: [8] } });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toMatch(/TMDb key/);
    expect((await offline.request('PUT', '/api/settings', { body: { services: [] } })).status).toBe(200);
    await offline.request('PUT', '/api/settings', { body: { region: 'GB' } });
    expect((await offline.request('GET', '/api/availability/check')).body).toMatchObject({ state: 'idle' });
  });
});
