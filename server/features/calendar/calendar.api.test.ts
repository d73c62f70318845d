import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  calendarFeedSchema,
  calendarFeedStatusSchema,
  comingSoonResponseSchema,
  upNextResponseSchema,
} from '#domain/schemas/calendar';
import { seasonSchema } from '#domain/schemas/library';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connection';
import { MIGRATION_FILE } from '../../db/migrate';
import { projectPaths } from '../../project-paths';
import { feedPathOf } from './feed-key';
import { appLoggerOptions } from '../../logger-options';
import { TEST_PIN, type ApiHarness } from '../../test-support/api-harness';
import { addAiringFixtures, AIRING_TITLES, premiereNewSeason } from '../../test-support/fake-airing-fixtures';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { addTitle, startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';
import { listenOnLoopback } from '../../test-support/loopback';
import { storeTestPin } from '../../test-support/test-pin';
import { rawRequest } from '../../test-support/raw-request';

/** The harness clock's day (2026-06-15T12:00Z; the tests run in UTC). */
const TODAY = '2026-06-15';

let fake: FakeFilmServer;
let api: ApiHarness;
let harness: TmdbHarness;

beforeEach(async () => {
  harness = await startTmdbHarness();
  ({ fake, api } = harness);
  addAiringFixtures(fake.fixtures, TODAY);
});
afterEach(async () => {
  await harness.close();
});

const add = (tmdbId: number, mediaType: 'movie' | 'tv', status = 'to_watch') =>
  addTitle(api, tmdbId, mediaType, { status });

async function seasonId(itemId: number, seasonNumber: number): Promise<number> {
  const seasons = seasonSchema.array().parse((await api.request('GET', `/api/seasons/${itemId}`)).body);
  const season = seasons.find((entry) => entry.seasonNumber === seasonNumber);
  if (!season) throw new Error(`no season ${seasonNumber}`);
  return season.id;
}

async function upNext() {
  const response = await api.request('GET', '/api/up-next');
  expect(response.status, response.text).toBe(200);
  return upNextResponseSchema.parse(response.body).entries;
}

async function refresh(ids: number[]) {
  expect((await api.request('POST', '/api/library/refresh-metadata', { body: { ids } })).status).toBe(202);
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const job = await api.request('GET', '/api/library/refresh-metadata');
    if ((job.body as { state: string }).state === 'finished') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the refresh job did not finish');
}

describe('Up Next', () => {
  it('lists the episode to watch next, a new season of a finished series, and a title just out, in that order', async () => {
    const returning = await add(AIRING_TITLES.returning.id, 'tv');
    const ended = await add(AIRING_TITLES.ended.id, 'tv', 'watched');
    const released = await add(AIRING_TITLES.newMovie.id, 'movie');
    await add(AIRING_TITLES.upcomingMovie.id, 'movie');
    await api.request('PUT', `/api/season/${await seasonId(returning, 1)}`, { body: { status: 'watched' } });
    await api.request('PUT', `/api/season/${await seasonId(returning, 2)}/episode`, { body: { episode: 2 } });
    await api.app.airingCheck.runIfDue();
    expect(await upNext()).toMatchObject([
      { itemId: returning, kind: 'continue', key: 'continue:s2e3', seasonNumber: 2, episodeNumber: 3 },
      { itemId: released, kind: 'released', key: 'released', date: '2026-06-10' },
    ]);
    expect((await upNext())[0]).toMatchObject({ episodeName: 'Slack Water', episodeCount: 8 });

    // Watched up to the last aired episode: the next one has not aired, so the series waits in Coming Soon.
    await api.request('PUT', `/api/season/${await seasonId(returning, 2)}/episode`, { body: { episode: 3 } });
    expect((await upNext()).map((entry) => entry.itemId)).toEqual([released]);

    premiereNewSeason(fake.fixtures, AIRING_TITLES.ended.id, TODAY);
    await refresh([ended]);
    expect(await upNext()).toMatchObject([
      {
        itemId: ended,
        kind: 'new_season',
        key: 'new_season:s3',
        seasonNumber: 3,
        episodeNumber: 1,
        date: TODAY,
      },
      { itemId: released, kind: 'released' },
    ]);
  });

  it('forgets a dismissed entry until the title has another, and says what is wrong with a bad dismissal', async () => {
    const returning = await add(AIRING_TITLES.returning.id, 'tv');
    const season2 = await seasonId(returning, 2);
    await api.request('PUT', `/api/season/${season2}/episode`, { body: { episode: 1 } });
    await api.app.airingCheck.runIfDue();
    expect((await upNext()).map((entry) => entry.key)).toEqual(['continue:s2e2']);

    const dismissed = await api.request('POST', '/api/up-next/dismissals', {
      body: { itemId: returning, key: 'continue:s2e2' },
    });
    expect(dismissed.status).toBe(200);
    expect(upNextResponseSchema.parse(dismissed.body).entries).toEqual([]);
    await api.request('PUT', `/api/season/${season2}/episode`, { body: { episode: 2 } });
    expect((await upNext()).map((entry) => entry.key)).toEqual(['continue:s2e3']);

    const unknown = await api.request('POST', '/api/up-next/dismissals', {
      body: { itemId: 999, key: 'released' },
    });
    expect(unknown.status).toBe(404);
    for (const body of [
      { itemId: returning },
      { itemId: 'x', key: 'released' },
      { itemId: returning, key: '' },
    ]) {
      const bad = await api.request('POST', '/api/up-next/dismissals', { body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body).toHaveProperty('message');
    }
  });
});

describe("Coming Soon in the household's time zone", () => {
  it("starts at the household's today, which may be tomorrow in UTC", async () => {
    await add(AIRING_TITLES.upcomingMovie.id, 'movie');
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: 2026-06-15T12:00Z is 02:00 on the 16th there.
      const coming = comingSoonResponseSchema.parse((await api.request('GET', '/api/coming-soon')).body);
      expect(coming.today).toBe('2026-06-16');
      expect(coming.entries.map((entry) => entry.date)).toEqual(['2026-07-05']);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

/** A new feed key (the first, or renewed), as Settings gets it: its path and the key in it. */
async function renewFeed() {
  const response = await api.request('POST', '/api/calendar/feed/renew');
  expect(response.status, response.text).toBe(200);
  const { path } = calendarFeedSchema.parse(response.body);
  return { path, key: new URL(path, 'http://x').searchParams.get('key') ?? '' };
}

async function feedStatus() {
  const response = await api.request('GET', '/api/calendar/feed');
  expect(response.status, response.text).toBe(200);
  return { status: calendarFeedStatusSchema.parse(response.body), text: response.text };
}

const storedKeys = () => api.db.prepare('SELECT * FROM calendar_feed').all();

describe('the calendar feed', () => {
  it('is an RFC 5545 calendar of the premieres, with all-day events, read back by a parser', async () => {
    const returning = fake.fixtures.tv.find((entry) => entry.id === AIRING_TITLES.returning.id);
    if (!returning) throw new Error('fixture missing');
    // Commas, a semicolon, a backslash and a line longer than 75 octets (accents are two octets each).
    returning.name =
      'Tidewater Station, Revisited; the Lighthouse \\ Keepers of Saint-Émilion-sur-Mer, Étretat';
    await add(AIRING_TITLES.returning.id, 'tv');
    await add(AIRING_TITLES.upcomingMovie.id, 'movie');
    await api.app.airingCheck.runIfDue();
    const { path } = await renewFeed();
    expect(path).toMatch(/^\/api\/calendar\.ics\?key=[\w-]{43}$/);

    const response = await rawRequest(api.baseUrl, 'GET', path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = response.text.split('\r\n');
    expect(response.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);

    const calendar = ICAL.Component.fromString(response.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const summaries = events.map((event) => [event.startDate.toString(), event.summary]);
    expect(summaries).toContainEqual(['2026-06-21', `${returning.name} — S2 · E4 · The Night Crossing`]);
    expect(summaries).toContainEqual(['2026-07-05', `${AIRING_TITLES.upcomingMovie.title} — Movie release`]);
    // The episode that aired yesterday stays on the calendar (the feed keeps the last 30 days).
    expect(summaries).toContainEqual(['2026-06-14', `${returning.name} — S2 · E3 · Slack Water`]);
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.endDate.toString() > event.startDate.toString()).toBe(true);
      expect(event.uid).toMatch(/^(tv|movie)-\d+.*@watchlist$/);
      expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-06-15T12:00:00Z');
    }
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(response.text).toContain('Tidewater Station\\, Revisited\\; the Lighthouse \\\\ Keepers');
  });

  it('leaves control characters out of the titles it writes (NUL, U+2028)', async () => {
    const upcoming = fake.fixtures.movies.find((entry) => entry.id === AIRING_TITLES.upcomingMovie.id);
    if (!upcoming) throw new Error('fixture missing');
    upcoming.title = 'Harbour\u0000 Lights\u2028 at Dawn';
    await add(AIRING_TITLES.upcomingMovie.id, 'movie');
    const response = await rawRequest(api.baseUrl, 'GET', (await renewFeed()).path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('SUMMARY:Harbour Lights at Dawn — Movie release\r\n');
    expect(response.text).not.toContain('\u0000');
    expect(response.text).not.toContain('\u2028');
  });

  it('opens with its key only, gives nothing else, and stops working for the old key once renewed', async () => {
    expect((await feedStatus()).status).toEqual({ exists: false, createdAt: null });
    const { path, key } = await renewFeed();
    const noKey = await rawRequest(api.baseUrl, 'GET', '/api/calendar.ics');
    expect(noKey.status).toBe(401);
    expect(JSON.parse(noKey.text)).toHaveProperty('message');
    expect((await rawRequest(api.baseUrl, 'GET', `${path}x`)).status).toBe(401);
    expect((await rawRequest(api.baseUrl, 'GET', path)).status).toBe(200);
    expect((await rawRequest(api.baseUrl, 'HEAD', path)).status).toBe(200);

    // The key is no session: not as a bearer token, not as a parameter of another route.
    for (const target of ['/api/library/all', `/api/library/all?key=${key}`, '/api/calendar/feed']) {
      const other = await rawRequest(api.baseUrl, 'GET', target, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(other.status, target).toBe(401);
    }

    const renewed = await renewFeed();
    expect(renewed.key).not.toBe(key);
    expect((await rawRequest(api.baseUrl, 'GET', path)).status).toBe(401);
    expect((await rawRequest(api.baseUrl, 'GET', renewed.path)).status).toBe(200);
  });

  it('is shown once: later reads say only that a key exists and when it was made; only its hash is stored', async () => {
    const { key } = await renewFeed();
    const { status, text } = await feedStatus();
    expect(status).toEqual({ exists: true, createdAt: '2026-06-15T12:00:00.000Z' });
    expect(text).not.toContain(key);
    expect(storedKeys()).toEqual([
      {
        id: 1,
        key_hash: createHash('sha256').update(key).digest('hex'),
        created_at: '2026-06-15T12:00:00.000Z',
      },
    ]);
  });

  it('stops working when the PIN is changed, and a new one can be made', async () => {
    const { path } = await renewFeed();
    const changed = await api.request('PUT', '/api/auth/pin', {
      body: { currentPin: TEST_PIN, pin: '8642' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await rawRequest(api.baseUrl, 'GET', path)).status).toBe(401);
    expect((await feedStatus()).status).toEqual({ exists: false, createdAt: null });
    expect((await rawRequest(api.baseUrl, 'GET', (await renewFeed()).path)).status).toBe(200);
  });

  it('keeps a key stored before it was hashed working (migration 020)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-feed-migration-'));
    const file = join(dir, 'watchlist.db');
    try {
      const old = new Database(file);
      const sql = (name: string) => readFileSync(join(projectPaths.migrations, name), 'utf8');
      const before = readdirSync(projectPaths.migrations)
        .filter((name) => MIGRATION_FILE.test(name) && Number(name.slice(0, 3)) < 20)
        .sort();
      old.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      for (const name of before) {
        old.exec(sql(name));
        old
          .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
          .run(Number(name.slice(0, 3)), name, 'x');
      }
      const plainKey = 'k'.repeat(43);
      old
        .prepare(
          "INSERT INTO calendar_feed (id, feed_key, created_at) VALUES (1, ?, '2026-01-02T03:04:05.000Z')",
        )
        .run(plainKey);
      old.close();

      const db = openDatabase(file);
      await storeTestPin(db, TEST_PIN);
      const app = await buildApp({ db });
      try {
        const baseUrl = await listenOnLoopback(app);
        expect((await rawRequest(baseUrl, 'GET', feedPathOf(plainKey))).status).toBe(200);
        expect((await rawRequest(baseUrl, 'GET', feedPathOf('x'.repeat(43)))).status).toBe(401);
        expect(JSON.stringify(db.prepare('SELECT * FROM calendar_feed').all())).not.toContain(plainKey);
      } finally {
        await app.close();
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the feed's key in the server's log", () => {
  it('never appears: the URL is logged with the key hidden', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-feed-log-'));
    const db = openDatabase(join(dir, 'watchlist.db'));
    await storeTestPin(db, TEST_PIN);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await buildApp({ db, logger: { ...appLoggerOptions('info'), stream } });
    try {
      const baseUrl = await listenOnLoopback(app);
      const login = await rawRequest(baseUrl, 'POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'user', pin: TEST_PIN, rememberDevice: false }),
      });
      const token = (JSON.parse(login.text) as { authToken: string }).authToken;
      const settings = await rawRequest(baseUrl, 'POST', '/api/calendar/feed/renew', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { path } = calendarFeedSchema.parse(JSON.parse(settings.text));
      const key = new URL(path, baseUrl).searchParams.get('key') ?? '';
      expect((await rawRequest(baseUrl, 'GET', path)).status).toBe(200);
      expect((await rawRequest(baseUrl, 'GET', `/api/calendar.ics?other=1&KEY=${key}`)).status).toBe(401);
      const log = lines.join('');
      expect(log).toContain('/api/calendar.ics?key=[hidden]');
      expect(log).not.toContain(key);
    } finally {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
