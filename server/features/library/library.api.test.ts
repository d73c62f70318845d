import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { libraryItemSchema, watchInstanceSchema, type LibraryItem } from '#domain/schemas/library';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

// Titles of the bundled offline catalog (the default film data of the harness).
const SHAWSHANK = 90000001;
const GODFATHER = 90000002;
const DARK_KNIGHT = 90000003;
const BREAKING_BAD = 90500001;
/** Not in the offline catalog. */
const UNKNOWN_TITLE = 123456;

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
});
afterEach(async () => {
  await api.close();
});

const now = () => api.clock.now().toISOString();

const titlePageBody = (tmdbId: number, extra: Record<string, unknown> = {}) => ({
  tmdbId,
  ownership: 'together',
  mediaType: 'movie',
  title: 'Sent by the client',
  year: 2000,
  posterPath: '/client-poster.jpg',
  backdropPath: '/client-backdrop.jpg',
  runtime: 99,
  ...extra,
});

async function add(body: Record<string, unknown>): Promise<LibraryItem> {
  const response = await api.request('POST', '/api/library', { body });
  expect(response.status, response.text).toBe(201);
  return libraryItemSchema.parse(response.body);
}

async function list(path = '/api/library'): Promise<LibraryItem[]> {
  const response = await api.request('GET', path);
  expect(response.status, response.text).toBe(200);
  return libraryItemSchema.array().parse(response.body);
}

async function setStatus(
  id: number,
  status: string,
  extra: Record<string, unknown> = {},
): Promise<LibraryItem> {
  const response = await api.request('PUT', `/api/library/${id}/status`, { body: { status, ...extra } });
  expect(response.status, response.text).toBe(200);
  return libraryItemSchema.parse(response.body);
}

async function viewingsOf(id: number) {
  const response = await api.request('GET', `/api/watch-instances/${id}`);
  expect(response.status, response.text).toBe(200);
  return watchInstanceSchema.array().parse(response.body);
}

/** Every row the library routes can touch, to show that a refused request changed nothing. */
const snapshot = () =>
  Object.fromEntries(
    ['library_items', 'viewings', 'seasons', 'season_watches'].map((table) => [
      table,
      api.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all(),
    ]),
  );

const expectMessage = (response: { status: number; body: unknown; text: string }, status: number) => {
  expect(response.status, response.text).toBe(status);
  expect(response.body).toEqual({ message: expect.any(String) as string });
};

describe('adding a title', () => {
  it('fills a movie from the film data when the title page sends the short body', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    expect(item).toEqual({
      id: expect.any(Number) as number,
      tmdbId: SHAWSHANK,
      mediaType: 'movie',
      title: 'The Shawshank Redemption',
      year: 1994,
      overview: expect.stringContaining('Maine prison') as string,
      genres: ['Drama', 'Crime'],
      director: 'Frank Darabont',
      creator: null,
      mainStars: ['Tim Robbins', 'Morgan Freeman', 'Bob Gunton', 'William Sadler', 'Clancy Brown'],
      runtime: 142,
      imdbId: 'tt0111161',
      imdbRating: 9.3,
      imdbVotes: 3_000_000,
      tmdbRating: 8.7,
      tmdbVoteCount: 29_000,
      rottenTomatoesRating: 91,
      metacriticRating: 82,
      posterPath: `/offline/poster/${SHAWSHANK}.svg`,
      backdropPath: `/offline/backdrop/${SHAWSHANK}.svg`,
      logoPath: `/offline/logo/${SHAWSHANK}.svg`,
      releaseDate: '1994-09-23',
      voteAverage: 8.7,
      ownership: 'together',
      status: 'to_watch',
      userRating: null,
      finishedDate: null,
      notes: null,
      dateAdded: now(),
      dateStarted: null,
      dateFinished: null,
      reactedAt: null,
      updatedAt: now(),
      metadataRefreshedAt: now(),
      aggregateRating: null,
      viewingCount: 0,
      seenBy: null,
      seasonRollup: null,
      // The offline catalog knows no availability.
      availability: null,
    });
    expect(await list()).toEqual([item]);
  });

  it('takes the full search-result body, extra fields and a rating included', async () => {
    const item = await add({
      id: `search-${GODFATHER}`,
      tmdbId: GODFATHER,
      mediaType: 'movie',
      title: 'The Godfather',
      year: 1972,
      overview: 'A family saga.',
      genres: ['Drama'],
      director: 'F. F. Coppola',
      creator: null,
      mainStars: ['Marlon Brando'],
      tmdbRating: 8.7,
      posterPath: '/p.jpg',
      backdropPath: null,
      logoPath: null,
      ownership: 'person2',
      status: 'to_watch',
      userRating: 'up',
      inLibrary: false,
      ownerships: [],
    });
    expect(item).toMatchObject({
      tmdbId: GODFATHER,
      ownership: 'person2',
      director: 'Francis Ford Coppola',
      userRating: 'up',
      reactedAt: now(),
      aggregateRating: 'up',
    });
  });

  it("adds 'Mark as Watched' from search as watched, with its finish date and no viewing of its own", async () => {
    const item = await add(titlePageBody(DARK_KNIGHT, { ownership: 'person1', status: 'watched' }));
    expect(item).toMatchObject({
      status: 'watched',
      dateFinished: now(),
      finishedDate: now(),
      viewingCount: 0,
    });
    expect(await viewingsOf(item.id)).toEqual([]);
  });

  it('adds a series with its creators and its seasons', async () => {
    const item = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv', title: 'Breaking Bad' }));
    expect(item).toMatchObject({ mediaType: 'tv', creator: 'Vince Gilligan', director: null, runtime: 47 });
    expect(item.seasonRollup).toMatchObject({
      hasSeasons: true,
      overallStatus: 'to_watch',
      totalSeasons: 5,
      watchedSeasons: 0,
    });
    expect(
      api.db.prepare('SELECT COUNT(*) AS n FROM seasons WHERE library_item_id = ?').get(item.id),
    ).toEqual({
      n: 6,
    });
  });

  it("stores the client's fields when the film data does not know the title", async () => {
    const item = await add(
      titlePageBody(UNKNOWN_TITLE, {
        genres: ['Drama'],
        director: 'Someone',
        mainStars: ['A', 'B'],
        tmdbRating: 6.1,
      }),
    );
    expect(item).toMatchObject({
      title: 'Sent by the client',
      year: 2000,
      posterPath: '/client-poster.jpg',
      backdropPath: '/client-backdrop.jpg',
      runtime: 99,
      genres: ['Drama'],
      director: 'Someone',
      mainStars: ['A', 'B'],
      tmdbRating: 6.1,
      imdbId: null,
      metadataRefreshedAt: null,
      status: 'to_watch',
    });
  });

  it('refuses a title already in the library with 409, the item, and no change', async () => {
    const first = await add(titlePageBody(SHAWSHANK));
    const before = snapshot();
    const again = await api.request('POST', '/api/library', {
      body: titlePageBody(SHAWSHANK, { ownership: 'person1', status: 'watched' }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: '"The Shawshank Redemption" is already in your library',
      item: first,
    });
    expect(snapshot()).toEqual(before);
    // The same id as a series is another title.
    await add(titlePageBody(SHAWSHANK, { mediaType: 'tv' }));
  });

  it('refuses bad bodies with 400 and adds nothing', async () => {
    for (const body of [
      {},
      titlePageBody(SHAWSHANK, { tmdbId: 'abc' }),
      titlePageBody(SHAWSHANK, { tmdbId: -1 }),
      titlePageBody(SHAWSHANK, { mediaType: 'person' }),
      titlePageBody(SHAWSHANK, { ownership: 'everyone' }),
      titlePageBody(SHAWSHANK, { ownership: undefined }),
      titlePageBody(SHAWSHANK, { title: '  ' }),
      titlePageBody(SHAWSHANK, { status: 'finished' }),
      titlePageBody(SHAWSHANK, { userRating: 'great' }),
      titlePageBody(SHAWSHANK, { genres: 'Drama' }),
      titlePageBody(SHAWSHANK, { year: 'nineteen' }),
    ]) {
      expectMessage(await api.request('POST', '/api/library', { body }), 400);
    }
    expectMessage(await api.request('POST', '/api/library', { rawBody: '{"tmdbId": 1,' }), 400);
    expectMessage(await api.request('POST', '/api/library'), 400);
    expect(snapshot().library_items).toEqual([]);
  });
});

describe('the library list', () => {
  it('is the same from /api/library, /api/library/all and ?ownership=all', async () => {
    await add(titlePageBody(SHAWSHANK, { ownership: 'person1' }));
    await add(titlePageBody(GODFATHER, { ownership: 'person2' }));
    const all = await list();
    expect(all.map((item) => item.tmdbId)).toEqual([SHAWSHANK, GODFATHER]);
    expect(await list('/api/library/all')).toEqual(all);
    expect(await list('/api/library?ownership=all')).toEqual(all);
    const response = await api.request('GET', '/api/library/all');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('filters by ownership, in the query or the path', async () => {
    await add(titlePageBody(SHAWSHANK, { ownership: 'person1' }));
    await add(titlePageBody(GODFATHER, { ownership: 'person2' }));
    await add(titlePageBody(DARK_KNIGHT, { ownership: 'together' }));
    for (const [ownership, tmdbId] of [
      ['person1', SHAWSHANK],
      ['person2', GODFATHER],
      ['together', DARK_KNIGHT],
    ] as const) {
      expect((await list(`/api/library?ownership=${ownership}`)).map((item) => item.tmdbId)).toEqual([
        tmdbId,
      ]);
      expect((await list(`/api/library/${ownership}`)).map((item) => item.tmdbId)).toEqual([tmdbId]);
    }
  });

  it('carries each item’s viewing count, aggregate rating and season rollup', async () => {
    const movie = await add(titlePageBody(SHAWSHANK, { userRating: 'down' }));
    const series = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv' }));
    const other = await add(titlePageBody(GODFATHER, { userRating: 'neutral' }));
    for (const [day, userRating] of ['up', 'up', 'down', null].entries()) {
      const response = await api.request('POST', `/api/library/${movie.id}/watch-instances`, {
        body: { watchedDate: `2026-06-0${day + 1}`, viewer: 'both', userRating },
      });
      expect(response.status).toBe(201);
    }
    const byId = new Map((await list()).map((item) => [item.id, item]));
    expect(byId.get(movie.id)).toMatchObject({ viewingCount: 4, aggregateRating: 'up', seasonRollup: null });
    expect(byId.get(other.id)).toMatchObject({ viewingCount: 0, aggregateRating: 'neutral' });
    expect(byId.get(series.id)?.seasonRollup).toMatchObject({ totalSeasons: 5, completionPercentage: 0 });
  });

  it('writes every field of the schema and nothing more, whatever the text', async () => {
    const title = 'Quote " back\\slash \u2014 \u00fcn\u00efcode \u{1F3AC}';
    const item = await add(titlePageBody(UNKNOWN_TITLE, { title, genres: ['Sci "Fi"'], tmdbRating: 7.25 }));
    // A list column that is not JSON (never written by the app) must not break the whole list.
    api.db.prepare("UPDATE library_items SET main_stars = 'not json' WHERE id = ?").run(item.id);
    const response = await api.request('GET', '/api/library/all');
    const [listed] = z.array(z.strictObject(libraryItemSchema.shape)).parse(response.body);
    expect(listed).toEqual({ ...item, mainStars: [] });
    expect(listed?.title).toBe(title);
    expect(listed?.tmdbRating).toBe(7.25);
  });

  it('refuses an unknown ownership with 400', async () => {
    expectMessage(await api.request('GET', '/api/library?ownership=neighbours'), 400);
    expectMessage(await api.request('GET', '/api/library/neighbours'), 400);
    expectMessage(await api.request('GET', '/api/library', { token: null }), 401);
  });
});

describe('status', () => {
  it('records when a movie was started and finished, and views it once automatically', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    const startedAt = now();
    const watching = await setStatus(item.id, 'watching');
    expect(watching).toMatchObject({ status: 'watching', dateStarted: startedAt, dateFinished: null });

    api.clock.advance(60_000);
    expect(await setStatus(item.id, 'watching')).toMatchObject({ dateStarted: startedAt, updatedAt: now() });

    api.clock.advance(60_000);
    const finishedAt = now();
    const watched = await setStatus(item.id, 'watched');
    expect(watched).toMatchObject({
      status: 'watched',
      dateStarted: startedAt,
      dateFinished: finishedAt,
      finishedDate: finishedAt,
      viewingCount: 1,
    });
    expect(await viewingsOf(item.id)).toEqual([
      {
        id: expect.any(Number) as number,
        libraryItemId: item.id,
        watchedDate: finishedAt,
        viewer: 'both',
        userRating: null,
        notes: null,
        createdAt: finishedAt,
        updatedAt: finishedAt,
      },
    ]);

    // Already watched, and viewed: nothing more is recorded.
    api.clock.advance(60_000);
    expect(await setStatus(item.id, 'watched')).toMatchObject({ dateFinished: finishedAt, viewingCount: 1 });

    // 'Mark as Unwatched' takes back the finish, not the viewing.
    expect(await setStatus(item.id, 'to_watch')).toMatchObject({
      status: 'to_watch',
      dateStarted: startedAt,
      dateFinished: null,
      finishedDate: null,
      viewingCount: 1,
    });
  });

  it('does not add a viewing to an item that has one', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    await api.request('POST', `/api/library/${item.id}/watch-instances`, {
      body: { watchedDate: '2026-06-10', viewer: 'person1', rating: 'up' },
    });
    expect(await setStatus(item.id, 'watched')).toMatchObject({ viewingCount: 1, aggregateRating: 'up' });
  });

  it('takes the date it happened when one is sent', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    expect(await setStatus(item.id, 'watching', { date: '2026-06-01' })).toMatchObject({
      dateStarted: '2026-06-01',
    });
    expect(await setStatus(item.id, 'watched', { date: '2026-06-03' })).toMatchObject({
      dateFinished: '2026-06-03',
    });
    expect((await viewingsOf(item.id))[0]?.watchedDate).toBe('2026-06-03');
  });

  it('starts and finishes a series season by season', async () => {
    const series = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv' }));
    const watching = await setStatus(series.id, 'watching');
    expect(watching.seasonRollup).toMatchObject({
      overallStatus: 'watching',
      currentSeason: { seasonNumber: 1 },
    });
    const watched = await setStatus(series.id, 'watched');
    expect(watched).toMatchObject({ status: 'watched', viewingCount: 1 });
    expect(watched.seasonRollup).toMatchObject({
      overallStatus: 'watched',
      watchedSeasons: 5,
      completionPercentage: 100,
    });
  });

  it('refuses bad requests with 4xx and changes nothing', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    const before = snapshot();
    expectMessage(
      await api.request('PUT', `/api/library/${item.id}/status`, { body: { status: 'done' } }),
      400,
    );
    expectMessage(await api.request('PUT', `/api/library/${item.id}/status`, { body: {} }), 400);
    expectMessage(
      await api.request('PUT', `/api/library/${item.id}/status`, { body: { status: 'watched', extra: 1 } }),
      400,
    );
    expectMessage(
      await api.request('PUT', `/api/library/${item.id}/status`, {
        body: { status: 'watched', date: '2026-02-30' },
      }),
      400,
    );
    expectMessage(await api.request('PUT', `/api/library/${item.id}/status`, { rawBody: '{"status":' }), 400);
    expectMessage(await api.request('PUT', '/api/library/abc/status', { body: { status: 'watched' } }), 400);
    expectMessage(await api.request('PUT', '/api/library/0/status', { body: { status: 'watched' } }), 400);
    expectMessage(await api.request('PUT', '/api/library/9999/status', { body: { status: 'watched' } }), 404);
    expect(snapshot()).toEqual(before);
  });
});

describe('rating and reaction', () => {
  it('sets and clears the household rating', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    api.clock.advance(1000);
    const rated = await api.request('PUT', `/api/library/${item.id}/rating`, {
      body: { userReaction: 'up' },
    });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({
      userRating: 'up',
      reactedAt: now(),
      aggregateRating: 'up',
      updatedAt: now(),
    });

    const reacted = await api.request('PUT', `/api/library/${item.id}/reaction`, {
      body: { reaction: 'down' },
    });
    expect(reacted.body).toMatchObject({ userRating: 'down', aggregateRating: 'down' });

    const cleared = await api.request('PUT', `/api/library/${item.id}/reaction`, {
      body: { reaction: null },
    });
    expect(cleared.body).toMatchObject({ userRating: null, reactedAt: null, aggregateRating: null });
    const clearedAgain = await api.request('PUT', `/api/library/${item.id}/rating`, {
      body: { userReaction: null },
    });
    expect(clearedAgain.status).toBe(200);
  });

  it('refuses bad requests with 4xx and changes nothing', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    const before = snapshot();
    expectMessage(
      await api.request('PUT', `/api/library/${item.id}/rating`, { body: { userReaction: 'meh' } }),
      400,
    );
    expectMessage(
      await api.request('PUT', `/api/library/${item.id}/rating`, { body: { reaction: 'up' } }),
      400,
    );
    expectMessage(
      await api.request('PUT', `/api/library/${item.id}/reaction`, { body: { reaction: 5 } }),
      400,
    );
    expectMessage(await api.request('PUT', `/api/library/${item.id}/reaction`, { body: {} }), 400);
    expectMessage(await api.request('PUT', '/api/library/x/reaction', { body: { reaction: 'up' } }), 400);
    expectMessage(
      await api.request('PUT', '/api/library/9999/rating', { body: { userReaction: 'up' } }),
      404,
    );
    expect(snapshot()).toEqual(before);
  });
});

describe('removing', () => {
  it('removes the item with its viewings and seasons', async () => {
    const series = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv', title: 'Breaking Bad' }));
    const movie = await add(titlePageBody(SHAWSHANK));
    await setStatus(series.id, 'watched');
    const response = await api.request('DELETE', `/api/library/${series.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: '"Breaking Bad" was removed from your library' });
    expect((await list()).map((item) => item.id)).toEqual([movie.id]);
    const left = snapshot();
    expect(left.viewings).toEqual([]);
    expect(left.seasons).toEqual([]);
    expect(left.season_watches).toEqual([]);
    expectMessage(await api.request('DELETE', `/api/library/${series.id}`), 404);
    expectMessage(await api.request('DELETE', '/api/library/first'), 400);
    expect((await list()).map((item) => item.id)).toEqual([movie.id]);
  });
});

describe('random pick', () => {
  it('answers 404 when nothing is left to watch', async () => {
    const none = await api.request('GET', '/api/library/random/all');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'No unwatched items found' });
    const item = await add(titlePageBody(SHAWSHANK));
    await setStatus(item.id, 'watched');
    expect((await api.request('GET', '/api/library/random/all')).status).toBe(404);
  });

  it('picks only unwatched items of the ownership', async () => {
    const mine = await add(titlePageBody(SHAWSHANK, { ownership: 'person1' }));
    const started = await add(titlePageBody(GODFATHER, { ownership: 'person1' }));
    const watched = await add(titlePageBody(DARK_KNIGHT, { ownership: 'person1' }));
    const theirs = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv', ownership: 'person2' }));
    await setStatus(started.id, 'watching');
    await setStatus(watched.id, 'watched');

    const seen = new Set<number>();
    for (let draw = 0; draw < 40; draw += 1) {
      const response = await api.request('GET', '/api/library/random/person1');
      expect(response.status).toBe(200);
      const { item } = response.body as { item: LibraryItem };
      seen.add(item.id);
    }
    expect(seen).toEqual(new Set([mine.id, started.id]));

    const series = await api.request('GET', '/api/library/random/person2');
    expect((series.body as { item: LibraryItem }).item).toMatchObject({ id: theirs.id });
    expectMessage(await api.request('GET', '/api/library/random/together'), 404);
    await setStatus(theirs.id, 'watched');
    expectMessage(await api.request('GET', '/api/library/random/person2'), 404);
  });

  it('refuses an unknown ownership with 400', async () => {
    expectMessage(await api.request('GET', '/api/library/random/neighbours'), 400);
  });

  it('a reroll excludes the titles just shown while another is left, else answers the excluded one', async () => {
    const first = await add(titlePageBody(SHAWSHANK, { ownership: 'together' }));
    const second = await add(titlePageBody(GODFATHER, { ownership: 'together' }));
    const third = await add(titlePageBody(DARK_KNIGHT, { ownership: 'together' }));
    const draw = async (query: string) => {
      const response = await api.request('GET', `/api/library/random/together${query}`);
      expect(response.status, response.text).toBe(200);
      return (response.body as { item: LibraryItem }).item.id;
    };

    for (let round = 0; round < 20; round += 1) {
      expect(await draw(`?exclude=${first.id}`)).not.toBe(first.id);
      expect(await draw(`?exclude=${first.id},${third.id}`)).toBe(second.id);
    }
    expect(await draw(`?exclude=${first.id},${second.id},${third.id}`)).toBeOneOf([
      first.id,
      second.id,
      third.id,
    ]);
    expect(await draw('?exclude=')).toBeOneOf([first.id, second.id, third.id]);
    expect(await draw('?exclude=999999')).toBeOneOf([first.id, second.id, third.id]);

    await setStatus(second.id, 'watched');
    await setStatus(third.id, 'watched');
    expect(await draw(`?exclude=${first.id}`)).toBe(first.id);
    await setStatus(first.id, 'watched');
    expectMessage(await api.request('GET', `/api/library/random/together?exclude=${first.id}`), 404);
  });

  it('refuses an exclude that is not a list of ids with 400, saying so', async () => {
    await add(titlePageBody(SHAWSHANK));
    for (const query of [
      'exclude=first',
      'exclude=1,,2',
      'exclude=-1',
      'exclude=1.5',
      'exclude=1&exclude=2',
    ]) {
      const response = await api.request('GET', `/api/library/random/all?${query}`);
      expectMessage(response, 400);
      expect((response.body as { message: string }).message).toContain(
        'exclude must be library ids separated by commas',
      );
    }
  });
});

describe('a series status and its seasons agree', () => {
  const seasonsOf = async (id: number) =>
    (await api.request('GET', `/api/seasons/${id}`)).body as {
      id: number;
      seasonNumber: number;
      status: string;
    }[];
  const setSeason = async (seasonId: number, status: string) => {
    const response = await api.request('PUT', `/api/season/${seasonId}`, { body: { status } });
    expect(response.status, response.text).toBe(200);
  };
  const itemOf = async (id: number) => (await list()).find((item) => item.id === id);

  it("'Mark as Finished' (status watched) marks every counted season watched: finished, 100%", async () => {
    const series = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv' }));
    await setStatus(series.id, 'watching');
    const finished = await setStatus(series.id, 'watched');
    expect(finished.seasonRollup).toMatchObject({ overallStatus: 'watched', completionPercentage: 100 });
    const statuses = (await seasonsOf(series.id)).filter((season) => season.seasonNumber > 0);
    expect(statuses.every((season) => season.status === 'watched')).toBe(true);
  });

  it('a series whose counted seasons are all watched or rewatch is finished and can be rewatched', async () => {
    const series = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv' }));
    const counted = (await seasonsOf(series.id)).filter((season) => season.seasonNumber > 0);
    for (const [index, season] of counted.entries())
      await setSeason(season.id, index % 2 ? 'rewatch' : 'watched');
    expect((await itemOf(series.id))?.seasonRollup).toMatchObject({
      overallStatus: 'watched',
      completionPercentage: 100,
    });
    const rewatch = await api.request('POST', `/api/library/${series.id}/rewatch`, { body: {} });
    expect(rewatch.status, rewatch.text).toBe(200);
    // Starting one season again makes it a series being watched.
    await setSeason(counted[0]?.id ?? 0, 'watching');
    expect((await itemOf(series.id))?.seasonRollup?.overallStatus).toBe('watching');
  });

  it('PUT status {watched} then rewatch: 200, never 409', async () => {
    const series = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv' }));
    const counted = (await seasonsOf(series.id)).filter((season) => season.seasonNumber > 0);
    await setSeason(counted[0]?.id ?? 0, 'rewatch');
    await setSeason(counted[1]?.id ?? 0, 'watching');
    await setStatus(series.id, 'watched');
    expect((await api.request('POST', `/api/library/${series.id}/rewatch`, { body: {} })).status).toBe(200);
  });

  it("'watching' and 'to_watch' move the seasons too, so the rollup says what the status says", async () => {
    const series = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv' }));
    await setStatus(series.id, 'watched');
    expect((await setStatus(series.id, 'watching')).seasonRollup?.overallStatus).toBe('watching');
    const reset = await setStatus(series.id, 'to_watch');
    expect(reset.seasonRollup).toMatchObject({ overallStatus: 'to_watch', completionPercentage: 0 });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM season_watches').get()).toEqual({ n: 5 });
  });
});

describe('rewatch', () => {
  it('records another viewing of a movie and marks it watched', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    await setStatus(item.id, 'watched');
    api.clock.advance(86_400_000);
    const response = await api.request('POST', `/api/library/${item.id}/rewatch`, {
      body: { viewer: 'person2', reaction: 'up', notes: 'Better the second time' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Rewatch recorded' });
    const [latest, first] = await viewingsOf(item.id);
    expect(latest).toMatchObject({
      watchedDate: now(),
      viewer: 'person2',
      userRating: 'up',
      notes: 'Better the second time',
    });
    expect(first).toMatchObject({ viewer: 'both', userRating: null });

    const defaults = await api.request('POST', `/api/library/${item.id}/rewatch`, { body: {} });
    expect(defaults.status).toBe(200);
    const noBody = await api.request('POST', `/api/library/${item.id}/rewatch`);
    expect(noBody.status).toBe(200);
    const viewings = await viewingsOf(item.id);
    expect(viewings).toHaveLength(4);
    expect(viewings[0]).toMatchObject({ viewer: 'both', userRating: null, notes: null });
  });

  it('sets a movie not yet watched to watched', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    await api.request('POST', `/api/library/${item.id}/rewatch`, {
      body: { viewer: 'person1', reaction: null },
    });
    const [after] = await list();
    expect(after).toMatchObject({ status: 'watched', dateFinished: now(), viewingCount: 1 });
  });

  it('marks a finished series for rewatch, records the viewing the body carries, and keeps it finished', async () => {
    const series = await add(titlePageBody(BREAKING_BAD, { mediaType: 'tv' }));
    const before = snapshot();
    const early = await api.request('POST', `/api/library/${series.id}/rewatch`, { body: {} });
    expectMessage(early, 409);
    expect(snapshot()).toEqual(before);

    await setStatus(series.id, 'watched');
    api.clock.advance(86_400_000);
    const response = await api.request('POST', `/api/library/${series.id}/rewatch`, {
      body: { viewer: 'person1', reaction: 'up', notes: 'Still the best' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Series marked for rewatch' });
    const [after] = await list();
    expect(after).toMatchObject({ status: 'watched' });
    expect(after?.seasonRollup).toEqual({
      hasSeasons: true,
      overallStatus: 'watched',
      totalSeasons: 5,
      watchedSeasons: 0,
      rewatchSeasons: 5,
      completionPercentage: 100,
      currentSeason: { seasonNumber: 1, episodeBookmark: null, episodeCount: 7 },
    });
    const [latest] = await viewingsOf(series.id);
    expect(latest).toMatchObject({
      watchedDate: now(),
      viewer: 'person1',
      userRating: 'up',
      notes: 'Still the best',
    });
    // Finished still, so it can be marked again.
    expect((await api.request('POST', `/api/library/${series.id}/rewatch`, { body: {} })).status).toBe(200);
  });

  it('refuses bad requests with 4xx and changes nothing', async () => {
    const item = await add(titlePageBody(SHAWSHANK));
    const before = snapshot();
    const path = `/api/library/${item.id}/rewatch`;
    expectMessage(await api.request('POST', path, { body: { viewer: 'everyone' } }), 400);
    expectMessage(await api.request('POST', path, { body: { reaction: 'wow' } }), 400);
    expectMessage(await api.request('POST', path, { body: { rating: 'up' } }), 400);
    expectMessage(await api.request('POST', path, { rawBody: '{' }), 400);
    expectMessage(await api.request('POST', '/api/library/one/rewatch', { body: {} }), 400);
    expectMessage(await api.request('POST', '/api/library/9999/rewatch', { body: {} }), 404);
    expect(snapshot()).toEqual(before);
  });
});

describe('every library route needs a session', () => {
  it('answers 401 without one', async () => {
    for (const [method, path] of [
      ['GET', '/api/library'],
      ['GET', '/api/library/all'],
      ['GET', '/api/library/person1'],
      ['GET', '/api/library/random/all'],
      ['POST', '/api/library'],
      ['PUT', '/api/library/1/status'],
      ['PUT', '/api/library/1/rating'],
      ['PUT', '/api/library/1/reaction'],
      ['DELETE', '/api/library/1'],
      ['POST', '/api/library/1/rewatch'],
      ['POST', '/api/library/refresh-metadata'],
    ] as const) {
      expectMessage(await api.request(method, path, { token: null }), 401);
    }
  });
});
