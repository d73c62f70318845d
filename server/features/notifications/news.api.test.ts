import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '#domain/rules/calendar-days';
import { anyEvening } from '#domain/rules/evening-constraints';
import { householdZone } from '#domain/rules/household-day';
import { availabilityJobSchema } from '#domain/schemas/availability';
import { decideSessionSchema } from '#domain/schemas/decide';
import { refreshJobSchema } from '#domain/schemas/transfer';
import { seasonSchema } from '#domain/schemas/library';
import { mediaServersResponseSchema } from '#domain/schemas/media-servers';
import { buildApp } from '../../app';
import type { ApiHarness } from '../../test-support/api-harness';
import { addAiringFixtures, AIRING_TITLES } from '../../test-support/fake-airing-fixtures';
import { addSeason, setWatchProviders } from '../../test-support/fake-film-fixtures';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { addTitle, startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';
import type { News, NewsSink } from './news';
import { createNewsRepository } from './news-repository';
import { createStillNews } from './news-still';

/** The harness clock's day (2026-06-15T12:00Z). */
const TODAY = '2026-06-15';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const VELVET_STATIC = 900113; // streams on Nimbus+ and StreamCo in the US
const FREEWAVE = 9003;
const RETURNING = AIRING_TITLES.returning.id;

/** A queue as the tests see it: every key once, in order. */
function collectingSink() {
  const queued: News[] = [];
  const sink: NewsSink = {
    enqueue(news) {
      const fresh = news.filter((one) => !queued.some((known) => known.key === one.key));
      queued.push(...fresh);
      return fresh.length;
    },
  };
  return { sink, queued, keys: () => queued.map((news) => news.key) };
}

const machineZone = process.env.TZ;
let fake: FakeFilmServer;
let api: ApiHarness;
let harness: TmdbHarness;
let collected: ReturnType<typeof collectingSink>;

beforeEach(async () => {
  process.env.TZ = 'UTC';
  collected = collectingSink();
  harness = await startTmdbHarness({ app: { newsSink: collected.sink } });
  ({ fake, api } = harness);
});
afterEach(async () => {
  await harness.close();
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

async function seasonId(itemId: number, seasonNumber: number): Promise<number> {
  const seasons = seasonSchema.array().parse((await api.request('GET', `/api/seasons/${itemId}`)).body);
  const season = seasons.find((entry) => entry.seasonNumber === seasonNumber);
  if (!season) throw new Error(`no season ${seasonNumber}`);
  return season.id;
}

/** The returning series, being watched: season 2 at its episode 3. */
async function watchingReturning(): Promise<number> {
  const id = await addTitle(api, RETURNING, 'tv');
  const bookmarked = await api.request('PUT', `/api/season/${await seasonId(id, 2)}/episode`, {
    body: { episode: 3 },
  });
  expect(bookmarked.status, bookmarked.text).toBe(200);
  return id;
}

async function settled(path: string, parse: (body: unknown) => { state: string }) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (parse((await api.request('GET', path)).body).state !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} did not finish`);
}

const stillNews = () => createStillNews({ repository: createNewsRepository(api.db), zone: householdZone });

const newsOf = (key: string): News => {
  const found = collected.queued.find((news) => news.key === key);
  if (!found) throw new Error(`no news ${key}: ${collected.keys().join(', ')}`);
  return found;
};

describe('new episodes, after the daily airing check', () => {
  it("tells an episode on its air day in the household's zone: 23:30 UTC is the next day in Tokyo", async () => {
    // Episode 4 of season 2 airs on 2026-06-16.
    addAiringFixtures(fake.fixtures, addDays(TODAY, 1 - 6));
    await watchingReturning();
    api.clock.advance(11.5 * HOUR_MS);
    await api.app.airingCheck.runIfDue();
    expect(collected.keys()).toEqual([]);

    process.env.TZ = 'Asia/Tokyo';
    await api.app.airingCheck.runIfDue();
    expect(collected.queued).toEqual([
      {
        key: `new-episode:${RETURNING}:2026-06-16`,
        topic: 'new-episode',
        title: AIRING_TITLES.returning.name,
        body: 'New today: S2 · E4 · The Night Crossing',
        url: `/movie/tv/${RETURNING}`,
        tmdbId: RETURNING,
        mediaType: 'tv',
        viewer: null,
        relevantUntil: Date.parse('2026-06-16T15:00:00Z'),
        urgent: false,
      },
    ]);
  });

  it('is no longer news once the season progress reached the episode', async () => {
    addAiringFixtures(fake.fixtures, addDays(TODAY, -6));
    const id = await watchingReturning();
    await api.app.airingCheck.runIfDue();
    const news = newsOf(`new-episode:${RETURNING}:${TODAY}`);
    expect(stillNews()(news, 'person1')).toBe(true);
    await api.request('PUT', `/api/season/${await seasonId(id, 2)}/episode`, { body: { episode: 4 } });
    expect([stillNews()(news, 'person1'), stillNews()(news, 'person2'), stillNews()(news, null)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('tells nothing of a day gone by, also at start: a restart queues the day it is, and on Sunday the digest', async () => {
    // Episode 3 aired yesterday, episode 4 airs in six days.
    addAiringFixtures(fake.fixtures, TODAY);
    await watchingReturning();
    await api.app.airingCheck.runIfDue();
    expect(collected.keys()).toEqual([]);

    api.clock.advance(6 * DAY_MS);
    const restarted = collectingSink();
    const again = await buildApp({ db: api.db, clock: api.clock, newsSink: restarted.sink });
    await again.ready();
    await again.close();
    expect(restarted.keys()).toEqual([`new-episode:${RETURNING}:2026-06-21`]);

    // That Sunday at 18:05: the week ahead's premieres, in one digest.
    api.clock.advance(6 * HOUR_MS + 5 * 60_000);
    const evening = collectingSink();
    const sunday = await buildApp({ db: api.db, clock: api.clock, newsSink: evening.sink });
    await sunday.ready();
    await sunday.close();
    expect(evening.queued.filter((news) => news.topic === 'weekly-digest')).toEqual([
      expect.objectContaining({
        key: 'weekly-digest:2026-06-21',
        title: 'The week ahead',
        body: `Premieres: ${AIRING_TITLES.returning.name} (Sun, Jun 28).`,
        url: '/',
      }),
    ]);
  });
});

describe('new seasons, after Refresh Metadata', () => {
  it('tells a season premiering today of a series we finished', async () => {
    addAiringFixtures(fake.fixtures, TODAY);
    const id = await addTitle(api, RETURNING, 'tv');
    for (const season of [1, 2]) {
      await api.request('PUT', `/api/season/${await seasonId(id, season)}`, { body: { status: 'watched' } });
    }
    const series = fake.fixtures.tv.find((entry) => entry.id === RETURNING);
    if (!series) throw new Error('no returning series');
    addSeason(series, { episode_count: 8, air_date: TODAY });

    expect((await api.request('POST', '/api/library/refresh-metadata')).status).toBe(202);
    await settled('/api/library/refresh-metadata', (body) => refreshJobSchema.parse(body));
    expect(collected.queued.map((news) => [news.key, news.topic, news.title, news.body])).toEqual([
      [`new-season:${RETURNING}:3`, 'new-season', AIRING_TITLES.returning.name, 'Season 3 premieres today'],
    ]);
  });
});

describe('releases', () => {
  it("tells a movie to watch on its release day, not one released days ago; a person's viewing ends it for them", async () => {
    // The upcoming movie is released today; the new one was released 5 days ago.
    addAiringFixtures(fake.fixtures, addDays(TODAY, -20));
    const upcoming = await addTitle(api, AIRING_TITLES.upcomingMovie.id, 'movie');
    await addTitle(api, AIRING_TITLES.newMovie.id, 'movie');
    await api.app.airingCheck.runIfDue();
    expect(collected.queued.map((news) => [news.key, news.title, news.body, news.url])).toEqual([
      [
        `released:${AIRING_TITLES.upcomingMovie.id}`,
        AIRING_TITLES.upcomingMovie.title,
        'Released today',
        `/movie/movie/${AIRING_TITLES.upcomingMovie.id}`,
      ],
    ]);

    const news = newsOf(`released:${AIRING_TITLES.upcomingMovie.id}`);
    await api.request('POST', `/api/library/${upcoming}/watch-instances`, {
      body: { watchedDate: TODAY, viewer: 'person1' },
    });
    expect([stillNews()(news, 'person1'), stillNews()(news, 'person2'), stillNews()(news, null)]).toEqual([
      false,
      true,
      true,
    ]);
    await api.request('POST', `/api/library/${upcoming}/watch-instances`, {
      body: { watchedDate: TODAY, viewer: 'person2' },
    });
    expect(stillNews()(news, null)).toBe(false);
  });
});

describe('what a person already watched', () => {
  it("a media-server play since the news ends it for that person's devices, not for the other's", async () => {
    const lanternKeeper = { movie: 900101, title: 'The Lantern Keeper' };
    await addTitle(api, lanternKeeper.movie, 'movie');
    const news: News = {
      key: `released:${lanternKeeper.movie}`,
      topic: 'released',
      title: lanternKeeper.title,
      body: 'Released today',
      url: `/movie/movie/${lanternKeeper.movie}`,
      tmdbId: lanternKeeper.movie,
      mediaType: 'movie',
      viewer: null,
      relevantUntil: Date.parse(`${addDays(TODAY, 1)}T00:00:00Z`),
      urgent: false,
    };
    const servers = async () =>
      mediaServersResponseSchema.parse((await api.request('GET', '/api/media-servers')).body);
    const jellyfin = (await servers()).servers.find((server) => server.kind === 'jellyfin')?.webhookPath;
    // Jellyfin's webhook ("Send All Properties") of alex's play, finished.
    const play = await fetch(`${api.baseUrl}${jellyfin ?? ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: JSON.stringify({
        NotificationType: 'PlaybackStop',
        PlayedToCompletion: true,
        NotificationUsername: 'alex',
        UtcTimestamp: api.clock.now().toISOString(),
        ItemType: 'Movie',
        Name: lanternKeeper.title,
        Provider_tmdb: String(lanternKeeper.movie),
      }),
    });
    expect(play.status).toBe(200);
    expect(stillNews()(news, 'person2')).toBe(true);
    const mapped = await api.request('PUT', '/api/media-servers/users', {
      body: { kind: 'jellyfin', name: 'alex', viewer: 'person2' },
    });
    expect(mapped.status).toBe(200);
    await vi.waitFor(
      async () => {
        const { activity } = await servers();
        if (activity.some((event) => event.outcome === 'Received')) throw new Error('still recording');
      },
      { timeout: 10_000, interval: 20 },
    );
    expect([stillNews()(news, 'person1'), stillNews()(news, 'person2'), stillNews()(news, null)]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('on our services, after the availability check', () => {
  it('tells a title to watch that came to one of our services, naming the service', async () => {
    expect((await api.request('PUT', '/api/settings', { body: { services: [FREEWAVE] } })).status).toBe(200);
    await addTitle(api, VELVET_STATIC, 'movie');
    const velvet = fake.fixtures.movies.find((movie) => movie.id === VELVET_STATIC);
    if (!velvet) throw new Error('no Velvet Static');
    setWatchProviders(velvet, 'US', { flatrate: ['streamCo', 'freeWave'] });
    api.clock.advance(DAY_MS);
    expect((await api.request('POST', '/api/availability/check')).status).toBe(202);
    await settled('/api/availability/check', (body) => availabilityJobSchema.parse(body));
    expect(collected.queued.map((news) => [news.key, news.topic, news.body, news.urgent])).toEqual([
      [`on-our-services:movie:${VELVET_STATIC}:${FREEWAVE}`, 'on-our-services', 'Now on FreeWave', false],
    ]);
  });
});

describe('the Decide together invitation', () => {
  it("invites the other person's devices at once; Pass the phone invites nobody", async () => {
    await addTitle(api, VELVET_STATIC, 'movie');
    const started = await api.request('POST', '/api/decide', {
      body: { viewer: 'person1', constraints: anyEvening },
    });
    expect(started.status, started.text).toBe(201);
    const session = decideSessionSchema.parse(started.body);
    expect(collected.queued).toEqual([
      expect.objectContaining({
        key: `decide:${session.id}`,
        topic: 'decide',
        title: 'Person 1 wants to decide together',
        url: '/decide',
        viewer: 'person2',
        urgent: true,
      }),
    ]);
    const invitation = newsOf(`decide:${session.id}`);
    expect(stillNews()(invitation, 'person2')).toBe(true);
    await api.request('DELETE', `/api/decide/${session.id}`);
    expect(stillNews()(invitation, 'person2')).toBe(false);

    const passed = await api.request('POST', '/api/decide', {
      body: { viewer: 'person2', constraints: anyEvening, passThePhone: true },
    });
    expect(passed.status, passed.text).toBe(201);
    expect(collected.queued).toHaveLength(1);
  });
});
