import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryItemSchema } from '#domain/schemas/library';
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

/** The list an answer carries, gzip or not. */
async function listOf(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers);
  expect(response.status).toBe(200);
  return { response, items: libraryItemSchema.array().parse(JSON.parse(response.text)) };
}

describe('the library list, kept serialised between writes', () => {
  it('carries an ETag and answers 304 to it while nothing changed', async () => {
    const first = await get('/api/library/all');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const again = await get('/api/library/all', { 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await get('/api/library/all', { 'if-none-match': `"other", W/${String(etag)}` })).status).toBe(
      304,
    );
    expect((await get('/api/library/all', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('sends gzip to clients that take it and plain JSON to the others, the same list', async () => {
    const zipped = await rawRequest(api.baseUrl, 'GET', '/api/library/all', {
      headers: { authorization: `Bearer ${api.token ?? ''}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await rawRequest(api.baseUrl, 'GET', '/api/library/all', {
      headers: { authorization: `Bearer ${api.token ?? ''}`, 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const items = libraryItemSchema.array().parse(JSON.parse(plain.text));
    expect(items.map((item) => item.id)).toEqual([movieId, seriesId]);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.text);
  });

  it('changes with every kind of write: item, viewing, season', async () => {
    const etags = new Set<string>();
    const snapshot = async () => {
      const response = await get('/api/library/all', { 'accept-encoding': 'identity' });
      etags.add(String(response.headers.etag));
      return libraryItemSchema.array().parse(JSON.parse(response.text));
    };
    await snapshot();
    await api.request('PUT', `/api/library/${movieId}/rating`, { body: { userReaction: 'up' } });
    expect((await snapshot()).find((item) => item.id === movieId)?.userRating).toBe('up');
    await api.request('POST', `/api/library/${movieId}/watch-instances`, {
      body: { watchedDate: '2026-03-01', viewer: 'both', userRating: 'down' },
    });
    expect((await snapshot()).find((item) => item.id === movieId)?.viewingCount).toBe(1);
    const seasons = (await api.request('GET', `/api/seasons/${seriesId}`)).body as {
      id: number;
      seasonNumber: number;
    }[];
    const first = seasons.find((season) => season.seasonNumber === 1);
    await api.request('PUT', `/api/season/${first?.id ?? 0}`, { body: { status: 'watched' } });
    expect((await snapshot()).find((item) => item.id === seriesId)?.seasonRollup?.watchedSeasons).toBe(1);
    await api.request('DELETE', `/api/library/${movieId}`);
    expect((await snapshot()).map((item) => item.id)).toEqual([seriesId]);
    expect(etags.size).toBe(5);
  });

  it('sees a write made by another connection (the PIN CLI, an import, a restore)', async () => {
    const before = (await listOf('/api/library/all', { 'accept-encoding': 'identity' })).items;
    expect(before.find((item) => item.id === movieId)?.title).not.toBe('Edited elsewhere');
    api.db.prepare("UPDATE library_items SET title = 'Edited elsewhere' WHERE id = ?").run(movieId);
    const after = (await listOf('/api/library/all', { 'accept-encoding': 'identity' })).items;
    expect(after.find((item) => item.id === movieId)?.title).toBe('Edited elsewhere');
  });

  it('keeps each ownership variant apart', async () => {
    const all = await listOf('/api/library/all', { 'accept-encoding': 'identity' });
    const mine = await listOf('/api/library/person1', { 'accept-encoding': 'identity' });
    const ours = await listOf('/api/library?ownership=together', { 'accept-encoding': 'identity' });
    expect(all.items).toHaveLength(2);
    expect(mine.items.map((item) => item.id)).toEqual([movieId]);
    expect(ours.items.map((item) => item.id)).toEqual([seriesId]);
    expect(new Set([all, mine, ours].map(({ response }) => response.headers.etag)).size).toBe(3);
  });
});
