import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deletedViewingSchema,
  libraryItemSchema,
  watchInstanceSchema,
  type WatchInstance,
} from '#domain/schemas/library';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { REPEATED_VIEWING_MS } from './service';

const SHAWSHANK = 90000001;

let api: ApiHarness;
let itemId: number;

beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
  const added = await api.request('POST', '/api/library', {
    body: { tmdbId: SHAWSHANK, mediaType: 'movie', title: 'The Shawshank Redemption', ownership: 'together' },
  });
  itemId = libraryItemSchema.parse(added.body).id;
});
afterEach(async () => {
  await api.close();
});

const now = () => api.clock.now().toISOString();

async function record(body: Record<string, unknown>, id = itemId): Promise<WatchInstance> {
  const response = await api.request('POST', `/api/library/${id}/watch-instances`, { body });
  expect(response.status, response.text).toBe(201);
  return watchInstanceSchema.parse(response.body);
}

async function viewings(id = itemId): Promise<WatchInstance[]> {
  const response = await api.request('GET', `/api/watch-instances/${id}`);
  expect(response.status, response.text).toBe(200);
  return watchInstanceSchema.array().parse(response.body);
}

async function libraryItem() {
  const response = await api.request('GET', '/api/library/all');
  return libraryItemSchema
    .array()
    .parse(response.body)
    .find((entry) => entry.id === itemId);
}

const snapshot = () => ({
  items: api.db.prepare('SELECT * FROM library_items ORDER BY id').all(),
  viewings: api.db.prepare('SELECT * FROM viewings ORDER BY id').all(),
});

const expectMessage = (response: { status: number; body: unknown; text: string }, status: number) => {
  expect(response.status, response.text).toBe(status);
  expect(response.body).toEqual({ message: expect.any(String) as string });
};

describe('recording a viewing', () => {
  it('answers 201 with the viewing and moves the item’s updatedAt', async () => {
    api.clock.advance(5000);
    const viewing = await record({
      watchedDate: '2026-06-14',
      viewer: 'person1',
      userRating: 'up',
      notes: 'Loved it',
    });
    expect(viewing).toEqual({
      id: expect.any(Number) as number,
      libraryItemId: itemId,
      watchedDate: '2026-06-14',
      viewer: 'person1',
      userRating: 'up',
      notes: 'Loved it',
      createdAt: now(),
      updatedAt: now(),
    });
    expect(await libraryItem()).toMatchObject({ updatedAt: now(), viewingCount: 1, aggregateRating: 'up' });
  });

  it("takes 'rating' as another name for userRating, and 'none' as no rating", async () => {
    expect(await record({ watchedDate: '2026-06-14', viewer: 'both', rating: 'down' })).toMatchObject({
      userRating: 'down',
    });
    expect(await record({ watchedDate: '2026-06-14', viewer: 'both', rating: 'none' })).toMatchObject({
      userRating: null,
    });
    expect(
      await record({ watchedDate: '2026-06-14', viewer: 'both', userRating: 'neutral', rating: 'neutral' }),
    ).toMatchObject({ userRating: 'neutral' });
    expect(
      await record({ watchedDate: '2026-06-14T20:30:00.000Z', viewer: 'person2', notes: '' }),
    ).toMatchObject({
      userRating: null,
      notes: null,
      watchedDate: '2026-06-14T20:30:00.000Z',
    });
  });

  it('records the same viewing sent twice in a row once: a double click, or a retried request', async () => {
    const body = { watchedDate: '2026-06-14', viewer: 'person1', userRating: 'up', notes: 'Again' };
    const path = `/api/library/${itemId}/watch-instances`;
    const first = await api.request('POST', path, { body });
    api.clock.advance(50);
    const second = await api.request('POST', path, { body });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toEqual(first.body);
    expect(await viewings()).toHaveLength(1);

    // Sent at the same moment, the second waits for the first's transaction and finds it.
    const [third, fourth] = await Promise.all([
      api.request('POST', path, { body: { ...body, notes: 'Together' } }),
      api.request('POST', path, { body: { ...body, notes: 'Together' } }),
    ]);
    expect([third.status, fourth.status].sort()).toEqual([200, 201]);
    expect(await viewings()).toHaveLength(2);

    // Anything different, or the same later, is another viewing.
    await record({ ...body, userRating: 'neutral' });
    api.clock.advance(REPEATED_VIEWING_MS);
    await record(body);
    expect(await viewings()).toHaveLength(4);
  });

  it('lists the viewings of an item newest first', async () => {
    const middle = await record({ watchedDate: '2026-03-01', viewer: 'both' });
    const newest = await record({ watchedDate: '2026-05-01', viewer: 'person1' });
    const oldest = await record({ watchedDate: '2025-12-24', viewer: 'person2' });
    const sameDayLater = await record({ watchedDate: '2026-05-01', viewer: 'person2' });
    expect((await viewings()).map((viewing) => viewing.id)).toEqual([
      sameDayLater.id,
      newest.id,
      middle.id,
      oldest.id,
    ]);
  });

  it('refuses bad requests with 4xx and changes nothing', async () => {
    const before = snapshot();
    const path = `/api/library/${itemId}/watch-instances`;
    for (const body of [
      {},
      { viewer: 'both' },
      { watchedDate: '2026-06-14' },
      { watchedDate: '2026-02-30', viewer: 'both' },
      { watchedDate: '14/06/2026', viewer: 'both' },
      { watchedDate: 'yesterday', viewer: 'both' },
      { watchedDate: '2026-06-14', viewer: 'everyone' },
      { watchedDate: '2026-06-14', viewer: 'both', userRating: 'great' },
      { watchedDate: '2026-06-14', viewer: 'both', rating: 3 },
      { watchedDate: '2026-06-14', viewer: 'both', userRating: 'up', rating: 'down' },
      { watchedDate: '2026-06-14', viewer: 'both', extra: true },
    ]) {
      expectMessage(await api.request('POST', path, { body }), 400);
    }
    expectMessage(await api.request('POST', path, { rawBody: '{"watchedDate":' }), 400);
    expectMessage(await api.request('POST', path), 400);
    expectMessage(
      await api.request('POST', '/api/library/abc/watch-instances', {
        body: { watchedDate: '2026-06-14', viewer: 'both' },
      }),
      400,
    );
    expectMessage(
      await api.request('POST', '/api/library/9999/watch-instances', {
        body: { watchedDate: '2026-06-14', viewer: 'both' },
      }),
      404,
    );
    expect(snapshot()).toEqual(before);
  });
});

describe('listing viewings', () => {
  it('answers an empty list for an item without viewings, 404 for no item, 400 for no id', async () => {
    expect(await viewings()).toEqual([]);
    expectMessage(await api.request('GET', '/api/watch-instances/9999'), 404);
    expectMessage(await api.request('GET', '/api/watch-instances/abc'), 400);
    expectMessage(await api.request('GET', `/api/watch-instances/${itemId}`, { token: null }), 401);
  });
});

describe('editing a viewing', () => {
  it('changes only the fields sent', async () => {
    const viewing = await record({
      watchedDate: '2026-06-01',
      viewer: 'person1',
      userRating: 'up',
      notes: 'Great',
    });
    api.clock.advance(60_000);
    const response = await api.request('PUT', `/api/watch-instances/${viewing.id}`, {
      body: { watchedDate: '2026-06-02', userRating: 'down' },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      ...viewing,
      watchedDate: '2026-06-02',
      userRating: 'down',
      updatedAt: now(),
    });
    expect(await libraryItem()).toMatchObject({ updatedAt: now(), aggregateRating: 'down' });

    const cleared = await api.request('PUT', `/api/watch-instances/${viewing.id}`, {
      body: { userRating: 'none', notes: null, viewer: 'both' },
    });
    expect(cleared.body).toMatchObject({
      userRating: null,
      notes: null,
      viewer: 'both',
      watchedDate: '2026-06-02',
    });
    const rated = await api.request('PUT', `/api/watch-instances/${viewing.id}`, {
      body: { userRating: 'up' },
    });
    expect(rated.body).toMatchObject({ userRating: 'up' });
    expect(
      (await api.request('PUT', `/api/watch-instances/${viewing.id}`, { body: { userRating: null } })).body,
    ).toMatchObject({ userRating: null });
  });

  it('refuses bad requests with 4xx and changes nothing', async () => {
    const viewing = await record({ watchedDate: '2026-06-01', viewer: 'person1' });
    const before = snapshot();
    const path = `/api/watch-instances/${viewing.id}`;
    for (const body of [
      {},
      { watchedDate: 'soon' },
      { watchedDate: null },
      { viewer: 'nobody' },
      { viewer: null },
      { userRating: 'wow' },
      { libraryItemId: 5 },
    ]) {
      expectMessage(await api.request('PUT', path, { body }), 400);
    }
    expectMessage(await api.request('PUT', path, { rawBody: '{' }), 400);
    expectMessage(await api.request('PUT', '/api/watch-instances/x', { body: { viewer: 'both' } }), 400);
    expectMessage(await api.request('PUT', '/api/watch-instances/9999', { body: { viewer: 'both' } }), 404);
    expect(snapshot()).toEqual(before);
  });
});

describe('deleting a viewing', () => {
  it('removes it and moves the item’s updatedAt', async () => {
    const kept = await record({ watchedDate: '2026-06-01', viewer: 'person1' });
    const removed = await record({ watchedDate: '2026-06-02', viewer: 'person2', userRating: 'down' });
    api.clock.advance(60_000);
    const response = await api.request('DELETE', `/api/watch-instances/${removed.id}`);
    expect(response.status).toBe(200);
    expect(deletedViewingSchema.strict().parse(response.body)).toMatchObject({
      message: 'Viewing deleted',
      viewing: removed,
      item: { id: itemId, viewingCount: 1 },
    });
    expect(await viewings()).toEqual([kept]);
    expect(await libraryItem()).toMatchObject({ updatedAt: now(), viewingCount: 1, aggregateRating: null });
    expectMessage(await api.request('DELETE', `/api/watch-instances/${removed.id}`), 404);
    expectMessage(await api.request('DELETE', '/api/watch-instances/-1'), 400);
  });

  it('moves a watched movie back to to_watch when the viewings left are all someone else’s (the owner rule)', async () => {
    const own = await api.request('POST', '/api/library', {
      body: { tmdbId: 90000002, mediaType: 'movie', title: 'The Godfather', ownership: 'person1' },
    });
    const movieId = libraryItemSchema.parse(own.body).id;
    const mine = await record({ watchedDate: '2026-06-01', viewer: 'person1' }, movieId);
    const theirs = await record({ watchedDate: '2026-06-02', viewer: 'person2' }, movieId);
    await api.request('PUT', `/api/library/${movieId}/status`, { body: { status: 'watched' } });

    const response = await api.request('DELETE', `/api/watch-instances/${mine.id}`);
    expect(deletedViewingSchema.parse(response.body).item).toMatchObject({
      status: 'to_watch',
      dateFinished: null,
      seenBy: 'person2',
    });

    // The last viewing gone: a watched title stays watched, to be marked unwatched on purpose.
    await api.request('PUT', `/api/library/${movieId}/status`, { body: { status: 'watched' } });
    const last = await api.request('DELETE', `/api/watch-instances/${theirs.id}`);
    expect(deletedViewingSchema.parse(last.body).item).toMatchObject({ status: 'watched', viewingCount: 0 });
  });

  it('keeps a Together movie watched while each person has seen it, and a series as its seasons say', async () => {
    const alone = await record({ watchedDate: '2026-06-01', viewer: 'person1' });
    const other = await record({ watchedDate: '2026-06-02', viewer: 'person2' });
    await api.request('PUT', `/api/library/${itemId}/status`, { body: { status: 'watched' } });
    await record({ watchedDate: '2026-06-03', viewer: 'both' });
    const first = await api.request('DELETE', `/api/watch-instances/${alone.id}`);
    expect(deletedViewingSchema.parse(first.body).item.status).toBe('watched');
    const second = await api.request('DELETE', `/api/watch-instances/${other.id}`);
    expect(deletedViewingSchema.parse(second.body).item.status).toBe('watched');

    const series = await api.request('POST', '/api/library', {
      body: {
        tmdbId: 90500001,
        mediaType: 'tv',
        title: 'Breaking Bad',
        ownership: 'person1',
        status: 'watched',
      },
    });
    const seriesId = libraryItemSchema.parse(series.body).id;
    const owners = await record({ watchedDate: '2026-06-01', viewer: 'person1' }, seriesId);
    await record({ watchedDate: '2026-06-02', viewer: 'person2' }, seriesId);
    const answer = await api.request('DELETE', `/api/watch-instances/${owners.id}`);
    expect(deletedViewingSchema.parse(answer.body).item.status).toBe('watched');
  });
});
