import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayInZone } from '#domain/rules/household-day';
import { decodeUploadedText } from '#domain/rules/history/text-encoding';
import { importResponseSchema } from '#domain/schemas/transfer';
import { libraryItemSchema, watchInstanceSchema } from '#domain/schemas/library';
import { statisticsSchema, type StatisticsTimeframe } from '#domain/schemas/statistics';
import { restoreKeepingSecurity } from '../../household-restore';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { realExport } from '../../test-support/real-recordings';
import { recapFromScratch } from './recap-from-scratch.fixture';

// The recap through the API, after writes of every kind through the API, an import (the import worker writes on
// its own connection) and a restore (SQLite's backup API copies pages: no trigger fires), against the recap
// computed from scratch. New York, so that late-evening viewings fall on the day before in UTC.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// Titles of the bundled offline catalog (the harness's default film data).
const SHAWSHANK = 90000001;
const GODFATHER = 90000002;
const BREAKING_BAD = 90500001;
const CHERNOBYL = 90500010;

const TIMEFRAMES: StatisticsTimeframe[] = ['ytd', 'last-year', 'all-time'];
const VIEWERS = [null, 'person1', 'person2'] as const;

let api: ApiHarness;
let backups: string;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
  backups = mkdtempSync(join(tmpdir(), 'watchlist-tally-backups-'));
});
afterEach(async () => {
  await api.close();
  rmSync(backups, { recursive: true, force: true });
});

async function ok(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await api.request(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}

const add = async (tmdbId: number, mediaType: 'movie' | 'tv', ownership: string) =>
  libraryItemSchema.parse(await ok('POST', '/api/library', { tmdbId, mediaType, title: 'x', ownership })).id;

const view = async (id: number, watchedDate: string, viewer: string, userRating: string | null) =>
  watchInstanceSchema.parse(
    await ok('POST', `/api/library/${id}/watch-instances`, { watchedDate, viewer, userRating }),
  ).id;

async function seasonIds(seriesId: number): Promise<number[]> {
  const seasons = (await ok('GET', `/api/seasons/${seriesId}`)) as { id: number; seasonNumber: number }[];
  return seasons.filter((season) => season.seasonNumber > 0).map((season) => season.id);
}

/** Every timeframe and viewer as the API answers it, and computed from scratch on the database as it is now. */
async function expectSameAsFromScratch(context: string) {
  const today = dayInZone(api.clock.now());
  for (const timeframe of TIMEFRAMES) {
    for (const viewer of VIEWERS) {
      const response = await api.request(
        'GET',
        `/api/statistics?timeframe=${timeframe}${viewer ? `&viewer=${viewer}` : ''}`,
      );
      expect(response.status, response.text).toBe(200);
      const expected = recapFromScratch(api.db, timeframe, viewer, today);
      expect(
        statisticsSchema.parse(response.body),
        `${context}: ${timeframe} ${viewer ?? 'household'}`,
      ).toEqual(expected);
    }
  }
}

/** Films and series with viewings, season watches and reactions added, edited and deleted through the API. */
async function writeThroughTheApi() {
  const shawshank = await add(SHAWSHANK, 'movie', 'person1');
  const godfather = await add(GODFATHER, 'movie', 'together');
  const breakingBad = await add(BREAKING_BAD, 'tv', 'person2');
  const chernobyl = await add(CHERNOBYL, 'tv', 'together');
  await expectSameAsFromScratch('titles added');

  const first = await view(shawshank, '2026-01-01T03:30:00.000Z', 'both', 'up');
  const second = await view(shawshank, '2025-12-31', 'person2', 'neutral');
  const third = await view(godfather, '2026-03-02T21:00:00.000Z', 'person1', null);
  await view(godfather, '2025-06-01', 'person2', 'down');
  await expectSameAsFromScratch('viewings added');

  await ok('PUT', `/api/watch-instances/${first}`, {
    watchedDate: '2025-11-20T02:00:00.000Z',
    userRating: 'down',
  });
  await ok('PUT', `/api/watch-instances/${third}`, { viewer: 'person2', userRating: 'up' });
  await ok('PUT', `/api/watch-instances/${second}`, { watchedDate: '2026-06-14' });
  await expectSameAsFromScratch('viewings edited');

  await ok('DELETE', `/api/watch-instances/${second}`);
  await expectSameAsFromScratch('a viewing deleted');

  const [season1, season2] = await seasonIds(breakingBad);
  await ok('PUT', `/api/season/${season1}`, { status: 'watched' });
  api.clock.advance(86_400_000);
  await ok('PUT', `/api/season/${season2}`, { status: 'watched' });
  const [chernobylSeason] = await seasonIds(chernobyl);
  await ok('PUT', `/api/season/${chernobylSeason}`, { status: 'watched' });
  await expectSameAsFromScratch('season watches added');

  api.clock.advance(86_400_000);
  await ok('PUT', `/api/season/${season1}`, { status: 'rewatch' });
  await ok('PUT', `/api/season/${season1}`, { status: 'watched' });
  await ok('PUT', `/api/season/${chernobylSeason}`, { status: 'to_watch' });
  await expectSameAsFromScratch('season watches changed');

  await ok('PUT', `/api/library/${breakingBad}/reaction`, { reaction: 'up' });
  await ok('PUT', `/api/library/${godfather}/reaction`, { reaction: 'down' });
  await expectSameAsFromScratch('reactions set');
  await ok('PUT', `/api/library/${godfather}/reaction`, { reaction: null });
  await expectSameAsFromScratch('a reaction cleared');

  await ok('DELETE', `/api/library/${chernobyl}`);
  await expectSameAsFromScratch('a title deleted');
  return { shawshank, godfather, breakingBad };
}

describe('the recap from its tallies, through the API', () => {
  it('matches a computation from scratch after viewings, season watches and reactions are added, edited, deleted', async () => {
    await writeThroughTheApi();
  });

  it('matches it after imports, written by the import worker on its own connection', async () => {
    const { breakingBad } = await writeThroughTheApi();
    const exported = await fetch(`${api.baseUrl}/api/library/export`, {
      headers: { authorization: `Bearer ${api.token ?? ''}` },
    });
    const csvData = await exported.text();
    await ok('DELETE', `/api/library/${breakingBad}`);
    await expectSameAsFromScratch('before the imports');

    // The app's own file: the series comes back with its seasons, season watches and rewatch.
    const own = importResponseSchema.parse(await ok('POST', '/api/library/import', { csvData }));
    expect(own.format).toBe('watchlist');
    await expectSameAsFromScratch("after the app's own file");

    // A real Letterboxd diary: viewings with dates and ratings of the titles the offline catalog knows.
    const viewings = () => (api.db.prepare('SELECT COUNT(*) AS n FROM viewings').get() as { n: number }).n;
    const viewingsBefore = viewings();
    const diary = decodeUploadedText(realExport('letterboxd/extratone/diary.csv'));
    const letterboxd = importResponseSchema.parse(
      await ok('POST', '/api/library/import', { csvData: diary, fileName: 'diary.csv' }),
    );
    expect(letterboxd.format).toBe('letterboxd');
    expect(viewings()).toBeGreaterThan(viewingsBefore + 10);
    await expectSameAsFromScratch('after a Letterboxd diary');
  });

  it('matches it after a snapshot is restored into the running server', async () => {
    const { shawshank, godfather } = await writeThroughTheApi();
    // A snapshot as the daily backup takes it.
    const snapshot = join(backups, 'snapshot.db');
    api.db.prepare('VACUUM INTO ?').run(snapshot);
    const before = await api.request('GET', '/api/statistics?timeframe=all-time');

    // Written after the snapshot, and read by the recap (its tallies move on), then undone by the restore.
    await view(shawshank, '2026-06-10', 'person1', 'up');
    await ok('PUT', `/api/library/${godfather}/reaction`, { reaction: 'up' });
    await ok('DELETE', `/api/library/${shawshank}`);
    await expectSameAsFromScratch('after the snapshot');

    await restoreKeepingSecurity(snapshot, api.dbFile, api.clock.now());
    // A restore signs every session out.
    await api.login({ rememberDevice: true });
    await expectSameAsFromScratch('restored');
    expect((await api.request('GET', '/api/statistics?timeframe=all-time')).body).toEqual(before.body);

    await view(godfather, '2026-06-12', 'person1', 'up');
    await expectSameAsFromScratch('written after the restore');
  });
});
