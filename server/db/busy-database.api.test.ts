import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../test-support/api-harness';
import { holdWriteLock } from '../test-support/write-lock-holder';

const SHAWSHANK = 90000001;
const BUSY_TIMEOUT_MS = 500;

let api: ApiHarness;
let itemId: number;
beforeEach(async () => {
  api = await startApiHarness({ busyTimeoutMs: BUSY_TIMEOUT_MS });
  await api.login({ rememberDevice: true });
  const added = await api.request('POST', '/api/library', {
    body: { tmdbId: SHAWSHANK, mediaType: 'movie', title: 'The Shawshank Redemption', ownership: 'together' },
  });
  itemId = (added.body as { id: number }).id;
});
afterEach(async () => {
  await api.close();
});

const itemRow = () => api.db.prepare('SELECT status, updated_at FROM library_items WHERE id = ?').get(itemId);

describe('another process holding the database', () => {
  it('a read-then-write route waits for a short lock instead of failing', async () => {
    const { released } = await holdWriteLock(api.dbFile, 300);
    const response = await api.request('PUT', `/api/library/${itemId}/status`, {
      body: { status: 'watched' },
    });
    expect(response.status, response.text).toBe(200);
    expect(itemRow()).toMatchObject({ status: 'watched' });
    await released;
  });

  it('answers 503 with Retry-After when the lock outlasts the wait, and changes nothing', async () => {
    const before = itemRow();
    const { released } = await holdWriteLock(api.dbFile, BUSY_TIMEOUT_MS * 5);
    for (const [method, path, body] of [
      ['PUT', `/api/library/${itemId}/status`, { status: 'watched' }],
      ['POST', `/api/library/${itemId}/watch-instances`, { watchedDate: '2026-02-01', viewer: 'both' }],
      ['PUT', '/api/settings', { theme: 'dark' }],
    ] as const) {
      const response = await api.request(method, path, { body });
      expect(response.status, `${method} ${path} ${response.text}`).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect((response.body as { message: string }).message).toMatch(/database is busy/);
    }
    await released;
    expect(itemRow()).toEqual(before);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM viewings').get()).toEqual({ n: 0 });
    // Once the other process is done, the same write goes through.
    expect(
      (await api.request('PUT', `/api/library/${itemId}/status`, { body: { status: 'watched' } })).status,
    ).toBe(200);
  });
});
