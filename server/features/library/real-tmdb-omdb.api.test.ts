import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryItemSchema, seasonSchema, type LibraryItem } from '#domain/schemas/library';
import type { ApiHarness } from '../../test-support/api-harness';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';
import { loadRealRecordings } from '../../test-support/real-recordings';

// The app's real TMDb and OMDb clients fed answers really recorded from both services (test-fixtures/real-data).
const GAME_OF_THRONES = { tmdbId: 1399, imdbId: 'tt0944947' };

let recordings: ReturnType<typeof loadRealRecordings>;
let fake: FakeFilmServer;
let api: ApiHarness;
let harness: TmdbHarness;

beforeEach(async () => {
  recordings = loadRealRecordings();
  harness = await startTmdbHarness({ recordings });
  ({ fake, api } = harness);
});
afterEach(async () => {
  await harness.close();
});

async function addSeries(tmdbId: number): Promise<LibraryItem> {
  const response = await api.request('POST', '/api/library', {
    body: { tmdbId, mediaType: 'tv', title: 'Client title', ownership: 'together' },
  });
  expect(response.status, response.text).toBe(201);
  return libraryItemSchema.parse(response.body);
}

async function stored(id: number): Promise<LibraryItem | undefined> {
  const response = await api.request('GET', '/api/library/all');
  return libraryItemSchema
    .array()
    .parse(response.body)
    .find((entry) => entry.id === id);
}

async function refreshed() {
  const started = await api.request('POST', '/api/library/refresh-metadata', { body: {} });
  expect(started.status, started.text).toBe(202);
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const job = await api.request('GET', '/api/library/refresh-metadata');
    if ((job.body as { state: string }).state === 'finished') return job.body;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the refresh job did not finish');
}

describe('real TMDb answers', () => {
  it("gives a series its typical episode's runtime, not its finale's (Game of Thrones: 57, not 80)", async () => {
    const series = await addSeries(GAME_OF_THRONES.tmdbId);
    // episode_run_time is [] and the last episode (the finale) ran 80 minutes; season 1's median is 57.
    expect(series).toMatchObject({ title: 'Game of Thrones', runtime: 57, imdbId: GAME_OF_THRONES.imdbId });
    expect(fake.callCount((call) => call.path === '/tv/1399/season/1')).toBe(1);
  });

  it("takes TMDb's episode_run_time when it gives one, without asking for a season", async () => {
    const clerks = await addSeries(2);
    expect(clerks.runtime).toBe(132);
    expect(fake.callCount((call) => call.path.startsWith('/tv/2/season'))).toBe(0);
  });

  it('puts the right runtime in place of a wrong stored one on Refresh Metadata', async () => {
    const series = await addSeries(GAME_OF_THRONES.tmdbId);
    api.db.prepare('UPDATE library_items SET runtime = 80 WHERE id = ?').run(series.id);
    expect((await stored(series.id))?.runtime).toBe(80);
    expect(await refreshed()).toMatchObject({ refreshed: 1, failed: 0 });
    expect((await stored(series.id))?.runtime).toBe(57);
  });

  it('lists the specials after the numbered seasons', async () => {
    const series = await addSeries(GAME_OF_THRONES.tmdbId);
    const response = await api.request('GET', `/api/seasons/${series.id}`);
    const names = seasonSchema
      .array()
      .parse(response.body)
      .map((season) => season.name);
    expect(names).toEqual([...Array.from({ length: 8 }, (_, at) => `Season ${at + 1}`), 'Specials']);
  });
});

describe("OMDb's own 'Request limit reached!' answer", () => {
  it('pauses ratings for the day, keeps the stored ones, and the refresh job says so', async () => {
    const series = await addSeries(GAME_OF_THRONES.tmdbId);
    expect(series.imdbRating).toBe(9.2);
    const limit = recordings.omdbErrors.get('limit');
    if (!limit) throw new Error('no recorded limit answer');
    recordings.omdb.set(GAME_OF_THRONES.imdbId, limit);

    const job = await refreshed();
    expect(job).toMatchObject({ refreshed: 1, ratingsPausedForToday: true });
    expect((job as { message: string }).message).toMatch(/calls for today ran out/);
    expect((await stored(series.id))?.imdbRating).toBe(9.2);

    // No more OMDb calls today: the next refresh does not ask.
    fake.resetCalls();
    expect(await refreshed()).toMatchObject({ ratingsPausedForToday: true });
    expect(fake.callCount((call) => call.service === 'omdb')).toBe(0);
  });
});
