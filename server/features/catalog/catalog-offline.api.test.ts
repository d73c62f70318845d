import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyScore } from '#domain/rules/family-score';
import {
  castResponseSchema,
  movieDetailsResponseSchema,
  searchResponseSchema,
  trendingBothResponseSchema,
  trendingResponseSchema,
  tvDetailsResponseSchema,
} from '#domain/schemas/film';
import { sharedOfflineCatalog } from '../../film-data/offline/catalog';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

const SHAWSHANK = 90000001;
const AMELIE = 90000027;
const BREAKING_BAD = 90500001;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness();
  await api.login();
});
afterAll(async () => {
  await api.close();
});

const search = async (q: string) => {
  const response = await api.request('GET', `/api/search/combined?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(response.body).results;
};

const addToLibrary = (tmdbId: number, mediaType: 'movie' | 'tv', ownership: string) =>
  api.db
    .prepare(
      `INSERT INTO library_items (tmdb_id, media_type, title, ownership, date_added, updated_at)
       VALUES (?, ?, 'x', ?, '2026-01-01', '2026-01-01')`,
    )
    .run(tmdbId, mediaType, ownership);

describe('offline catalog: search', () => {
  it('finds a title by a piece of its name, with the search-result shape', async () => {
    const results = await search('shawshank');
    expect(results[0]).toEqual({
      id: `search-${SHAWSHANK}`,
      tmdbId: SHAWSHANK,
      title: 'The Shawshank Redemption',
      year: 1994,
      mediaType: 'movie',
      posterPath: `/offline/poster/${SHAWSHANK}.svg`,
      backdropPath: `/offline/backdrop/${SHAWSHANK}.svg`,
      overview: expect.stringContaining('banker') as string,
      voteAverage: 8.7,
      voteCount: 29000,
      genres: ['Drama', 'Crime'],
      inLibrary: false,
      ownerships: [],
    });
  });

  it('ignores case and accents, and finds titles by their people', async () => {
    expect((await search('AMELIE')).map((r) => r.tmdbId)).toContain(AMELIE);
    expect((await search('amélie')).map((r) => r.tmdbId)).toContain(AMELIE);
    expect((await search('morgan freeman')).map((r) => r.tmdbId)).toContain(SHAWSHANK);
    expect((await search('vince gilligan')).map((r) => r.tmdbId)).toContain(BREAKING_BAD);
    expect(await search('zzqqxx')).toEqual([]);
  });

  it('ranks a title match above a cast match', async () => {
    const results = await search('dune');
    expect(results[0]?.title).toMatch(/^Dune/);
  });

  it('filters by type on /api/tmdb/search', async () => {
    const movies = await api.request('GET', '/api/tmdb/search?query=breaking&type=movie');
    expect(searchResponseSchema.parse(movies.body).results.every((r) => r.mediaType === 'movie')).toBe(true);
    const series = await api.request('GET', '/api/tmdb/search?query=breaking&type=tv');
    expect(searchResponseSchema.parse(series.body).results.map((r) => r.tmdbId)).toContain(BREAKING_BAD);
    const multi = await api.request('GET', '/api/tmdb/search?query=breaking');
    expect(searchResponseSchema.parse(multi.body).results.map((r) => r.tmdbId)).toContain(BREAKING_BAD);
  });

  it('marks titles of the library with their ownership, by media type', async () => {
    addToLibrary(SHAWSHANK, 'movie', 'person1');
    addToLibrary(BREAKING_BAD, 'movie', 'person2'); // a movie row with a series' id: not the series
    const shawshank = (await search('shawshank'))[0];
    expect(shawshank).toMatchObject({ inLibrary: true, ownerships: ['person1'] });
    const breakingBad = (await search('breaking bad')).find((r) => r.tmdbId === BREAKING_BAD);
    expect(breakingBad).toMatchObject({ mediaType: 'tv', inLibrary: false, ownerships: [] });
    api.db.prepare('DELETE FROM library_items').run();
  });

  it('refuses an empty or missing query and a bad type with 400 {message}', async () => {
    for (const path of [
      '/api/search/combined',
      '/api/search/combined?q=',
      '/api/search/combined?q=%20%20',
      '/api/tmdb/search',
      '/api/tmdb/search?query=x&type=person',
      `/api/search/combined?q=${'x'.repeat(201)}`,
    ]) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String) as string });
    }
  });

  it('needs a session', async () => {
    expect((await api.request('GET', '/api/search/combined?q=dune', { token: null })).status).toBe(401);
    expect((await api.request('GET', `/api/tmdb/movie/${SHAWSHANK}`, { token: null })).status).toBe(401);
    expect((await api.request('GET', '/api/tmdb/trending', { token: null })).status).toBe(401);
  });
});

describe('offline catalog: a title by its IMDb id', () => {
  it('finds a catalog title by its IMDb id, and nothing for an id it does not have', async () => {
    const find = async (imdbId: string) => {
      const response = await api.request('GET', `/api/tmdb/find/${imdbId}`);
      expect(response.status).toBe(200);
      return searchResponseSchema.parse(response.body).results;
    };
    expect(await find('tt0111161')).toMatchObject([
      { tmdbId: SHAWSHANK, title: 'The Shawshank Redemption', mediaType: 'movie', inLibrary: false },
    ]);
    expect(await find('tt9999999')).toEqual([]);
  });

  it.each(['0111161', 'tt', 'tt12345678901', 'nm0000151'])(
    'refuses %s as an IMDb id with a 400',
    async (id) => {
      const response = await api.request('GET', `/api/tmdb/find/${id}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.stringContaining('imdbId') as string });
    },
  );

  it('needs a session', async () => {
    expect((await api.request('GET', '/api/tmdb/find/tt0111161', { token: null })).status).toBe(401);
  });
});

describe('offline catalog: details', () => {
  it('answers a movie TMDb-style, with the aggregates from the catalog ratings', async () => {
    const response = await api.request('GET', `/api/tmdb/movie/${SHAWSHANK}`);
    expect(response.status).toBe(200);
    const details = movieDetailsResponseSchema.parse(response.body);
    expect(details).toMatchObject({
      id: SHAWSHANK,
      media_type: 'movie',
      title: 'The Shawshank Redemption',
      release_date: '1994-09-23',
      runtime: 142,
      genres: [
        { id: 18, name: 'Drama' },
        { id: 80, name: 'Crime' },
      ],
      poster_path: `/offline/poster/${SHAWSHANK}.svg`,
      logo_path: `/offline/logo/${SHAWSHANK}.svg`,
      imdb_id: 'tt0111161',
      imdbRating: 9.3,
      imdbVotes: 3000000,
      tmdbRating: 8.7,
      tmdbVoteCount: 29000,
      metascore: 82,
      rtTomatometer: 91,
    });
    expect(details).toMatchObject(
      familyScore({
        tmdbRating: 8.7,
        tmdbVoteCount: 29000,
        imdbRating: 9.3,
        imdbVotes: 3000000,
        metascore: 82,
        rtTomatometer: 91,
      }),
    );
    expect(details.globalReaction).toBe('up');
    const director = details.credits.crew.find((member) => member.job === 'Director');
    expect(director).toMatchObject({ name: 'Frank Darabont', department: 'Directing', profile_path: null });
    expect(details.credits.cast[0]).toMatchObject({ name: 'Tim Robbins', character: 'Andy Dufresne' });
  });

  it('answers a series with its seasons, creators and per-episode runtime', async () => {
    const response = await api.request('GET', `/api/tmdb/tv/${BREAKING_BAD}`);
    expect(response.status).toBe(200);
    const details = tvDetailsResponseSchema.parse(response.body);
    expect(details).toMatchObject({
      media_type: 'tv',
      name: 'Breaking Bad',
      first_air_date: '2008-01-20',
      episode_run_time: [47],
      created_by: [{ name: 'Vince Gilligan', profile_path: null }],
      number_of_seasons: 5,
      imdb_id: 'tt0903747',
      metascore: null,
      rtTomatometer: null,
    });
    expect(details.seasons[0]).toEqual({
      season_number: 0,
      name: 'Specials',
      episode_count: 9,
      air_date: null,
      poster_path: `/offline/poster/${BREAKING_BAD}-s0.svg`,
      overview: '',
    });
    expect(details.seasons[1]).toMatchObject({ season_number: 1, episode_count: 7, air_date: '2008-01-20' });
  });

  it('gives the same people the same ids across titles', async () => {
    const first = castResponseSchema.parse((await api.request('GET', '/api/tmdb/movie/90000115/cast')).body);
    const second = castResponseSchema.parse((await api.request('GET', '/api/tmdb/movie/90000116/cast')).body);
    const chalamet = (cast: typeof first) =>
      cast.cast.find((member) => member.name === 'Timothée Chalamet')?.id;
    expect(chalamet(first)).toBeTypeOf('number');
    expect(chalamet(first)).toBe(chalamet(second));
  });

  it('answers the cast route with cast and crew', async () => {
    const response = await api.request('GET', `/api/tmdb/tv/${BREAKING_BAD}/cast`);
    expect(response.status).toBe(200);
    const credits = castResponseSchema.parse(response.body);
    expect(credits.cast.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(credits.cast[0] ?? {}).sort()).toEqual(['character', 'id', 'name', 'profile_path']);
  });

  it('answers 404 for an unknown title or the wrong media type, 400 for a bad one', async () => {
    for (const path of [
      '/api/tmdb/movie/123',
      `/api/tmdb/tv/${SHAWSHANK}`,
      `/api/tmdb/movie/${BREAKING_BAD}/cast`,
    ]) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({
        message: expect.stringMatching(/No (movie|series) with id \d+/) as string,
      });
    }
    for (const path of [
      '/api/tmdb/person/1',
      '/api/tmdb/movie/abc',
      '/api/tmdb/movie/-1',
      '/api/tmdb/movie/1.5',
    ]) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String) as string });
    }
  });
});

describe('offline catalog: trending', () => {
  it('lists trending titles in rank order, the first ten with runtime or season count', async () => {
    const movies = trendingResponseSchema.parse(
      (await api.request('GET', '/api/tmdb/trending/movie')).body,
    ).results;
    const expected = sharedOfflineCatalog()
      .titles.filter((title) => title.mediaType === 'movie' && title.trendingRank !== null)
      .sort((a, b) => (a.trendingRank ?? 0) - (b.trendingRank ?? 0))
      .map((title) => title.id);
    expect(movies.map((item) => item.id)).toEqual(expected);
    expect(movies[0]).toMatchObject({
      id: 90000142,
      media_type: 'movie',
      title: 'Sinners',
      number_of_seasons: null,
    });
    expect(movies.slice(0, 10).every((item) => item.runtime !== null)).toBe(true);
    expect(movies[0]?.genre_ids.length).toBe(movies[0]?.genres.length);

    const series = trendingResponseSchema.parse(
      (await api.request('GET', '/api/tmdb/trending/tv')).body,
    ).results;
    expect(series[0]).toMatchObject({ media_type: 'tv', id: 90500009 });
    expect(
      series.slice(0, 10).every((item) => item.number_of_seasons !== null && item.runtime !== null),
    ).toBe(true);
  });

  it('answers both lists for the sidebar', async () => {
    const response = await api.request('GET', '/api/tmdb/trending');
    expect(response.status).toBe(200);
    const both = trendingBothResponseSchema.parse(response.body);
    expect(both.movie[0]?.media_type).toBe('movie');
    expect(both.tv[0]?.media_type).toBe('tv');
    expect((await api.request('GET', '/api/tmdb/trending/person')).status).toBe(400);
  });
});

describe('offline artwork', () => {
  const image = (path: string) => api.request('GET', `/img/${path}`, { token: null });

  it('draws posters, backdrops, logos and season posters as SVG, without a session', async () => {
    for (const path of [
      `w500/offline/poster/${SHAWSHANK}.svg`,
      `w1280/offline/backdrop/${SHAWSHANK}.svg`,
      `w300/offline/logo/${SHAWSHANK}.svg`,
      `w342/offline/poster/${BREAKING_BAD}-s2.svg`,
    ]) {
      const response = await image(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(response.text).not.toMatch(/<script|javascript:|on\w+=/i);
    }
    expect((await image(`w500/offline/poster/${SHAWSHANK}.svg`)).text).toContain('Shawshank');
    expect((await image(`w500/offline/poster/${BREAKING_BAD}-s2.svg`)).text).toContain('SEASON 2');
    expect((await image(`w500/offline/poster/90000147.svg`)).text).toContain('Mission');
  });

  it('serves the calm placeholder for fallback.svg, unknown artwork and TMDb files it cannot fetch', async () => {
    const fallback = await image('w500/fallback.svg');
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(fallback.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of [
      'w500/offline/poster/123.svg',
      `w500/offline/poster/${SHAWSHANK}-s1.svg`,
      'w500/abc.jpg',
    ]) {
      const response = await image(path);
      expect(response.status, path).toBe(200);
      expect(response.text).toBe(fallback.text);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('refuses bad sizes and paths with 400 JSON', async () => {
    for (const path of [
      'w501/fallback.svg',
      'original/abc.jpg',
      'w500/..%2F..%2Fetc%2Fpasswd',
      'w500/a/b.jpg',
      'w500/abc.gif',
      'w500/abc',
      'w500/offline/poster/abc.svg',
      'w500/offline/trailer/1.svg',
      'w500/.jpg',
    ]) {
      const response = await image(path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String) as string });
    }
  });
});
