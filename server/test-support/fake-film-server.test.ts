import { inflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addSeason, defaultFakeFixtures } from './fake-film-fixtures';
import type { OmdbRecord, TmdbSeasonDetails } from './fake-film-fixtures';
import { crc32, startFakeFilmServer } from './fake-film-server';
import type { FakeFilmServer } from './fake-film-server';

interface TmdbErrorBody {
  status_code: number;
  status_message: string;
  success: boolean;
}

interface ListItem {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  known_for?: { id: number; media_type: string }[];
}

interface Paged {
  page: number;
  results: ListItem[];
  total_pages: number;
  total_results: number;
}

let fake: FakeFilmServer;

beforeAll(async () => {
  fake = await startFakeFilmServer();
});

afterAll(async () => {
  await fake.close();
});

afterEach(() => {
  for (const service of ['tmdb', 'omdb', 'image'] as const) fake.setMode('normal', { service });
});

async function tmdb(path: string, init: { bearer?: string; apiKey?: string } = {}): Promise<Response> {
  const url = new URL(`${fake.tmdbBaseUrl}${path}`);
  if (init.apiKey !== undefined) url.searchParams.set('api_key', init.apiKey);
  const headers: Record<string, string> = {};
  if (init.bearer !== undefined) headers.authorization = `Bearer ${init.bearer}`;
  return fetch(url, { headers });
}

interface JsonResult<T> {
  status: number;
  body: T;
}

/** GET with the valid bearer token; returns status and parsed JSON (callers assert the body's shape). */
async function tmdbJson(path: string): Promise<JsonResult<unknown>> {
  const response = await tmdb(path, { bearer: fake.tmdbToken });
  return { status: response.status, body: await response.json() };
}

async function omdb(query: string, trailingSlash = true): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${fake.omdbBaseUrl}${trailingSlash ? '/' : ''}?${query}`);
  return { status: response.status, body: await response.json() };
}

describe('TMDb auth', () => {
  it('rejects missing or wrong credentials with 401 / status_code 7', async () => {
    for (const init of [{}, { bearer: 'nope' }, { apiKey: 'nope' }]) {
      const response = await tmdb('/configuration', init);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
        success: false,
      });
    }
  });

  it('accepts either the bearer token or the api_key parameter', async () => {
    expect((await tmdb('/genre/movie/list', { bearer: fake.tmdbToken })).status).toBe(200);
    expect((await tmdb('/genre/movie/list', { apiKey: fake.tmdbApiKey })).status).toBe(200);
  });
});

describe('TMDb search', () => {
  it('multi search mixes movies and series with media_type, at least 8 "lantern" hits', async () => {
    const { status, body } = (await tmdbJson('/search/multi?query=lantern')) as JsonResult<Paged>;
    expect(status).toBe(200);
    expect(body.total_results).toBeGreaterThanOrEqual(8);
    expect(body.results.length).toBe(body.total_results);
    const types = new Set(body.results.map((r) => r.media_type));
    expect(types).toEqual(new Set(['movie', 'tv']));
    for (const item of body.results)
      expect((item.title ?? item.name ?? '').toLowerCase()).toContain('lantern');
  });

  it('multi search finds people, with known_for', async () => {
    const { body } = (await tmdbJson('/search/multi?query=mara')) as JsonResult<Paged>;
    const mara = body.results.find((r) => r.media_type === 'person' && r.name === 'Mara Velloso');
    expect(mara?.known_for?.map((k) => k.id)).toContain(900101);
    expect(mara?.known_for?.every((k) => k.media_type === 'movie' || k.media_type === 'tv')).toBe(true);
  });

  it('movie and tv search omit media_type and keep id spaces apart', async () => {
    const movies = (await tmdbJson('/search/movie?query=LANTERN')) as JsonResult<Paged>;
    expect(movies.body.results.length).toBeGreaterThanOrEqual(6);
    expect(movies.body.results.every((r) => r.media_type === undefined && r.title !== undefined)).toBe(true);
    const shows = (await tmdbJson('/search/tv?query=lantern')) as JsonResult<Paged>;
    expect(shows.body.results.map((r) => r.name).sort()).toEqual(['Lantern Street', 'The Lantern Guild']);
    expect(shows.body.results.every((r) => r.media_type === undefined)).toBe(true);
  });

  it('answers an empty or missing query with 200 and no results', async () => {
    for (const path of ['/search/multi?query=', '/search/movie']) {
      const { status, body } = (await tmdbJson(path)) as JsonResult<Paged>;
      expect(status).toBe(200);
      expect(body.results).toEqual([]);
      expect(body.total_results).toBe(0);
    }
  });

  it('rejects a page outside 1..500 with 400 / 22', async () => {
    for (const page of ['0', '501', 'abc']) {
      const { status, body } = (await tmdbJson(
        `/search/multi?query=lantern&page=${page}`,
      )) as JsonResult<TmdbErrorBody>;
      expect(status).toBe(400);
      expect(body.status_code).toBe(22);
    }
    const pageTwo = (await tmdbJson('/search/multi?query=lantern&page=2')) as JsonResult<Paged>;
    expect(pageTwo.body.results).toEqual([]);
    expect(pageTwo.body.page).toBe(2);
  });
});

describe('TMDb details', () => {
  it('includes only the requested appends, keyed literally', async () => {
    const { status, body } = (await tmdbJson(
      '/movie/900101?append_to_response=credits,watch/providers',
    )) as JsonResult<Record<string, unknown>>;
    expect(status).toBe(200);
    expect(body.title).toBe('The Lantern Keeper');
    expect(body).toHaveProperty('credits');
    expect(body).toHaveProperty(['watch/providers', 'results', 'US']);
    for (const key of ['images', 'videos', 'external_ids', 'release_dates'])
      expect(body).not.toHaveProperty(key);

    const credits = body.credits as { cast: unknown[]; crew: { job: string; name: string }[] };
    expect(credits.cast.length).toBeGreaterThanOrEqual(5);
    expect(credits.crew.find((c) => c.job === 'Director')?.name).toBe('Tomas Reyne');

    const plain = (await tmdbJson('/movie/900101')) as JsonResult<Record<string, unknown>>;
    expect(plain.body).not.toHaveProperty('credits');
    expect(plain.body).not.toHaveProperty('watch/providers');
  });

  it('serves append sub-endpoints on their own, with an id', async () => {
    const { body } = (await tmdbJson('/tv/210077/watch/providers')) as JsonResult<{
      id: number;
      results: Record<string, unknown>;
    }>;
    expect(body).toEqual({ id: 210077, results: {} });
    const credits = (await tmdbJson('/tv/210003/credits')) as JsonResult<{ id: number; cast: unknown[] }>;
    expect(credits.body.id).toBe(210003);
    expect(credits.body.cast.length).toBeGreaterThanOrEqual(5);
  });

  it('answers unknown ids with 404 / 34, movie and tv ids being separate', async () => {
    for (const path of ['/movie/1', '/tv/900101', '/movie/210077', '/movie/abc', '/tv/210077/season/9']) {
      const { status, body } = (await tmdbJson(path)) as JsonResult<TmdbErrorBody>;
      expect(status, path).toBe(404);
      expect(body.status_code).toBe(34);
      expect(body.success).toBe(false);
    }
  });

  it('generates season details consistent with last_episode_to_air', async () => {
    const series = fake.fixtures.tv.find((s) => s.id === 210077);
    const specials = (await tmdbJson('/tv/210077/season/0')) as JsonResult<TmdbSeasonDetails>;
    expect(specials.body.name).toBe('Specials');
    expect(specials.body.air_date).toBeNull();

    const { status, body } = (await tmdbJson('/tv/210077/season/3')) as JsonResult<TmdbSeasonDetails>;
    expect(status).toBe(200);
    expect(body.episodes).toHaveLength(8);
    const last = body.episodes.at(-1);
    expect(last?.id).toBe(series?.last_episode_to_air?.id);
    expect(last?.name).toBe('Low Tide');
    expect(last?.runtime).toBe(52);
    expect(last?.air_date).toBe('2024-11-20');
  });

  it("finds an episode by its own TVDB or IMDb id, a series by its TVDB id, and an episode's ids", async () => {
    const episode = { show_id: 210204, season_number: 3, episode_number: 15, media_type: 'tv_episode' };
    for (const path of [
      '/find/8858893?external_source=tvdb_id',
      '/find/tt15551010?external_source=imdb_id',
    ]) {
      const { status, body } = (await tmdbJson(path)) as JsonResult<Record<string, unknown[]>>;
      expect(status, path).toBe(200);
      expect(body.tv_episode_results, path).toEqual([expect.objectContaining(episode)]);
      expect(body.tv_results, path).toEqual([]);
    }
    const series = (await tmdbJson('/find/301376?external_source=tvdb_id')) as JsonResult<{
      tv_results: ListItem[];
    }>;
    expect(series.body.tv_results.map((item) => [item.id, item.name])).toEqual([
      [210205, 'Be Cool, Scooby-Doo!'],
    ]);
    const ids = await tmdbJson('/tv/210204/season/3/episode/15/external_ids');
    expect(ids).toEqual({
      status: 200,
      body: expect.objectContaining({ imdb_id: 'tt15551010', tvdb_id: 8858893 }) as unknown,
    });
    expect((await tmdbJson('/tv/210204/season/3/episode/50/external_ids')).status).toBe(404);
  });

  it('answers an unknown id with every list empty, and a find without its source with an error', async () => {
    const empty = {
      movie_results: [],
      person_results: [],
      tv_results: [],
      tv_episode_results: [],
      tv_season_results: [],
    };
    expect(await tmdbJson('/find/99999999?external_source=tvdb_id')).toEqual({ status: 200, body: empty });
    const { status, body } = (await tmdbJson('/find/tt15551010')) as JsonResult<TmdbErrorBody>;
    expect([status, body.status_code]).toEqual([422, 5]);
  });

  it('reflects fixture changes, such as a newly added season', async () => {
    const series = fake.fixtures.tv.find((s) => s.id === 210001);
    if (!series) throw new Error('fixture missing');
    addSeason(series, { episode_count: 4, air_date: '2026-01-04', episodes_aired: 1 });
    const details = (await tmdbJson('/tv/210001')) as JsonResult<{
      number_of_seasons: number;
      last_episode_to_air: { season_number: number };
    }>;
    expect(details.body.number_of_seasons).toBe(2);
    expect(details.body.last_episode_to_air.season_number).toBe(2);
    const season = (await tmdbJson('/tv/210001/season/2')) as JsonResult<TmdbSeasonDetails>;
    expect(season.body.episodes.map((e) => e.runtime !== null)).toEqual([true, false, false, false]);
  });
});

describe('TMDb lists', () => {
  it('ranks trending items as the fixtures say, each with media_type', async () => {
    const movies = (await tmdbJson('/trending/movie/week')) as JsonResult<Paged>;
    expect(movies.body.results.map((r) => r.id)).toEqual(fake.fixtures.trending.week.movie);
    expect(movies.body.results.length).toBeGreaterThanOrEqual(10);
    expect(movies.body.results.every((r) => r.media_type === 'movie')).toBe(true);

    const shows = (await tmdbJson('/trending/tv/day')) as JsonResult<Paged>;
    expect(shows.body.results.length).toBeGreaterThanOrEqual(6);
    const all = (await tmdbJson('/trending/all/day')) as JsonResult<Paged>;
    expect(new Set(all.body.results.map((r) => r.media_type))).toEqual(new Set(['movie', 'tv', 'person']));
  });

  it('serves genres with real ids and a configuration pointing at the image server', async () => {
    const genres = (await tmdbJson('/genre/tv/list')) as JsonResult<{
      genres: { id: number; name: string }[];
    }>;
    expect(genres.body.genres).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
    const config = (await tmdbJson('/configuration')) as JsonResult<{
      images: { secure_base_url: string; poster_sizes: string[] };
    }>;
    expect(config.body.images.secure_base_url).toBe(`${fake.imageBaseUrl}/`);
    expect(config.body.images.poster_sizes).toContain('w500');
  });
});

describe('failure modes', () => {
  it('rate-limits for the given number of requests, then answers normally', async () => {
    fake.setMode('rate-limited', { times: 2 });
    for (let i = 0; i < 2; i += 1) {
      const response = await tmdb('/configuration', { bearer: fake.tmdbToken });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(((await response.json()) as TmdbErrorBody).status_code).toBe(25);
    }
    expect((await tmdb('/configuration', { bearer: fake.tmdbToken })).status).toBe(200);
  });

  it('returns a body that is not JSON in garbage mode', async () => {
    fake.setMode('garbage');
    const response = await tmdb('/movie/900101', { bearer: fake.tmdbToken });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('answers 503 / 9 in server-error mode and 401 / 7 in unauthorized mode', async () => {
    fake.setMode('server-error', { times: 1 });
    const offline = (await tmdbJson('/configuration')) as JsonResult<TmdbErrorBody>;
    expect([offline.status, offline.body.status_code]).toEqual([503, 9]);
    fake.setMode('unauthorized', { times: 1 });
    const denied = (await tmdbJson('/configuration')) as JsonResult<TmdbErrorBody>;
    expect([denied.status, denied.body.status_code]).toEqual([401, 7]);
  });

  it('delays a slow response without changing it (order only, no timing)', async () => {
    fake.setMode('slow', { times: 1, delayMs: 300 });
    const finished: string[] = [];
    const slow = tmdbJson('/movie/900101').then((r) => {
      finished.push('slow');
      return r;
    });
    // Make sure the slow request has arrived (and used up the mode) before the fast one.
    await expect.poll(() => fake.callCount((c) => c.path === '/movie/900101' && c.status === 0)).toBe(1);
    const fast = (await tmdbJson('/movie/900102')) as JsonResult<{ id: number }>;
    finished.push('fast');
    const slowResult = await slow;
    expect(finished).toEqual(['fast', 'slow']);
    expect(slowResult.status).toBe(200);
    expect(slowResult.body).toMatchObject({ id: 900101 });
    expect(fast.body.id).toBe(900102);
  });

  it('answers every held request at once when told to', async () => {
    fake.setMode('slow', { delayMs: 600_000 });
    const held = tmdbJson('/movie/900101');
    await expect.poll(() => fake.callCount((c) => c.path === '/movie/900101' && c.status === 0)).toBe(1);
    fake.setMode('normal');
    fake.releaseDelayed();
    const answer = (await held) as JsonResult<{ id: number }>;
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(900101);
  });

  it('keeps modes per service', async () => {
    fake.setMode('server-error');
    const { status } = await omdb(`apikey=${fake.omdbApiKey}&i=tt9100101`);
    expect(status).toBe(200);
    fake.setMode('rate-limited', { service: 'omdb', times: 1 });
    const quota = await omdb(`apikey=${fake.omdbApiKey}&i=tt9100101`);
    expect(quota).toEqual({ status: 401, body: { Response: 'False', Error: 'Request limit reached!' } });
  });
});

describe('OMDb', () => {
  it('returns a full record of strings with all three rating sources', async () => {
    const { status, body } = await omdb(`apikey=${fake.omdbApiKey}&i=tt9100101`);
    expect(status).toBe(200);
    const record = body as OmdbRecord;
    expect(record.Title).toBe('The Lantern Keeper');
    expect(record.Released).toBe('08 Oct 2021');
    expect(record.Runtime).toBe('117 min');
    expect(record.Ratings.map((r) => r.Source)).toEqual([
      'Internet Movie Database',
      'Rotten Tomatoes',
      'Metacritic',
    ]);
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'Ratings') expect(typeof value, key).toBe('string');
    }
  });

  it('uses "N/A" for missing values on series', async () => {
    const harbor = (await omdb(`apikey=${fake.omdbApiKey}&i=tt9200201`, false)).body as OmdbRecord;
    expect(harbor).toMatchObject({ Type: 'series', Year: '2019–', Metascore: 'N/A', totalSeasons: '3' });
    expect(harbor.Ratings).toEqual([{ Source: 'Internet Movie Database', Value: '8.1/10' }]);
    expect(harbor).not.toHaveProperty('BoxOffice');

    const dustbowl = (await omdb(`apikey=${fake.omdbApiKey}&i=tt9200107`)).body as OmdbRecord;
    expect(dustbowl).toMatchObject({ imdbRating: 'N/A', imdbVotes: 'N/A', Ratings: [] });
  });

  it('answers unknown ids and titles with 200 and Response "False"', async () => {
    expect(await omdb(`apikey=${fake.omdbApiKey}&i=tt0000001`)).toEqual({
      status: 200,
      body: { Response: 'False', Error: 'Incorrect IMDb ID.' },
    });
    expect(await omdb(`apikey=${fake.omdbApiKey}&t=No+Such+Film`)).toEqual({
      status: 200,
      body: { Response: 'False', Error: 'Movie not found!' },
    });
    const byTitle = await omdb(`apikey=${fake.omdbApiKey}&t=glass+harbor`);
    expect((byTitle.body as OmdbRecord).imdbID).toBe('tt9100111');
  });

  it('answers a missing or wrong key with 401', async () => {
    expect(await omdb('i=tt9100101')).toEqual({
      status: 401,
      body: { Response: 'False', Error: 'No API key provided.' },
    });
    expect(await omdb('apikey=wrong&i=tt9100101')).toEqual({
      status: 401,
      body: { Response: 'False', Error: 'Invalid API key!' },
    });
  });
});

describe('images', () => {
  it('serves a valid PNG for a fixture path', async () => {
    const response = await fetch(`${fake.imageBaseUrl}/w500/aB3xLanternPoster.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2, 3]);
    expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength))).toHaveLength(3 * (1 + 2 * 3));
  });

  it('serves profile, logo and generated episode still paths too', async () => {
    for (const path of ['/w185/mV9Profile.jpg', '/original/lG2Logo.png', '/w300/st210077s3e8.jpg']) {
      expect((await fetch(`${fake.imageBaseUrl}${path}`)).status, path).toBe(200);
    }
  });

  it('answers an unknown file or size with 404', async () => {
    expect((await fetch(`${fake.imageBaseUrl}/w500/unknown.jpg`)).status).toBe(404);
    expect((await fetch(`${fake.imageBaseUrl}/w999/aB3xLanternPoster.jpg`)).status).toBe(404);
  });
});

describe('call log and fixtures', () => {
  it('records every request with its service, path, query and status', async () => {
    fake.resetCalls();
    await tmdb('/movie/900101', { apiKey: fake.tmdbApiKey });
    await tmdb('/movie/1', { bearer: fake.tmdbToken });
    await omdb(`apikey=${fake.omdbApiKey}&i=tt9100101`);
    await fetch(`${fake.imageBaseUrl}/w92/pv1Logo.jpg`);
    expect(fake.callCount()).toBe(4);
    expect(fake.callCount((c) => c.service === 'tmdb')).toBe(2);
    expect(fake.calls[0]).toEqual({
      service: 'tmdb',
      path: '/movie/900101',
      query: { api_key: fake.tmdbApiKey },
      status: 200,
    });
    expect(fake.calls[1]?.status).toBe(404);
    expect(fake.calls[2]).toMatchObject({ service: 'omdb', path: '/', query: { i: 'tt9100101' } });
    expect(fake.calls[3]).toMatchObject({ service: 'image', path: '/w92/pv1Logo.jpg', status: 200 });
  });

  it('returns a fresh deep copy of the default fixtures on every call', () => {
    const first = defaultFakeFixtures();
    const second = defaultFakeFixtures();
    expect(second).toEqual(first);
    first.movies[0]?.credits.cast.pop();
    expect(second.movies[0]?.credits.cast.length).toBeGreaterThan(first.movies[0]?.credits.cast.length ?? 0);
    expect(first.movies.filter((m) => m.imdb_id === null)).toHaveLength(1);
  });
});
