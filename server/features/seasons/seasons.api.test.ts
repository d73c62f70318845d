import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rollupOf } from '#domain/rules/season-rollup';
import type { SeasonSummary } from '#domain/schemas/film';
import type { ItemStatus, Season, SeasonStatus, SeasonWatch } from '#domain/schemas/library';
import type { Db } from '../../db/connection';
import { createOfflineFilmData } from '../../film-data/offline/offline-film-data';
import { createLibraryFeatures } from '../../library-features';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { createSeasonsRepository } from './repository';
import type { SeasonsService } from './service';

let api: ApiHarness;
let service: SeasonsService;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login();
  // The seasons wired to the library as the app wires them, on the test app's database and clock.
  service = createLibraryFeatures({
    db: api.db,
    filmData: createOfflineFilmData(),
    clock: api.clock,
    logger: { warn: () => undefined, error: () => undefined },
    availability: { recordFromDetails: () => undefined },
    services: () => [],
  }).seasons;
});
afterEach(async () => {
  await api.close();
});

const MINUTE = 60_000;
let nextTmdbId = 1000;

function insertItem(db: Db, mediaType: 'movie' | 'tv' = 'tv', status: ItemStatus = 'to_watch'): number {
  const at = '2026-01-01T00:00:00.000Z';
  const result = db
    .prepare(
      `INSERT INTO library_items (tmdb_id, media_type, title, ownership, status, date_added, updated_at)
       VALUES (?, ?, ?, 'together', ?, ?, ?)`,
    )
    .run(nextTmdbId++, mediaType, `Title ${nextTmdbId}`, status, at, at);
  return Number(result.lastInsertRowid);
}

const summary = (seasonNumber: number, overrides: Partial<SeasonSummary> = {}): SeasonSummary => ({
  seasonNumber,
  name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
  episodeCount: 10,
  airDate: `${2000 + seasonNumber}-09-01`,
  posterPath: `/s${seasonNumber}.jpg`,
  overview: `Season ${seasonNumber} overview.`,
  ...overrides,
});

function seriesWith(seasonNumbers: number[], status: ItemStatus = 'to_watch'): number {
  const id = insertItem(api.db, 'tv', status);
  service.syncFromFilmData(
    id,
    seasonNumbers.map((n) => summary(n)),
  );
  return id;
}

async function seasonsOf(itemId: number): Promise<Season[]> {
  const response = await api.request('GET', `/api/seasons/${itemId}`);
  expect(response.status).toBe(200);
  return response.body as Season[];
}

async function seasonIdOf(itemId: number, seasonNumber: number): Promise<number> {
  const season = (await seasonsOf(itemId)).find((s) => s.seasonNumber === seasonNumber);
  if (!season) throw new Error(`no season ${seasonNumber}`);
  return season.id;
}

async function setStatus(seasonId: number, status: SeasonStatus) {
  return api.request('PUT', `/api/season/${seasonId}`, { body: { status } });
}

async function watchesOf(itemId: number): Promise<SeasonWatch[]> {
  const response = await api.request('GET', `/api/season-watches/all/${itemId}`);
  expect(response.status).toBe(200);
  return response.body as SeasonWatch[];
}

const itemRow = (id: number) =>
  api.db
    .prepare<[number], Record<string, string | null>>(
      'SELECT status, date_started, date_finished, finished_date, updated_at FROM library_items WHERE id = ?',
    )
    .get(id);

/** Every row the seasons feature owns or touches, to show a refused request changed nothing. */
const snapshot = () => ({
  seasons: api.db.prepare('SELECT * FROM seasons ORDER BY id').all(),
  watches: api.db.prepare('SELECT * FROM season_watches ORDER BY id').all(),
  items: api.db.prepare('SELECT id, status, updated_at FROM library_items ORDER BY id').all(),
});

const expectError = (response: { status: number; body: unknown }, status: number, reason: RegExp) => {
  expect(response.status).toBe(status);
  expect((response.body as { message: string }).message).toMatch(reason);
};

describe('GET /api/seasons/{id}', () => {
  it('lists the seasons of a series in season order, the specials last, with every field', async () => {
    const id = insertItem(api.db);
    service.syncFromFilmData(id, [summary(2), summary(0), summary(1, { episodeCount: null, airDate: null })]);
    const seasons = await seasonsOf(id);
    expect(seasons.map((s) => s.seasonNumber)).toEqual([1, 2, 0]);
    expect(seasons[0]).toEqual({
      id: expect.any(Number) as number,
      libraryItemId: id,
      seasonNumber: 1,
      name: 'Season 1',
      status: 'to_watch',
      posterPath: '/s1.jpg',
      episodeCount: null,
      airDate: null,
      overview: 'Season 1 overview.',
      episodeBookmark: null,
      listed: true,
    });
  });

  it('answers [] for a movie or a series without seasons', async () => {
    expect(await seasonsOf(insertItem(api.db, 'movie'))).toEqual([]);
    expect(await seasonsOf(insertItem(api.db, 'tv'))).toEqual([]);
  });

  it('answers 404 for an unknown item and 400 for an id that is not a positive whole number', async () => {
    expectError(await api.request('GET', '/api/seasons/999'), 404, /999/);
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      expectError(await api.request('GET', `/api/seasons/${bad}`), 400, /id must be a positive whole number/);
    }
  });
});

describe('PUT /api/season/{seasonId}', () => {
  it('sets the status, answers the updated season and bumps the item', async () => {
    const id = seriesWith([1, 2]);
    const seasonId = await seasonIdOf(id, 2);
    api.clock.advance(5 * MINUTE);
    const response = await setStatus(seasonId, 'watching');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...(await seasonsOf(id))[1], status: 'watching' });
    expect((await seasonsOf(id)).map((s) => s.status)).toEqual(['to_watch', 'watching']);
    const item = api.db.prepare<[number], { updated_at: string }>(
      'SELECT updated_at FROM library_items WHERE id = ?',
    );
    expect(item.get(id)?.updated_at).toBe(api.clock.now().toISOString());
  });

  it('accepts every season status, and setting the same status again changes nothing', async () => {
    const seasonId = await seasonIdOf(seriesWith([1]), 1);
    for (const status of ['watching', 'watched', 'rewatch', 'to_watch'] as const) {
      expect(((await setStatus(seasonId, status)).body as Season).status).toBe(status);
    }
    const before = snapshot();
    api.clock.advance(MINUTE);
    expect((await setStatus(seasonId, 'to_watch')).status).toBe(200);
    expect(snapshot()).toEqual(before);
  });

  it('refuses bad input with a 4xx that says why, and changes nothing', async () => {
    const id = seriesWith([1]);
    const seasonId = await seasonIdOf(id, 1);
    await setStatus(seasonId, 'watched');
    const before = snapshot();
    api.clock.advance(MINUTE);
    const allowed = /status must be one of to_watch, watching, watched or rewatch/;
    expectError(await setStatus(987654, 'watched'), 404, /No season with id 987654/);
    expectError(
      await api.request('PUT', `/api/season/${seasonId}`, { body: { status: 'done' } }),
      400,
      allowed,
    );
    expectError(
      await api.request('PUT', `/api/season/${seasonId}`, { body: { status: null } }),
      400,
      allowed,
    );
    expectError(await api.request('PUT', `/api/season/${seasonId}`, { body: {} }), 400, allowed);
    expectError(
      await api.request('PUT', `/api/season/${seasonId}`, { body: { status: 'to_watch', extra: 1 } }),
      400,
      /extra/,
    );
    expectError(await api.request('PUT', `/api/season/${seasonId}`), 400, /body/);
    expectError(await api.request('PUT', `/api/season/${seasonId}`, { rawBody: '{"status":' }), 400, /JSON/i);
    for (const bad of ['abc', '0', '-3', '2.5']) {
      expectError(
        await api.request('PUT', `/api/season/${bad}`, { body: { status: 'to_watch' } }),
        400,
        /seasonId must be a positive whole number/,
      );
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('season watches', () => {
  it('rewatch cycles record watches 0, 1, 2 with the finish times', async () => {
    const id = seriesWith([1]);
    const seasonId = await seasonIdOf(id, 1);
    const finishedAt: string[] = [];
    await setStatus(seasonId, 'watching');
    for (const cycle of [0, 1, 2]) {
      if (cycle > 0) {
        api.clock.advance(MINUTE);
        expect(((await setStatus(seasonId, 'rewatch')).body as Season).status).toBe('rewatch');
      }
      api.clock.advance(MINUTE);
      await setStatus(seasonId, 'watched');
      finishedAt.push(api.clock.now().toISOString());
    }
    expect(await watchesOf(id)).toEqual(
      finishedAt.map((at, rewatchIndex) => ({
        id: expect.any(Number) as number,
        seasonId,
        seasonNumber: 1,
        rewatchIndex,
        lastFinishedAt: at,
        createdAt: at,
      })),
    );
  });

  it('watching a season again without a rewatch moves the latest watch instead of adding one', async () => {
    const id = seriesWith([1]);
    const seasonId = await seasonIdOf(id, 1);
    await setStatus(seasonId, 'watched');
    const created = api.clock.now().toISOString();
    api.clock.advance(MINUTE);
    await setStatus(seasonId, 'to_watch');
    expect(await watchesOf(id)).toHaveLength(1);
    api.clock.advance(MINUTE);
    await setStatus(seasonId, 'watched');
    expect(await watchesOf(id)).toEqual([
      expect.objectContaining({
        rewatchIndex: 0,
        createdAt: created,
        lastFinishedAt: api.clock.now().toISOString(),
      }),
    ]);
  });

  it('lists the watches of an item by season, then rewatch index', async () => {
    const id = seriesWith([0, 1, 2]);
    for (const seasonNumber of [2, 1, 0, 2]) {
      const seasonId = await seasonIdOf(id, seasonNumber);
      await setStatus(seasonId, 'rewatch');
      await setStatus(seasonId, 'watched');
    }
    const watches = await watchesOf(id);
    expect(watches.map((w) => [w.seasonNumber, w.rewatchIndex])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(await watchesOf(seriesWith([1]))).toEqual([]);
    expect(await watchesOf(insertItem(api.db, 'movie'))).toEqual([]);
  });

  it('answers 404 for an unknown item and 400 for a bad id', async () => {
    expectError(await api.request('GET', '/api/season-watches/all/4242'), 404, /4242/);
    expectError(await api.request('GET', '/api/season-watches/all/x1'), 400, /id must be a positive/);
  });
});

describe('GET /api/library/{id}/season-rollup', () => {
  const rollupOfItem = async (id: number) => {
    const response = await api.request('GET', `/api/library/${id}/season-rollup`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('an item without seasons: no seasons, zeros, the item status', async () => {
    const empty = {
      hasSeasons: false,
      totalSeasons: 0,
      watchedSeasons: 0,
      rewatchSeasons: 0,
      completionPercentage: 0,
      currentSeason: null,
    };
    expect(await rollupOfItem(insertItem(api.db, 'tv', 'watching'))).toEqual({
      ...empty,
      overallStatus: 'watching',
    });
    expect(await rollupOfItem(insertItem(api.db, 'movie', 'watched'))).toEqual({
      ...empty,
      overallStatus: 'watched',
    });
  });

  it('leaves season 0 out of the progress and counts rewatch seasons', async () => {
    const id = seriesWith([0, 1, 2, 3]);
    await setStatus(await seasonIdOf(id, 0), 'watched');
    await setStatus(await seasonIdOf(id, 1), 'watched');
    await setStatus(await seasonIdOf(id, 2), 'rewatch');
    expect(await rollupOfItem(id)).toEqual({
      hasSeasons: true,
      overallStatus: 'watching',
      totalSeasons: 3,
      watchedSeasons: 1,
      rewatchSeasons: 1,
      completionPercentage: 67,
      currentSeason: { seasonNumber: 2, episodeBookmark: null, episodeCount: 10 },
    });
  });

  it('untouched seasons show the item status; a series of specials only counts them', async () => {
    expect(await rollupOfItem(seriesWith([1, 2], 'watching'))).toMatchObject({
      overallStatus: 'watching',
      currentSeason: { seasonNumber: 1 },
    });
    const specialsOnly = seriesWith([0]);
    await setStatus(await seasonIdOf(specialsOnly, 0), 'watched');
    expect(await rollupOfItem(specialsOnly)).toMatchObject({
      hasSeasons: true,
      overallStatus: 'watched',
      totalSeasons: 1,
      completionPercentage: 100,
      currentSeason: null,
    });
  });

  it('answers 404 for an unknown item and 400 for a bad id', async () => {
    expectError(await api.request('GET', '/api/library/31337/season-rollup'), 404, /31337/);
    expectError(await api.request('GET', '/api/library/abc/season-rollup'), 400, /id must be a positive/);
  });
});

describe('every seasons route needs a session', () => {
  it('answers 401 without one', async () => {
    const id = seriesWith([1]);
    const seasonId = await seasonIdOf(id, 1);
    const before = snapshot();
    for (const [method, path] of [
      ['GET', `/api/seasons/${id}`],
      ['PUT', `/api/season/${seasonId}`],
      ['GET', `/api/season-watches/all/${id}`],
      ['GET', `/api/library/${id}/season-rollup`],
    ] as const) {
      const body = method === 'PUT' ? { status: 'watched' } : undefined;
      const response = await api.request(method, path, { token: null, body });
      expect(response.status).toBe(401);
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('seasons service', () => {
  it('a sync that adds a season keeps every recorded status and watch, and refreshes the film data', async () => {
    const id = seriesWith([1, 2]);
    await setStatus(await seasonIdOf(id, 1), 'watched');
    await setStatus(await seasonIdOf(id, 1), 'rewatch');
    await setStatus(await seasonIdOf(id, 1), 'watched');
    await setStatus(await seasonIdOf(id, 2), 'watching');
    const watchesBefore = await watchesOf(id);
    const [first, second] = await seasonsOf(id);

    api.clock.advance(MINUTE);
    service.syncFromFilmData(id, [
      summary(1),
      summary(2, { name: 'The Second', episodeCount: 12, posterPath: null, overview: 'New words.' }),
      summary(3),
    ]);

    expect(await seasonsOf(id)).toEqual([
      first,
      { ...second, name: 'The Second', episodeCount: 12, posterPath: null, overview: 'New words.' },
      expect.objectContaining({ seasonNumber: 3, status: 'to_watch' }),
    ]);
    expect(await watchesOf(id)).toEqual(watchesBefore);
    expect(watchesBefore.map((w) => w.rewatchIndex)).toEqual([0, 1]);
  });

  it('a sync keeps seasons the film data no longer lists, marked so, and lists them again when they are back', async () => {
    const id = seriesWith([1, 2, 3]);
    await setStatus(await seasonIdOf(id, 3), 'watched');
    service.syncFromFilmData(id, [summary(1)]);
    expect((await seasonsOf(id)).map((s) => [s.seasonNumber, s.status, s.listed])).toEqual([
      [1, 'to_watch', true],
      [2, 'to_watch', false],
      [3, 'watched', false],
    ]);
    service.syncFromFilmData(id, []);
    expect((await seasonsOf(id)).map((s) => s.listed)).toEqual([true, false, false]);
    service.syncFromFilmData(id, [summary(1), summary(3)]);
    expect((await seasonsOf(id)).map((s) => [s.seasonNumber, s.status, s.listed])).toEqual([
      [1, 'to_watch', true],
      [2, 'to_watch', false],
      [3, 'watched', true],
    ]);
  });

  it('the whole-series changes leave out a season no longer listed that was never started', async () => {
    const id = seriesWith([1, 2, 3]);
    service.syncFromFilmData(id, [summary(1), summary(2)]);
    service.startWatching(id);
    service.markAllWatched(id);
    expect((await seasonsOf(id)).map((s) => [s.seasonNumber, s.status])).toEqual([
      [1, 'watched'],
      [2, 'watched'],
      [3, 'to_watch'],
    ]);
    expect(service.rollup(id)).toMatchObject({ overallStatus: 'watched', totalSeasons: 2 });
  });

  it('rollups: one per item with seasons, equal to the rule applied to its seasons', async () => {
    const a = seriesWith([0, 1, 2, 3], 'watching');
    const b = seriesWith([0], 'to_watch');
    const c = seriesWith([1, 2], 'watched');
    const withoutSeasons = insertItem(api.db, 'tv');
    const movie = insertItem(api.db, 'movie');
    await setStatus(await seasonIdOf(a, 0), 'watching');
    await setStatus(await seasonIdOf(a, 2), 'watched');
    await setStatus(await seasonIdOf(a, 3), 'rewatch');
    await setStatus(await seasonIdOf(c, 1), 'watched');
    await setStatus(await seasonIdOf(c, 2), 'watched');

    const all = service.rollups();
    expect([...all.keys()].sort((x, y) => x - y)).toEqual([a, b, c]);
    for (const [itemId, itemStatus] of [
      [a, 'watching'],
      [b, 'to_watch'],
      [c, 'watched'],
    ] as const) {
      expect(all.get(itemId)).toEqual(rollupOf(await seasonsOf(itemId), itemStatus));
    }
    expect(all.get(c)).toMatchObject({ overallStatus: 'watched', completionPercentage: 100 });

    const some = service.rollups([b, withoutSeasons, movie, 999]);
    expect([...some.keys()]).toEqual([b]);
    expect(service.rollups([]).size).toBe(0);
    expect(service.rollup(a)).toEqual(all.get(a));
    expect(service.rollup(withoutSeasons)).toBeNull();
    expect(service.rollup(movie)).toBeNull();
  });

  it('markAllWatched: counted seasons not watched or rewatch become watched, recording watches', async () => {
    const id = seriesWith([0, 1, 2, 3, 4]);
    await setStatus(await seasonIdOf(id, 2), 'watched');
    await setStatus(await seasonIdOf(id, 3), 'rewatch');
    await setStatus(await seasonIdOf(id, 4), 'watching');
    api.clock.advance(MINUTE);
    service.markAllWatched(id);
    expect((await seasonsOf(id)).map((s) => [s.seasonNumber, s.status])).toEqual([
      [1, 'watched'],
      [2, 'watched'],
      [3, 'rewatch'],
      [4, 'watched'],
      [0, 'to_watch'],
    ]);
    const at = api.clock.now().toISOString();
    expect(
      (await watchesOf(id)).map((w) => [w.seasonNumber, w.rewatchIndex, w.lastFinishedAt === at]),
    ).toEqual([
      [1, 0, true],
      [2, 0, false],
      [4, 0, true],
    ]);
  });

  it('startWatching: the first counted season becomes watching, only when none has started', async () => {
    const id = seriesWith([0, 1, 2]);
    service.startWatching(id);
    expect((await seasonsOf(id)).map((s) => s.status)).toEqual(['watching', 'to_watch', 'to_watch']);

    const started = seriesWith([1, 2]);
    await setStatus(await seasonIdOf(started, 2), 'watched');
    service.startWatching(started);
    expect((await seasonsOf(started)).map((s) => s.status)).toEqual(['to_watch', 'watched']);

    const specialsOnly = seriesWith([0]);
    service.startWatching(specialsOnly);
    expect((await seasonsOf(specialsOnly)).map((s) => s.status)).toEqual(['watching']);

    const none = insertItem(api.db, 'tv');
    service.startWatching(none);
    expect(await seasonsOf(none)).toEqual([]);
  });

  it('startWatching on a finished series starts the first season marked for rewatch, else the first', async () => {
    const rewatching = seriesWith([1, 2, 3]);
    service.markAllWatched(rewatching);
    await setStatus(await seasonIdOf(rewatching, 2), 'rewatch');
    service.startWatching(rewatching);
    expect((await seasonsOf(rewatching)).map((s) => s.status)).toEqual(['watched', 'watching', 'watched']);

    const finished = seriesWith([1, 2]);
    service.markAllWatched(finished);
    service.startWatching(finished);
    expect((await seasonsOf(finished)).map((s) => s.status)).toEqual(['watching', 'watched']);
  });

  it('markSeriesForRewatch: every watched season becomes rewatch; finishing them adds watch 1', async () => {
    const id = seriesWith([0, 1, 2, 3]);
    service.markAllWatched(id);
    await setStatus(await seasonIdOf(id, 0), 'watched');
    expect(service.markSeriesForRewatch(id)).toBe(4);
    expect((await seasonsOf(id)).map((s) => s.status)).toEqual(['rewatch', 'rewatch', 'rewatch', 'rewatch']);
    expect(service.markSeriesForRewatch(id)).toBe(0);
    service.markAllWatched(id);
    expect((await seasonsOf(id)).map((s) => s.status)).toEqual(['rewatch', 'rewatch', 'rewatch', 'rewatch']);
    await setStatus(await seasonIdOf(id, 1), 'watched');
    expect((await watchesOf(id)).map((w) => [w.seasonNumber, w.rewatchIndex])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 0],
      [3, 0],
    ]);
  });

  it('importProgress: the series follows, finished when its history says its last season was', async () => {
    const id = seriesWith([0, 1, 2]);
    const started = api.clock.now().toISOString();
    service.importProgress(await seasonIdOf(id, 1), 'watched', ['2021-06-01T20:00:00.000Z']);
    expect(itemRow(id)).toEqual({
      status: 'watching',
      date_started: started,
      date_finished: null,
      finished_date: null,
      updated_at: started,
    });
    api.clock.advance(MINUTE);
    service.importProgress(await seasonIdOf(id, 0), 'watched', ['2023-01-01T20:00:00.000Z']);
    service.importProgress(await seasonIdOf(id, 2), 'watched', [
      '2021-05-01T20:00:00.000Z',
      '2022-02-01T20:00:00.000Z',
    ]);
    expect(itemRow(id)).toEqual({
      status: 'watched',
      date_started: started,
      date_finished: '2022-02-01T20:00:00.000Z',
      finished_date: '2022-02-01T20:00:00.000Z',
      updated_at: api.clock.now().toISOString(),
    });
  });

  it('followSeasons: the status follows seasons written elsewhere; nothing for an item without seasons', () => {
    const id = seriesWith([1, 2]);
    const seasons = createSeasonsRepository(api.db);
    for (const seasonNumber of [1, 2]) {
      const stored = seasons.transferSeason(id, seasonNumber);
      if (!stored) throw new Error(`no season ${seasonNumber}`);
      seasons.writeTransferSeason(id, stored.id, { ...stored.season, status: 'watched' });
    }
    expect(itemRow(id)?.status).toBe('to_watch');
    api.clock.advance(MINUTE);
    service.followSeasons(id);
    const now = api.clock.now().toISOString();
    expect(itemRow(id)).toMatchObject({ status: 'watched', date_finished: now, updated_at: now });

    const withoutSeasons = insertItem(api.db, 'tv', 'watching');
    const movie = insertItem(api.db, 'movie', 'watched');
    const before = snapshot();
    api.clock.advance(MINUTE);
    for (const other of [id, withoutSeasons, movie, 31337]) service.followSeasons(other);
    expect(snapshot()).toEqual(before);
  });

  it('setStatus answers null for an unknown season', () => {
    expect(service.setStatus(123456, 'watched')).toBeNull();
  });
});
