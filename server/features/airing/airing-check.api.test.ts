import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comingSoonResponseSchema } from '#domain/schemas/calendar';
import { seasonSchema, type Season } from '#domain/schemas/library';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import {
  addAiringFixtures,
  advanceReturningSeries,
  AIRING_TITLES,
} from '../../test-support/fake-airing-fixtures';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { addTitle, startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The harness clock's day (2026-06-15T12:00Z; the tests run in UTC). */
const TODAY = '2026-06-15';
const LANTERN_KEEPER = 900101;

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

async function seasonsOf(itemId: number): Promise<Season[]> {
  return seasonSchema.array().parse((await api.request('GET', `/api/seasons/${itemId}`)).body);
}

async function seasonId(itemId: number, seasonNumber: number): Promise<number> {
  const season = (await seasonsOf(itemId)).find((entry) => entry.seasonNumber === seasonNumber);
  if (!season) throw new Error(`no season ${seasonNumber}`);
  return season.id;
}

async function comingSoon() {
  return comingSoonResponseSchema.parse((await api.request('GET', '/api/coming-soon')).body);
}

/**
 * The TMDb paths the app asked since the last reset, in order; a series' first season, which the details read for
 * the typical episode's runtime (see film-data/tmdb.ts), left out.
 */
const tmdbPaths = () =>
  fake.calls
    .filter((call) => call.service === 'tmdb' && !/^\/tv\/\d+\/season\/1$/.test(call.path))
    .map((call) => call.path);

describe('the daily airing check', () => {
  it('reads what may still air, adds a new season as to watch and keeps every recorded status', async () => {
    const returning = await add(AIRING_TITLES.returning.id, 'tv');
    await add(AIRING_TITLES.ended.id, 'tv');
    await add(AIRING_TITLES.canceled.id, 'tv');
    await add(AIRING_TITLES.upcomingMovie.id, 'movie');
    await add(LANTERN_KEEPER, 'movie');
    await api.request('PUT', `/api/season/${await seasonId(returning, 1)}`, { body: { status: 'watched' } });
    const bookmarked = await api.request('PUT', `/api/season/${await seasonId(returning, 2)}/episode`, {
      body: { episode: 3 },
    });
    expect(bookmarked.body).toMatchObject({ status: 'watching', episodeBookmark: 3 });

    fake.resetCalls();
    await api.app.airingCheck.runIfDue();
    expect(new Set(tmdbPaths())).toEqual(
      new Set([
        `/tv/${AIRING_TITLES.returning.id}`,
        `/tv/${AIRING_TITLES.returning.id}/season/2`,
        `/tv/${AIRING_TITLES.ended.id}`,
        `/tv/${AIRING_TITLES.canceled.id}`,
        `/movie/${AIRING_TITLES.upcomingMovie.id}`,
      ]),
    );
    expect(fake.callCount((call) => call.service === 'omdb')).toBe(0);
    const first = await comingSoon();
    expect(first.today).toBe(TODAY);
    expect(first.entries.slice(0, 2)).toMatchObject([
      {
        kind: 'episode',
        date: '2026-06-21',
        seasonNumber: 2,
        firstEpisode: 4,
        episodeName: 'The Night Crossing',
      },
      { kind: 'episode', date: '2026-06-28', seasonNumber: 2, firstEpisode: 5 },
    ]);
    expect(first.entries).toContainEqual(
      expect.objectContaining({
        kind: 'movie',
        date: '2026-07-05',
        title: AIRING_TITLES.upcomingMovie.title,
      }),
    );

    fake.resetCalls();
    await api.app.airingCheck.runIfDue();
    expect(tmdbPaths()).toEqual([]);

    advanceReturningSeries(fake.fixtures, TODAY);
    api.clock.advance(7 * DAY_MS);
    await api.app.airingCheck.runIfDue();
    expect(new Set(tmdbPaths())).toEqual(
      new Set([
        `/tv/${AIRING_TITLES.returning.id}`,
        `/tv/${AIRING_TITLES.returning.id}/season/2`,
        `/tv/${AIRING_TITLES.returning.id}/season/3`,
        `/movie/${AIRING_TITLES.upcomingMovie.id}`,
      ]),
    );
    const seasons = await seasonsOf(returning);
    expect(seasons.map((season) => [season.seasonNumber, season.status, season.episodeBookmark])).toEqual([
      [1, 'watched', null],
      [2, 'watching', 3],
      [3, 'to_watch', null],
    ]);
    expect(seasons[1]?.episodeCount).toBe(10);
    const second = await comingSoon();
    expect(second.today).toBe('2026-06-22');
    expect(
      second.entries.map((entry) => [entry.date, entry.kind, entry.seasonNumber, entry.firstEpisode]),
    ).toEqual([
      ['2026-07-05', 'movie', null, null],
      ['2026-07-05', 'episode', 2, 5],
      ['2026-07-12', 'episode', 2, 7],
      ['2026-07-19', 'episode', 2, 8],
      ['2026-07-26', 'episode', 2, 9],
      ['2026-08-02', 'episode', 2, 10],
      ['2026-08-14', 'season', 3, 1],
    ]);
    // Episode 5 comes after a break, the same day as episode 6: one entry.
    expect(second.entries[1]).toMatchObject({ lastEpisode: 6, episodeName: null });
  });

  it('tries a day whose every read failed again at the next tick, and reads a series added since', async () => {
    // Added while TMDb is down: nothing of it is cached to fall back on, so the check's read fails.
    fake.setMode('server-error');
    await add(AIRING_TITLES.returning.id, 'tv');
    await api.app.airingCheck.runIfDue();
    expect(api.db.prepare('SELECT * FROM airing_check').all()).toEqual([]);
    fake.setMode('normal');
    fake.resetCalls();
    await api.app.airingCheck.runIfDue();
    expect(tmdbPaths()).toContain(`/tv/${AIRING_TITLES.returning.id}`);

    await add(AIRING_TITLES.ended.id, 'tv');
    fake.resetCalls();
    await api.app.airingCheck.runIfDue();
    expect(tmdbPaths()).toEqual([`/tv/${AIRING_TITLES.ended.id}`]);
  });

  it('is read by Refresh Metadata too, for every series: an ended one is then left alone by the check', async () => {
    await add(AIRING_TITLES.ended.id, 'tv');
    const started = await api.request('POST', '/api/library/refresh-metadata', { body: {} });
    expect(started.status).toBe(202);
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const job = await api.request('GET', '/api/library/refresh-metadata');
      if ((job.body as { state: string }).state === 'finished') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const facts = api.db.prepare('SELECT status FROM series_facts').all();
    expect(facts).toEqual([{ status: 'Ended' }]);
    fake.resetCalls();
    await api.app.airingCheck.runIfDue();
    expect(tmdbPaths()).toEqual([]);
  });
});

describe('without a film database that tells airing (the offline catalog)', () => {
  it('checks nothing and lists no episode dates, rather than guessing', async () => {
    const offline = await startApiHarness();
    try {
      await offline.login();
      const added = await offline.request('POST', '/api/library', {
        body: { tmdbId: 90500001, mediaType: 'tv', title: 'Breaking Bad', ownership: 'together' },
      });
      expect(added.status).toBe(201);
      await offline.app.airingCheck.runIfDue();
      const facts = offline.db.prepare('SELECT COUNT(*) AS n FROM series_facts').get() as { n: number };
      expect(facts.n).toBe(0);
      const coming = comingSoonResponseSchema.parse((await offline.request('GET', '/api/coming-soon')).body);
      expect(coming.entries).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
