import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryItemSchema, watchInstanceSchema, type WatchInstance } from '../../../domain/schemas/library';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

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
    expect(response.body).toEqual({ message: 'Viewing deleted' });
    expect(await viewings()).toEqual([kept]);
    expect(await libraryItem()).toMatchObject({ updatedAt: now(), viewingCount: 1, aggregateRating: null });
    expectMessage(await api.request('DELETE', `/api/watch-instances/${removed.id}`), 404);
    expectMessage(await api.request('DELETE', '/api/watch-instances/-1'), 400);
  });
});
