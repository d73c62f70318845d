import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromColumns } from '#domain/rules/columns';
import {
  libraryCardColumnsSchema,
  libraryCardFields,
  libraryItemSchema,
  type LibraryCard,
  type LibraryItem,
} from '#domain/schemas/library';
import type { ApiHarness } from '../../test-support/api-harness';
import { rawRequest } from '../../test-support/raw-request';
import { startTwoTitleLibrary, type TwoTitleLibrary } from '../../test-support/two-title-library';

let api: ApiHarness;
let movieId: number;
let seriesId: number;
let get: TwoTitleLibrary['get'];
beforeEach(async () => {
  ({ api, movieId, seriesId, get } = await startTwoTitleLibrary());
});
afterEach(async () => {
  await api.close();
});

async function cards(): Promise<LibraryCard[]> {
  const response = await get('/api/library/cards', { 'accept-encoding': 'identity' });
  expect(response.status).toBe(200);
  const columns = libraryCardColumnsSchema.strict().parse(JSON.parse(response.text));
  const lengths = new Set(Object.values(columns).map((column) => column.length));
  expect(lengths.size).toBe(1);
  return fromColumns(columns);
}

async function items(): Promise<LibraryItem[]> {
  const response = await get('/api/library/all', { 'accept-encoding': 'identity' });
  return libraryItemSchema.array().parse(JSON.parse(response.text));
}

/** The card's fields of an item: what a card must say of it. */
const cardOf = (item: LibraryItem) =>
  Object.fromEntries(libraryCardFields.map((field) => [field, item[field]])) as LibraryCard;

describe('GET /api/library/cards', () => {
  it('says of every item what its card says, field for field, as the full list does', async () => {
    await api.request('PUT', `/api/library/${movieId}/rating`, { body: { userReaction: 'up' } });
    await api.request('POST', `/api/library/${movieId}/watch-instances`, {
      body: { watchedDate: '2026-03-01', viewer: 'both', userRating: 'down' },
    });
    const seasons = (await api.request('GET', `/api/seasons/${seriesId}`)).body as {
      id: number;
      seasonNumber: number;
    }[];
    const first = seasons.find((season) => season.seasonNumber === 1);
    await api.request('PUT', `/api/season/${first?.id ?? 0}`, { body: { status: 'watched' } });

    const full = await items();
    const answered = await cards();
    expect(answered).toEqual(full.map(cardOf));
    const movie = answered.find((card) => card.id === movieId);
    expect(movie).toMatchObject({ userRating: 'up', aggregateRating: 'down', ownership: 'person1' });
    expect(movie?.genres.length).toBeGreaterThan(0);
    expect(answered.find((card) => card.id === seriesId)?.seasonRollup?.watchedSeasons).toBe(1);
  });

  it("says 'Seen by' the one person who saw a title its owners have not, while it is still to watch", async () => {
    const view = (id: number, viewer: string) =>
      api.request('POST', `/api/library/${id}/watch-instances`, {
        body: { watchedDate: '2026-03-01', viewer },
      });
    const seenBy = async () =>
      (await cards()).filter((card) => [movieId, seriesId].includes(card.id)).map((card) => card.seenBy);
    expect(await seenBy()).toEqual([null, null]);

    // Person 1's movie seen by Person 2; the Together series seen by Person 1 alone.
    await view(movieId, 'person2');
    await view(seriesId, 'person1');
    expect(await seenBy()).toEqual(['person2', 'person1']);
    const full = await items();
    expect(full.map((item) => [item.id, item.seenBy])).toEqual(
      expect.arrayContaining([
        [movieId, 'person2'],
        [seriesId, 'person1'],
      ]),
    );

    // The owners catch up: Person 1 on the movie, Person 2 on the series (each alone counts for Together).
    await view(movieId, 'person1');
    await view(seriesId, 'person2');
    expect(await seenBy()).toEqual([null, null]);
  });

  it('says no one saw it once the title is no longer to watch', async () => {
    await api.request('POST', `/api/library/${movieId}/watch-instances`, {
      body: { watchedDate: '2026-03-01', viewer: 'person2' },
    });
    await api.request('PUT', `/api/library/${movieId}/status`, { body: { status: 'watched' } });
    expect((await cards()).find((card) => card.id === movieId)?.seenBy).toBeNull();
  });

  it('leaves out what the title’s details carry', async () => {
    const response = await get('/api/library/cards', { 'accept-encoding': 'identity' });
    const fields = Object.keys(JSON.parse(response.text) as object);
    expect(fields).toEqual([...libraryCardFields]);
    for (const detail of ['overview', 'mainStars', 'director', 'backdropPath', 'notes']) {
      expect(fields).not.toContain(detail);
    }
  });

  it('is cached like the list: ETag and 304, gzip or plain, a new ETag after a write', async () => {
    const first = await get('/api/library/cards');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await get('/api/library/cards', { 'if-none-match': etag })).status).toBe(304);
    const plain = await get('/api/library/cards', { 'accept-encoding': 'identity' });
    expect(gunzipSync(first.body).toString('utf8')).toBe(plain.text);
    expect(plain.headers.etag).toBe(etag);
    expect((await get('/api/library/all')).headers.etag).not.toBe(etag);

    await api.request('PUT', `/api/library/${movieId}/status`, { body: { status: 'watched' } });
    const after = await get('/api/library/cards', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((await cards()).find((card) => card.id === movieId)?.status).toBe('watched');
  });

  it('sends no columns of length other than the library’s, and empty ones for an empty library', async () => {
    await api.request('DELETE', `/api/library/${movieId}`);
    await api.request('DELETE', `/api/library/${seriesId}`);
    expect(await cards()).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await rawRequest(api.baseUrl, 'GET', '/api/library/cards');
    expect(response.status).toBe(401);
  });
});

describe('GET /api/library/items/{id}', () => {
  it('answers the whole item, as the list has it', async () => {
    const response = await api.request('GET', `/api/library/items/${movieId}`);
    expect(response.status).toBe(200);
    const item = libraryItemSchema.parse(response.body);
    expect(item).toEqual((await items()).find((listed) => listed.id === movieId));
    expect(item.overview.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id, with a message', async () => {
    const missing = await api.request('GET', '/api/library/items/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: expect.stringContaining('999999') as unknown });
    const bad = await api.request('GET', '/api/library/items/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.any(String) as unknown });
  });
});
