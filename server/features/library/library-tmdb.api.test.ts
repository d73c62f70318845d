import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryItemSchema, type LibraryItem } from '#domain/schemas/library';
import { FILM_CACHE_TTL_MS } from '../../film-data/cache';
import type { ApiHarness } from '../../test-support/api-harness';
import { addSeason } from '../../test-support/fake-film-fixtures';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

const LANTERN_KEEPER = 900101;
const RETURN_OF_THE_KEEPER = 900102;
const LANTERN_GUILD = 210003;

let fake: FakeFilmServer;
let api: ApiHarness;
let harness: TmdbHarness;

beforeEach(async () => {
  harness = await startTmdbHarness();
  ({ fake, api } = harness);
});
afterEach(async () => {
  await harness.close();
});

const now = () => api.clock.now().toISOString();

const body = (tmdbId: number, mediaType: 'movie' | 'tv' = 'movie', extra: Record<string, unknown> = {}) => ({
  tmdbId,
  ownership: 'person1',
  mediaType,
  title: 'Client title',
  year: 2019,
  posterPath: '/client.jpg',
  backdropPath: null,
  runtime: 100,
  ...extra,
});

async function add(payload: Record<string, unknown>): Promise<LibraryItem> {
  const response = await api.request('POST', '/api/library', { body: payload });
  expect(response.status, response.text).toBe(201);
  return libraryItemSchema.parse(response.body);
}

async function item(id: number): Promise<LibraryItem | undefined> {
  const response = await api.request('GET', '/api/library/all');
  return libraryItemSchema
    .array()
    .parse(response.body)
    .find((entry) => entry.id === id);
}

/** Starts Refresh Metadata and waits for the job to finish; a refused start is answered as it is. */
async function refresh(payload?: unknown) {
  const started = await api.request(
    'POST',
    '/api/library/refresh-metadata',
    payload === undefined ? {} : { body: payload },
  );
  if (started.status !== 202) return started;
  return finishedJob();
}

async function finishedJob() {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const job = await api.request('GET', '/api/library/refresh-metadata');
    if ((job.body as { state: string }).state === 'finished') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the refresh job did not finish');
}

const seriesFixture = (id: number) => {
  const series = fake.fixtures.tv.find((entry) => entry.id === id);
  if (!series) throw new Error(`no fixture ${id}`);
  return series;
};
const movieFixture = (id: number) => {
  const movie = fake.fixtures.movies.find((entry) => entry.id === id);
  if (!movie) throw new Error(`no fixture ${id}`);
  return movie;
};

describe('adding through TMDb and OMDb', () => {
  it('fills a movie with TMDb details and OMDb ratings', async () => {
    const added = await add(body(LANTERN_KEEPER));
    expect(added).toMatchObject({
      title: 'The Lantern Keeper',
      year: 2021,
      releaseDate: '2021-10-08',
      runtime: 117,
      genres: ['Drama', 'Mystery'],
      director: 'Tomas Reyne',
      creator: null,
      imdbId: 'tt9100101',
      imdbRating: 7.8,
      imdbVotes: 1_234_567,
      rottenTomatoesRating: 93,
      metacriticRating: 74,
      tmdbRating: 7.4,
      tmdbVoteCount: 1832,
      voteAverage: 7.4,
      posterPath: '/aB3xLanternPoster.jpg',
      backdropPath: '/kQ7Backdrop.jpg',
      logoPath: '/lG2Logo.png',
      overview: 'A lighthouse keeper finds a ledger of ships that never sailed.',
      metadataRefreshedAt: now(),
    });
    expect(added.mainStars).toHaveLength(5);
    expect(added.mainStars[0]).toBe('Mara Velloso');
  });

  it('fills a series with its creators and seasons', async () => {
    const added = await add(body(LANTERN_GUILD, 'tv'));
    expect(added).toMatchObject({
      title: 'The Lantern Guild',
      creator: 'Arlo Finchley, Clementine Osei',
      director: null,
      metacriticRating: 81,
    });
    expect(added.seasonRollup).toMatchObject({ hasSeasons: true, totalSeasons: 5 });
  });

  it("names a season 0 that TMDb left unnamed 'Specials', and lists it after the numbered seasons", async () => {
    const harborLights = seriesFixture(210077);
    for (const season of harborLights.seasons) if (season.season_number === 0) season.name = '';
    const added = await add(body(210077, 'tv'));
    const response = await api.request('GET', `/api/seasons/${added.id}`);
    const seasons = response.body as { seasonNumber: number; name: string }[];
    expect(seasons.at(-1)).toMatchObject({ seasonNumber: 0, name: 'Specials' });
    expect(seasons.slice(0, -1).map((season) => season.seasonNumber)).toEqual(
      harborLights.seasons.filter((season) => season.season_number > 0).map((season) => season.season_number),
    );
  });

  it("adds from the client's fields when TMDb is down", async () => {
    fake.setMode('server-error');
    const added = await add(body(LANTERN_KEEPER, 'movie', { genres: ['Drama'], tmdbRating: 7.1 }));
    expect(added).toMatchObject({
      title: 'Client title',
      year: 2019,
      posterPath: '/client.jpg',
      runtime: 100,
      genres: ['Drama'],
      tmdbRating: 7.1,
      imdbRating: null,
      metadataRefreshedAt: null,
      status: 'to_watch',
    });
    const series = await add(body(LANTERN_GUILD, 'tv', { title: 'Guild' }));
    expect(series).toMatchObject({ title: 'Guild', seasonRollup: null });
  });

  it('keeps the TMDb details when only OMDb is down', async () => {
    fake.setMode('server-error', { service: 'omdb' });
    const added = await add(body(LANTERN_KEEPER));
    expect(added).toMatchObject({ title: 'The Lantern Keeper', imdbRating: null, tmdbRating: 7.4 });
  });
});

describe('refresh metadata', () => {
  it('rewrites the film data of every item, adds aired seasons, and keeps what the household recorded', async () => {
    const movie = await add(body(LANTERN_KEEPER, 'movie', { ownership: 'together', userRating: 'up' }));
    const series = await add(body(LANTERN_GUILD, 'tv'));
    await api.request('PUT', `/api/library/${series.id}/status`, { body: { status: 'watched' } });
    await api.request('PUT', `/api/library/${movie.id}/status`, { body: { status: 'watching' } });
    const movieBefore = await item(movie.id);
    const seriesBefore = await item(series.id);

    movieFixture(LANTERN_KEEPER).vote_average = 8.1;
    movieFixture(LANTERN_KEEPER).overview = 'A new overview.';
    addSeason(seriesFixture(LANTERN_GUILD), { episode_count: 8, air_date: '2026-05-01', episodes_aired: 8 });
    api.clock.advance(FILM_CACHE_TTL_MS.ratings + 1000);

    const response = await refresh();
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      state: 'finished',
      message: 'Refreshed 2 of 2 titles',
      done: 2,
      total: 2,
      refreshed: 2,
      failed: 0,
      ratingsPausedForToday: false,
      finishedAt: now(),
    });

    const movieAfter = await item(movie.id);
    expect(movieAfter).toEqual({
      ...movieBefore,
      tmdbRating: 8.1,
      voteAverage: 8.1,
      overview: 'A new overview.',
      metadataRefreshedAt: now(),
    });
    const seriesAfter = await item(series.id);
    // A finished series with a new season is being watched again (its status follows its seasons); it was finished.
    expect(seriesBefore?.status).toBe('watched');
    expect(seriesAfter).toMatchObject({
      status: 'watching',
      ownership: 'person1',
      dateFinished: seriesBefore?.dateFinished,
      metadataRefreshedAt: now(),
    });
    expect(seriesAfter?.seasonRollup).toMatchObject({
      totalSeasons: 6,
      watchedSeasons: 5,
      overallStatus: 'watching',
      currentSeason: { seasonNumber: 6 },
    });
  });

  it('reads past the film-data cache: details and ratings younger than their TTL are fetched again', async () => {
    const movie = await add(body(LANTERN_KEEPER));
    const imdbId = movieFixture(LANTERN_KEEPER).imdb_id ?? '';
    const omdbRecord = fake.fixtures.omdb[imdbId];
    if (!omdbRecord) throw new Error('no OMDb record');
    movieFixture(LANTERN_KEEPER).overview = 'Refreshed overview.';
    omdbRecord.imdbRating = '9.1';
    omdbRecord.Ratings = omdbRecord.Ratings.map((rating) =>
      rating.Source === 'Internet Movie Database' ? { ...rating, Value: '9.1/10' } : rating,
    );
    // Well inside both TTLs: the cache alone would answer with what was read at add time.
    api.clock.advance(60_000);
    fake.resetCalls();

    const response = await refresh({ ids: [movie.id] });
    expect(response.body).toMatchObject({ message: 'Refreshed 1 of 1 title', refreshed: 1, failed: 0 });
    expect(
      fake.callCount((call) => call.service === 'tmdb' && call.path === `/movie/${LANTERN_KEEPER}`),
    ).toBe(1);
    expect(fake.callCount((call) => call.service === 'omdb')).toBe(1);
    expect(await item(movie.id)).toMatchObject({ overview: 'Refreshed overview.', imdbRating: 9.1 });
  });

  it('refreshes only the items asked for', async () => {
    const first = await add(body(LANTERN_KEEPER));
    const second = await add(body(RETURN_OF_THE_KEEPER));
    api.clock.advance(60_000);
    const response = await refresh({ ids: [second.id, second.id] });
    expect(response.body).toMatchObject({ message: 'Refreshed 1 of 1 title', refreshed: 1, failed: 0 });
    expect((await item(first.id))?.metadataRefreshedAt).toBe(first.metadataRefreshedAt);
    expect((await item(second.id))?.metadataRefreshedAt).toBe(now());
  });

  it('counts the items the film data cannot answer for, and refreshes the rest', async () => {
    fake.setMode('server-error');
    const unreadable = await add(body(LANTERN_KEEPER));
    fake.setMode('normal');
    const readable = await add(body(RETURN_OF_THE_KEEPER));
    fake.setMode('server-error');
    api.clock.advance(FILM_CACHE_TTL_MS.ratings + 1000);

    const response = await refresh({});
    expect(response.status).toBe(200);
    // The cache serves the one it has seen before; the other has never been read.
    expect(response.body).toMatchObject({
      message: 'Refreshed 1 of 2 titles; 1 could not be read from the film data',
      done: 2,
      refreshed: 1,
      failed: 1,
    });
    expect(await item(unreadable.id)).toMatchObject({ title: 'Client title', metadataRefreshedAt: null });
    expect(await item(readable.id)).toMatchObject({ metadataRefreshedAt: now() });
  });

  it('runs one job at a time: a second start reports the running one', async () => {
    await add(body(LANTERN_KEEPER));
    await add(body(RETURN_OF_THE_KEEPER));
    expect((await api.request('GET', '/api/library/refresh-metadata')).body).toMatchObject({
      state: 'idle',
      message: 'No refresh has run since the server started',
    });
    fake.setMode('slow', { delayMs: 300 });
    const first = await api.request('POST', '/api/library/refresh-metadata', { body: {} });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ state: 'running', done: 0, total: 2, startedAt: now() });
    const second = await api.request('POST', '/api/library/refresh-metadata', { body: {} });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ state: 'running', total: 2 });
    fake.setMode('normal');
    expect((await finishedJob()).body).toMatchObject({ state: 'finished', done: 2, refreshed: 2 });
  });

  it('stops asking OMDb for the day when its allowance is spent, says so, and keeps the ratings', async () => {
    await harness.close();
    harness = await startTmdbHarness({ filmData: { config: { OMDB_DAILY_LIMIT: 3 } } });
    ({ fake, api } = harness);
    // Adding reads each title's ratings: two of the three calls of the day.
    const first = await add(body(LANTERN_KEEPER));
    const second = await add(body(RETURN_OF_THE_KEEPER));
    fake.resetCalls();
    const job = await refresh();
    expect(job.body).toMatchObject({
      state: 'finished',
      refreshed: 2,
      failed: 0,
      ratingsPausedForToday: true,
    });
    expect((job.body as { message: string }).message).toMatch(/calls for today ran out/);
    expect(fake.callCount((call) => call.service === 'omdb')).toBe(1);
    expect(fake.callCount((call) => call.service === 'tmdb')).toBe(2);
    for (const added of [first, second]) expect((await item(added.id))?.imdbRating).toBe(added.imdbRating);
  });

  it('refuses bad requests with 4xx and changes nothing', async () => {
    const added = await add(body(LANTERN_KEEPER));
    const before = await item(added.id);
    for (const payload of [
      { ids: 'all' },
      { ids: ['1'] },
      { ids: [0] },
      { ids: [1.5] },
      { everything: true },
    ]) {
      const response = await refresh(payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await refresh({ ids: [added.id, 9999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No library item with id 9999' });
    expect(
      (await api.request('POST', '/api/library/refresh-metadata', { rawBody: '{"ids": [' })).status,
    ).toBe(400);
    expect(await item(added.id)).toEqual(before);
  });
});
