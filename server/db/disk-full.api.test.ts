import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statisticsSchema } from '#domain/schemas/statistics';
import { isDiskFull } from './connection';
import { hashToken } from '../features/auth/tokens';
import { UNSAVED_SESSIONS_MAX } from '../features/auth/unsaved-sessions';
import { startApiHarness, TEST_PIN, type ApiHarness } from '../test-support/api-harness';
import { fakeFilmData } from '../test-support/fake-film-data';
import { startFakeFilmServer } from '../test-support/fake-film-server';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
});
afterEach(() => api.close());

/**
 * A full disk, without filling one: the app's connection may not grow the file past its current size
 * (PRAGMA max_page_count), and the free pages and those of the sessions and film-cache tables are filled first.
 */
function fillTheDisk(): void {
  const pages = Number(api.db.pragma('page_count', { simple: true }));
  api.db.pragma(`max_page_count = ${pages}`);
  const fillers = [
    api.db.prepare(
      'INSERT INTO sessions (token_hash, remember_device, created_at, last_seen_at, expires_at) VALUES (?, 0, 0, 0, 9e15)',
    ),
    api.db.prepare(
      "INSERT INTO film_cache (key, kind, body, fetched_at, expires_at) VALUES (?, 'search', '', 0, 0)",
    ),
  ];
  for (const filler of fillers) {
    for (;;) {
      try {
        filler.run(randomBytes(32).toString('hex'));
      } catch (error) {
        if (isDiskFull(error)) break;
        throw error;
      }
    }
  }
}

const login = (pin: string) =>
  api.request('POST', '/api/auth/login', { token: null, body: { username: 'user', pin } });

describe('a full disk', () => {
  it('refuses a write with a 507 JSON that says so, and changes nothing', async () => {
    await api.login({ rememberDevice: true });
    fillTheDisk();
    // Longer than a page holds: it needs a page the disk does not have.
    const long = 'x'.repeat(2000);
    const response = await api.request('POST', '/api/library', {
      body: {
        tmdbId: 278,
        mediaType: 'movie',
        title: 'Kept?',
        ownership: 'together',
        overview: long,
        director: long,
        creator: long,
      },
    });
    expect(response.status).toBe(507);
    expect(response.body).toEqual({
      message:
        "The server's disk is full, so nothing was saved. Free some space on the server, then try again.",
    });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM library_items').get()).toEqual({ n: 0 });
    // Reading goes on, an idle session's sliding expiry included.
    api.clock.advance(60_000);
    expect((await api.request('GET', '/api/library/all')).status).toBe(200);
  });

  it('still unlocks with the right PIN (the throttle keeping its count in memory meanwhile)', async () => {
    fillTheDisk();
    const wrong = await login('0000');
    expect(wrong.status).toBe(401);
    const unlocked = await login(TEST_PIN);
    expect(unlocked.status).toBe(200);
    const token = (unlocked.body as { authToken: string }).authToken;
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(200);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM disk_reserve').get()).toEqual({ n: 0 });

    // Wrong guesses are still throttled, though the disk takes no record of them.
    let status = 401;
    for (let guess = 0; guess < 10 && status === 401; guess += 1) status = (await login('0000')).status;
    expect(status).toBe(429);
    expect((await login(TEST_PIN)).status).toBe(429);
  });
});

describe('a full disk with no space kept for an unlock', () => {
  /** The space kept inside the database for an unlock was spent by an earlier one, and the disk is still full. */
  function fillTheDiskAndItsReserve(): void {
    api.db.prepare('DELETE FROM disk_reserve').run();
    fillTheDisk();
    // Then the room left in the sessions' pages, with rows the size of a real session's, until none fits.
    const session = api.db.prepare(
      'INSERT INTO sessions (token_hash, image_key_hash, remember_device, created_at, last_seen_at, expires_at) VALUES (?, ?, 0, 0, 0, 9e15)',
    );
    for (let refused = 0; refused < 200;) {
      try {
        session.run(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'));
        refused = 0;
      } catch (error) {
        if (!isDiskFull(error)) throw error;
        refused += 1;
      }
    }
  }
  const storedSessions = (token: string) =>
    api.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?').get(hashToken(token));
  const unlock = async () => {
    const unlocked = await login(TEST_PIN);
    expect(unlocked.status).toBe(200);
    return (unlocked.body as { authToken: string }).authToken;
  };

  it('still unlocks with the right PIN, and saves the session once the disk has room', async () => {
    fillTheDiskAndItsReserve();
    const token = await unlock();
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(200);
    expect((await api.request('GET', '/api/library/all', { token })).status).toBe(200);
    expect(storedSessions(token)).toEqual({ n: 0 });

    api.db.pragma('max_page_count = 1073741823');
    api.clock.advance(15_000);
    expect((await api.request('GET', '/api/library/all', { token })).status).toBe(200);
    expect(storedSessions(token)).toEqual({ n: 1 });
    expect((await api.request('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(401);
  });

  it('keeps a bounded number of sessions in memory, the oldest going first', async () => {
    fillTheDiskAndItsReserve();
    const tokens = [];
    for (let count = 0; count <= UNSAVED_SESSIONS_MAX; count += 1) tokens.push(await unlock());
    expect((await api.request('GET', '/api/auth/verify', { token: tokens[0] })).status).toBe(401);
    expect((await api.request('GET', '/api/auth/verify', { token: tokens[1] })).status).toBe(200);
  });

  it('ends a session kept in memory when the PIN is reset meanwhile', async () => {
    fillTheDiskAndItsReserve();
    const token = await unlock();
    api.db.pragma('max_page_count = 1073741823');
    api.db.prepare("UPDATE credentials SET pin_hash = 'reset elsewhere'").run();
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(401);
  });
});

describe('a full disk and the recap', () => {
  it('answers the recap of what was recorded, computed without keeping its tallies, and says so once', async () => {
    const logLines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    await api.close();
    api = await startApiHarness({ app: { logger: { level: 'warn', stream } } });
    await api.login({ rememberDevice: true });
    const added = await api.request('POST', '/api/library', {
      body: { tmdbId: 278, mediaType: 'movie', title: 'Kept', ownership: 'together', runtime: 100 },
    });
    expect(added.status).toBe(201);
    const { id } = added.body as { id: number };
    // 300 viewings on 300 days: more tallies than the pages a full disk has left.
    api.db
      .prepare(
        `WITH RECURSIVE n (i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 299)
         INSERT INTO viewings (library_item_id, watched_date, viewer, created_at, updated_at)
         SELECT ?, date('2025-01-01', '+' || i || ' days'), 'both', '2026-01-01', '2026-01-01' FROM n`,
      )
      .run(id);
    fillTheDisk();

    for (let time = 0; time < 2; time += 1) {
      const response = await api.request('GET', '/api/statistics?timeframe=all-time');
      expect(response.status, response.text).toBe(200);
      const recap = statisticsSchema.parse(response.body);
      expect(recap.heroCards.totalFinished).toBe(1);
      expect(recap.heroCards.totalWatchTimeHours).toBe(500);
    }
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM recap_stale').get()).toEqual({ n: 1 });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM recap_title_days').get()).toEqual({ n: 0 });
    expect(logLines.filter((line) => line.includes('recap tallies not kept'))).toHaveLength(1);

    // Room again: the next recap keeps its tallies.
    api.db.pragma('max_page_count = 1073741823');
    const later = await api.request('GET', '/api/statistics?timeframe=all-time');
    expect(statisticsSchema.parse(later.body).heroCards.totalWatchTimeHours).toBe(500);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM recap_title_days').get()).toEqual({ n: 300 });
  });
});

describe('a full disk and the film database', () => {
  it('serves a search it cannot keep in its cache', async () => {
    const fake = await startFakeFilmServer();
    await api.close();
    api = await startApiHarness({
      filmData: (deps) =>
        fakeFilmData(fake, deps, { config: { TMDB_API_TOKEN: fake.tmdbToken }, warn: () => undefined }),
    });
    try {
      await api.login({ rememberDevice: true });
      fillTheDisk();
      const response = await api.request('GET', '/api/tmdb/search?query=lantern&type=multi');
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).toContain('Lantern');
    } finally {
      await fake.close();
    }
  });
});

describe('a read-only database', () => {
  it('refuses a write with a 503 JSON that says so', async () => {
    await api.login();
    api.db.pragma('query_only = ON');
    const response = await api.request('PUT', '/api/settings', { body: { theme: 'dark' } });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      message: 'The database cannot be written (its file or folder is read-only), so nothing was saved.',
    });
  });
});
