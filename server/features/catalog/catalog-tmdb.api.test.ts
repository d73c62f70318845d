import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { familyScore } from '#domain/rules/family-score';
import {
  castResponseSchema,
  movieDetailsResponseSchema,
  searchResponseSchema,
  trendingBothResponseSchema,
  trendingResponseSchema,
  tvDetailsResponseSchema,
} from '#domain/schemas/film';
import { FILM_CACHE_TTL_MS } from '../../film-data/cache';
import type { UpstreamHttpOptions } from '../../film-data/http';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { fakeFilmData } from '../../test-support/fake-film-data';
import { startFakeFilmServer, type FakeCall, type FakeFilmServer } from '../../test-support/fake-film-server';

const LANTERN_KEEPER = 900101;
const UNTITLED = 900107;
const FERRYMAN = 900114;
const HARBOR_LIGHTS = 210077;

let fake: FakeFilmServer;
let api: ApiHarness;
/** Back-off waits the clients asked for: recorded, not slept. */
let waits: number[];
let warnings: string[];

interface Setup {
  /** 'none': no TMDb token or key, so no film database (the offline catalog) whatever the base URLs say. */
  auth?: 'token' | 'key' | 'none';
  omdb?: boolean;
  http?: UpstreamHttpOptions;
}

async function start(setup: Setup = {}): Promise<void> {
  const { auth = 'token', omdb = true } = setup;
  api = await startApiHarness({
    filmData: (deps) =>
      fakeFilmData(fake, deps, {
        config: {
          TMDB_API_TOKEN: auth === 'token' ? fake.tmdbToken : undefined,
          TMDB_API_KEY: auth === 'key' ? fake.tmdbApiKey : undefined,
          OMDB_API_KEY: omdb ? fake.omdbApiKey : undefined,
        },
        warn: (message) => warnings.push(message),
        http: {
          sleep: (ms) => {
            waits.push(ms);
            return Promise.resolve();
          },
          ...setup.http,
        },
      }),
  });
  // Remembered, so that the session outlives the cache TTLs the tests move the clock over.
  await api.login({ rememberDevice: true });
  fake.resetCalls();
}

beforeEach(async () => {
  fake = await startFakeFilmServer();
  waits = [];
  warnings = [];
});
afterEach(async () => {
  await api.close();
  await fake.close();
});

const tmdbCalls = (path?: string) =>
  fake.callCount((call: FakeCall) => call.service === 'tmdb' && (path === undefined || call.path === path));
const omdbCalls = () => fake.callCount((call) => call.service === 'omdb');

const combined = (q: string) => api.request('GET', `/api/search/combined?q=${encodeURIComponent(q)}`);

const expectMessage = (response: { status: number; body: unknown }, status: number) => {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ message: expect.any(String) as string });
};

describe('search through TMDb', () => {
  beforeEach(() => start());

  it('answers the combined search with normalised results', async () => {
    const response = await combined('lantern');
    expect(response.status).toBe(200);
    const { results } = searchResponseSchema.parse(response.body);
    expect(results.find((result) => result.tmdbId === LANTERN_KEEPER)).toEqual({
      id: `search-${LANTERN_KEEPER}`,
      tmdbId: LANTERN_KEEPER,
      title: 'The Lantern Keeper',
      year: 2021,
      mediaType: 'movie',
      posterPath: '/aB3xLanternPoster.jpg',
      backdropPath: expect.any(String) as string,
      overview: expect.any(String) as string,
      voteAverage: 7.4,
      voteCount: 1832,
      genres: expect.arrayContaining(['Drama']) as string[],
      inLibrary: false,
      ownerships: [],
    });
    expect(results.find((result) => result.tmdbId === UNTITLED)).toMatchObject({ year: null, voteCount: 0 });
    expect(results.some((result) => result.mediaType === 'tv')).toBe(true);
    expect(fake.calls.find((call) => call.path === '/search/multi')?.query).toMatchObject({
      query: 'lantern',
      include_adult: 'false',
    });
  });

  it('never returns people', async () => {
    const response = await combined('ferr');
    const { results } = searchResponseSchema.parse(response.body);
    expect(results.map((result) => result.tmdbId)).toEqual([FERRYMAN]);
    // The fake did answer a person (Lucia Ferranti) for this query.
    const raw = (await (
      await fetch(`${fake.tmdbBaseUrl}/search/multi?query=ferr&api_key=${fake.tmdbApiKey}`)
    ).json()) as { results: { media_type: string }[] };
    expect(raw.results.some((item) => item.media_type === 'person')).toBe(true);
  });

  it('searches movies or series only on /api/tmdb/search', async () => {
    const movies = await api.request('GET', '/api/tmdb/search?query=lantern&type=movie');
    const movieResults = searchResponseSchema.parse(movies.body).results;
    expect(movieResults.length).toBeGreaterThan(3);
    expect(movieResults.every((result) => result.mediaType === 'movie')).toBe(true);
    const series = await api.request('GET', '/api/tmdb/search?query=lantern&type=tv');
    const seriesResults = searchResponseSchema.parse(series.body).results;
    expect(seriesResults.map((result) => result.title)).toEqual(
      expect.arrayContaining(['Lantern Street', 'The Lantern Guild']),
    );
    expect(seriesResults.every((result) => result.mediaType === 'tv')).toBe(true);
    expectMessage(await api.request('GET', '/api/tmdb/search?query=lantern&type=person'), 400);
  });

  it('flags library titles with their ownerships', async () => {
    const insert = api.db.prepare(
      `INSERT INTO library_items (tmdb_id, media_type, title, ownership, date_added, updated_at)
       VALUES (?, ?, 'x', ?, '2026-01-01', '2026-01-01')`,
    );
    insert.run(LANTERN_KEEPER, 'movie', 'together');
    insert.run(HARBOR_LIGHTS, 'tv', 'person2');
    insert.run(900102, 'tv', 'person1'); // same number as a movie, but a series: not that movie
    const { results } = searchResponseSchema.parse((await combined('lantern')).body);
    expect(results.find((r) => r.tmdbId === LANTERN_KEEPER)).toMatchObject({
      inLibrary: true,
      ownerships: ['together'],
    });
    expect(results.find((r) => r.tmdbId === 900102)).toMatchObject({ inLibrary: false, ownerships: [] });
    const harbor = searchResponseSchema.parse((await combined('harbor lights')).body).results;
    expect(harbor.find((r) => r.tmdbId === HARBOR_LIGHTS)).toMatchObject({
      inLibrary: true,
      ownerships: ['person2'],
    });
  });

  it('costs one upstream call per distinct query while a word is typed, again and again', async () => {
    const prefixes = ['l', 'la', 'lan', 'lant', 'lante', 'lanter', 'lantern'];
    for (const q of prefixes) expect((await combined(q)).status).toBe(200);
    for (const q of [...prefixes, 'Lantern', '  LANTERN ']) expect((await combined(q)).status).toBe(200);
    expect(tmdbCalls()).toBe(prefixes.length);
  });

  it('shares one upstream call between identical searches at the same moment', async () => {
    const responses = await Promise.all([combined('copper'), combined('copper'), combined('Copper')]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(tmdbCalls()).toBe(1);
  });
});

describe('a title by its IMDb id through TMDb (a shared IMDb link)', () => {
  it('answers what the id names, as search results, and caches the answer', async () => {
    await start();
    const find = async (imdbId: string) => {
      const response = await api.request('GET', `/api/tmdb/find/${imdbId}`);
      expect(response.status).toBe(200);
      return searchResponseSchema.parse(response.body).results;
    };
    expect(await find('tt9100101')).toMatchObject([{ tmdbId: LANTERN_KEEPER, mediaType: 'movie' }]);
    expect(await find('tt9100101')).toHaveLength(1);
    expect(tmdbCalls('/find/tt9100101')).toBe(1);
    expect(await find('tt0000001')).toEqual([]);
  });
});

describe('details through TMDb and OMDb', () => {
  beforeEach(() => start());

  it('answers a movie TMDb-style with credits, logo and the aggregates', async () => {
    const response = await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`);
    expect(response.status).toBe(200);
    const details = movieDetailsResponseSchema.parse(response.body);
    const ratings = {
      imdbRating: 7.8,
      imdbVotes: 1234567,
      tmdbRating: 7.4,
      tmdbVoteCount: 1832,
      metascore: 74,
      rtTomatometer: 93,
    };
    expect(details).toMatchObject({
      id: LANTERN_KEEPER,
      media_type: 'movie',
      title: 'The Lantern Keeper',
      release_date: '2021-10-08',
      runtime: 117,
      poster_path: '/aB3xLanternPoster.jpg',
      logo_path: '/lG2Logo.png',
      imdb_id: 'tt9100101',
      vote_average: 7.4,
      vote_count: 1832,
      ...ratings,
      ...familyScore(ratings),
    });
    expect(details.genres.map((genre) => genre.name)).toContain('Drama');
    expect(details.credits.cast[0]).toEqual({
      id: expect.any(Number) as number,
      name: expect.any(String) as string,
      character: expect.any(String) as string,
      profile_path: expect.toSatisfy((value) => value === null || typeof value === 'string') as string | null,
    });
    expect(details.credits.crew.some((member) => member.job === 'Director')).toBe(true);
    const detailsCall = fake.calls.find((call) => call.path === `/movie/${LANTERN_KEEPER}`);
    expect(detailsCall?.query).toMatchObject({
      append_to_response: 'credits,external_ids,images,watch/providers',
      include_image_language: 'en,null',
    });
    expect(fake.calls.find((call) => call.service === 'omdb')?.query).toMatchObject({ i: 'tt9100101' });
  });

  it('answers a series with seasons (specials included), creators and its typical episode runtime', async () => {
    const response = await api.request('GET', `/api/tmdb/tv/${HARBOR_LIGHTS}`);
    expect(response.status).toBe(200);
    const details = tvDetailsResponseSchema.parse(response.body);
    expect(details).toMatchObject({
      media_type: 'tv',
      name: 'Harbor Lights',
      first_air_date: '2019-03-02',
      // No episode_run_time from TMDb: the median of season 1's eight episodes (49 to 55 minutes).
      episode_run_time: [53],
      number_of_seasons: 3,
      imdb_id: 'tt9200201',
      imdbRating: 8.1,
      imdbVotes: 9876,
      metascore: null,
      rtTomatometer: null,
    });
    expect(details.created_by[0]).toMatchObject({ name: 'Ines Marlow' });
    expect(details.seasons[0]).toMatchObject({ season_number: 0, name: 'Specials', air_date: null });
    expect(details.seasons[1]).toEqual({
      season_number: 1,
      name: 'Season 1',
      episode_count: 8,
      air_date: '2019-03-02',
      poster_path: expect.any(String) as string,
      overview: expect.any(String) as string,
    });
  });

  it('answers the cast route from the same cached details', async () => {
    await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`);
    const response = await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}/cast`);
    expect(response.status).toBe(200);
    const credits = castResponseSchema.parse(response.body);
    expect(credits.cast.length).toBeGreaterThan(0);
    expect(credits.crew.length).toBeGreaterThan(0);
    expect(tmdbCalls()).toBe(1);
  });

  it('costs one upstream call when a title page is opened twice', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`)).status).toBe(200);
    }
    expect(tmdbCalls(`/movie/${LANTERN_KEEPER}`)).toBe(1);
    expect(omdbCalls()).toBe(1);
    expect(fake.callCount()).toBe(2);
  });

  it('answers 404 for an unknown title and 400 for a bad media type or id', async () => {
    const unknown = await api.request('GET', '/api/tmdb/movie/999999');
    expectMessage(unknown, 404);
    expect(unknown.body).toEqual({ message: 'No movie with id 999999' });
    expectMessage(await api.request('GET', '/api/tmdb/tv/999999/cast'), 404);
    expectMessage(await api.request('GET', '/api/tmdb/person/5550123'), 400);
    expectMessage(await api.request('GET', '/api/tmdb/movie/lantern'), 400);
    expect(tmdbCalls()).toBe(2);
  });

  it('still answers when OMDb refuses the key, without its ratings, and says so in the log once', async () => {
    fake.setMode('unauthorized', { service: 'omdb' });
    const first = movieDetailsResponseSchema.parse(
      (await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`)).body,
    );
    expect(first).toMatchObject({ imdbRating: null, metascore: null, rtTomatometer: null, tmdbRating: 7.4 });
    expect(first.globalScore01).toBe(0.74);
    const second = await api.request('GET', `/api/tmdb/movie/${FERRYMAN}`);
    expect(second.status).toBe(200);
    expect(warnings.filter((message) => message.startsWith('OMDb refused our key'))).toHaveLength(1);
    // Having been refused, the client rests instead of asking again for every title.
    expect(omdbCalls()).toBe(1);
  });

  it('still answers when OMDb sends garbage or is down', async () => {
    fake.setMode('garbage', { service: 'omdb' });
    const garbled = await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`);
    expect(garbled.status).toBe(200);
    expect(garbled.body).toMatchObject({ imdbRating: null });
    fake.setMode('server-error', { service: 'omdb' });
    const down = await api.request('GET', `/api/tmdb/movie/${FERRYMAN}`);
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ imdbRating: null, tmdbRating: 7.9 });
  });

  it('caches "no ratings" for an unknown IMDb id', async () => {
    delete fake.fixtures.omdb['tt9100101'];
    for (let i = 0; i < 2; i += 1) {
      api.clock.advance(FILM_CACHE_TTL_MS.details + 1);
      const response = await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`);
      expect(response.body).toMatchObject({ imdbRating: null, tmdbRating: 7.4 });
    }
    expect(omdbCalls()).toBe(1);
    expect(tmdbCalls()).toBe(2);
  });
});

describe('trending through TMDb', () => {
  beforeEach(() => start());

  it('lists trending movies in order, the first ten with their runtime', async () => {
    const response = await api.request('GET', '/api/tmdb/trending/movie');
    expect(response.status).toBe(200);
    const { results } = trendingResponseSchema.parse(response.body);
    expect(results.map((item) => item.id)).toEqual(fake.fixtures.trending.week.movie);
    expect(results[0]).toMatchObject({
      id: LANTERN_KEEPER,
      media_type: 'movie',
      title: 'The Lantern Keeper',
      release_date: '2021-10-08',
      poster_path: '/aB3xLanternPoster.jpg',
      runtime: 117,
      number_of_seasons: null,
      vote_average: 7.4,
    });
    expect(results[0]?.genres).toContain('Drama');
    expect(results[0]?.genre_ids).toContain(18);
    expect(results.slice(0, 10).every((item) => item.runtime !== null)).toBe(true);
    expect(results[10]?.runtime).toBeNull();
    expect(tmdbCalls('/trending/movie/week')).toBe(1);
    expect(tmdbCalls()).toBe(11);
    // Again: all from the cache.
    await api.request('GET', '/api/tmdb/trending/movie');
    expect(tmdbCalls()).toBe(11);
  });

  it('lists trending series with season counts and per-episode runtime, and both for the sidebar', async () => {
    const response = await api.request('GET', '/api/tmdb/trending');
    expect(response.status).toBe(200);
    const { movie, tv } = trendingBothResponseSchema.parse(response.body);
    expect(movie).toHaveLength(fake.fixtures.trending.week.movie.length);
    expect(tv.map((item) => item.id)).toEqual(fake.fixtures.trending.week.tv);
    expect(tv[0]).toMatchObject({
      id: HARBOR_LIGHTS,
      media_type: 'tv',
      name: 'Harbor Lights',
      first_air_date: '2019-03-02',
      number_of_seasons: 3,
      runtime: 53,
    });
  });

  it('keeps the list when a detail lookup fails', async () => {
    await api.request('GET', '/api/tmdb/trending/tv');
    fake.resetCalls();
    api.clock.advance(FILM_CACHE_TTL_MS.details + 1);
    fake.setMode('garbage', { service: 'tmdb' });
    // Trending is stale too, but served stale; the details fall back to their stale copies.
    const response = await api.request('GET', '/api/tmdb/trending/tv');
    expect(response.status).toBe(200);
    expect(trendingResponseSchema.parse(response.body).results[0]).toMatchObject({ number_of_seasons: 3 });
  });
});

describe('upstream failures', () => {
  it('answers 502 when TMDb refuses the credentials', async () => {
    await start();
    fake.setMode('unauthorized');
    const response = await combined('lantern');
    expectMessage(response, 502);
    expect((response.body as { message: string }).message).toMatch(/TMDb.*API key/);
    expectMessage(await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`), 502);
    expectMessage(await api.request('GET', '/api/tmdb/trending'), 502);
  });

  it('backs off on 429, honouring Retry-After, then succeeds', async () => {
    await start();
    fake.setMode('rate-limited', { times: 2 });
    const response = await combined('lantern');
    expect(response.status).toBe(200);
    expect(searchResponseSchema.parse(response.body).results.length).toBeGreaterThan(0);
    expect(tmdbCalls('/search/multi')).toBe(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('gives up with 503 when TMDb keeps rate-limiting', async () => {
    await start();
    fake.setMode('rate-limited');
    const response = await combined('lantern');
    expectMessage(response, 503);
    expect((response.body as { message: string }).message).toMatch(/limiting/);
    expect(tmdbCalls()).toBe(4);
  });

  it('backs off exponentially on 5xx, then answers 503', async () => {
    await start({ http: { backoffBaseMs: 100 } });
    fake.setMode('server-error');
    expectMessage(await combined('lantern'), 503);
    expect(waits).toEqual([100, 200, 400]);
  });

  it('caps the total wait: a long Retry-After fails at once', async () => {
    await start({ http: { maxTotalWaitMs: 500 } });
    fake.setMode('rate-limited');
    expectMessage(await combined('lantern'), 503);
    expect(waits).toEqual([]);
    expect(tmdbCalls()).toBe(1);
  });

  it('answers 503 when TMDb does not answer in time', async () => {
    await start({ http: { timeoutMs: 100 } });
    fake.setMode('slow', { delayMs: 5000, times: 1 });
    const response = await combined('lantern');
    expectMessage(response, 503);
    expect((response.body as { message: string }).message).toMatch(/in time/);
  });

  it('answers 502 when TMDb sends garbage', async () => {
    await start();
    fake.setMode('garbage');
    const response = await combined('lantern');
    expectMessage(response, 502);
    expect((response.body as { message: string }).message).toMatch(/could not read/);
  });

  it('serves a stale answer when the upstream fails after the TTL', async () => {
    await start();
    const fresh = await combined('lantern');
    const details = await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`);
    api.clock.advance(FILM_CACHE_TTL_MS.details + 1);
    fake.setMode('server-error');
    fake.setMode('server-error', { service: 'omdb' });
    const staleSearch = await combined('lantern');
    expect(staleSearch.status).toBe(200);
    expect(staleSearch.body).toEqual(fresh.body);
    const staleDetails = await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`);
    expect(staleDetails.status).toBe(200);
    expect(staleDetails.body).toEqual(details.body);
    expect(warnings).toContain('serving stale film data');
    // It did ask first.
    expect(tmdbCalls('/search/multi')).toBe(5);
  });

  it('asks again once the TTL has passed', async () => {
    await start();
    await combined('lantern');
    api.clock.advance(FILM_CACHE_TTL_MS.search - 1000);
    await combined('lantern');
    expect(tmdbCalls()).toBe(1);
    api.clock.advance(2000);
    await combined('lantern');
    expect(tmdbCalls()).toBe(2);
  });

  it('keeps the library, settings and sign-in working while TMDb is unreachable', async () => {
    await start({ http: { maxRetries: 0 } });
    await fake.close();
    expectMessage(await combined('lantern'), 503);
    expectMessage(await api.request('GET', '/api/tmdb/trending'), 503);
    expect((await api.request('GET', '/api/settings')).status).toBe(200);
    expect((await api.request('PUT', '/api/settings', { body: { theme: 'dark' } })).status).toBe(200);
    expect((await api.request('GET', '/api/auth/verify')).status).toBe(200);
    expect((await api.request('GET', '/api/random-backdrop', { token: null })).status).toBe(200);
    expect(await api.login()).toMatch(/\w+/);
  });

  it('works with a v3 API key as well', async () => {
    await start({ auth: 'key', omdb: false });
    const response = await api.request('GET', `/api/tmdb/movie/${LANTERN_KEEPER}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ imdbRating: null, tmdbRating: 7.4 });
    expect(fake.calls[0]?.query.api_key).toBe(fake.tmdbApiKey);
    expect(omdbCalls()).toBe(0);
  });
});

describe('images without a film database', () => {
  it('never fetches from the image service, even with its URL configured', async () => {
    await start({ auth: 'none' });
    const response = await api.request('GET', '/img/w500/aB3xLanternPoster.jpg', { token: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(fake.callCount()).toBe(0);
  });
});

describe('images', () => {
  beforeEach(() => start());

  // As a signed-in browser asks: no bearer token, the image cookie.
  const image = (path: string) =>
    api.request('GET', `/img/${path}`, { token: null, headers: { cookie: api.imageCookie ?? '' } });
  const imageCalls = () => fake.callCount((call) => call.service === 'image');

  it('fetches a TMDb image once, keeps it on disk and serves it long-cached', async () => {
    const first = await image('w500/aB3xLanternPoster.jpg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fake.calls.find((call) => call.service === 'image')?.path).toBe('/w500/aB3xLanternPoster.jpg');
    const second = await image('w500/aB3xLanternPoster.jpg');
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(imageCalls()).toBe(1);
    expect(existsSync(join(dirname(api.dbFile), 'images', 'w500', 'aB3xLanternPoster.jpg'))).toBe(true);
    // Another size is another image.
    expect((await image('w342/aB3xLanternPoster.jpg')).status).toBe(200);
    expect(imageCalls()).toBe(2);
  });

  it('serves the placeholder, briefly cached, when the image cannot be fetched', async () => {
    const fallback = await image('w500/fallback.svg');
    for (const mode of ['normal', 'garbage', 'server-error'] as const) {
      fake.setMode(mode, { service: 'image' });
      const response = await image(
        mode === 'normal' ? 'w500/noSuchImage.jpg' : 'w500/rT4LanternReturnPoster.jpg',
      );
      expect(response.status, mode).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(response.text).toBe(fallback.text);
    }
    // A failure is not kept: once the service is back, the real image comes.
    fake.setMode('normal', { service: 'image' });
    const recovered = await image('w500/rT4LanternReturnPoster.jpg');
    expect(recovered.headers.get('content-type')).toBe('image/png');
  });

  it('asks once for an image the service does not have, then answers the placeholder from memory', async () => {
    const fallback = await image('w500/fallback.svg');
    for (let i = 0; i < 3; i += 1) {
      const response = await image('w500/noSuchImage.jpg');
      expect(response.status).toBe(200);
      expect(response.text).toBe(fallback.text);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    }
    expect(imageCalls()).toBe(1);
  });

  it('refuses a bad size or path with 400 JSON and fetches nothing', async () => {
    for (const path of [
      'w45/aB3xLanternPoster.jpg',
      'w500/..%2FaB3xLanternPoster.jpg',
      'w500/x.exe',
      'w500/%2Fetc',
      `w500/${'a'.repeat(251)}.jpg`,
      `w500/${'a'.repeat(65)}.jpg`,
      'w500/with_underscore.jpg',
      'w500/with-dash.jpg',
    ]) {
      expectMessage(await image(path), 400);
    }
    expect(imageCalls()).toBe(0);
  });
});
