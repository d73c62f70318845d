import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importProgressSchema, importResponseSchema, type ImportProgress } from '#domain/schemas/transfer';
import { startCompiledServer, type CompiledServer } from '../test-support/compiled-server';
import { largeLibraryCsv } from '../test-support/large-csv';

const PIN = '5173';
const TITLES = 8_000;
const VIEWINGS_PER_TITLE = 3;

let dir: string;
let server: CompiledServer;
let headers: Record<string, string>;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'watchlist-long-import-'));
  server = await startCompiledServer({ dbFile: join(dir, 'w.db'), pin: PIN });
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user', pin: PIN, rememberDevice: false }),
  });
  const { authToken } = (await login.json()) as { authToken: string };
  headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' };
});
afterEach(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.baseUrl}${path}`, { headers });
const progress = async (): Promise<ImportProgress> =>
  importProgressSchema.parse(await (await get('/api/library/import/progress')).json());
const libraryTitles = async () => ((await (await get('/api/library/all')).json()) as unknown[]).length;

describe('a long import (the compiled server in a child process, as npm start runs it)', () => {
  it('leaves the other requests answering while it runs, and shows its titles only once committed', async () => {
    const csvData = largeLibraryCsv({ titles: TITLES, viewingsPerTitle: VIEWINGS_PER_TITLE });
    const request = { answered: false };
    const importing = fetch(`${server.baseUrl}/api/library/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ csvData, preview: false }),
    }).finally(() => (request.answered = true));

    // A blocked server answers nothing until the import is over: it would never be seen running.
    let seen = await progress();
    while (seen.state !== 'running' && !request.answered) seen = await progress();
    expect(seen.state).toBe('running');

    // Meanwhile the library answers (without the import's titles: one transaction), and the import is still on.
    expect(await libraryTitles()).toBe(0);
    const still = await progress();
    expect(still.state).toBe('running');
    expect(still.startedAt).toBe(seen.startedAt);

    const response = await importing;
    expect(response.status).toBe(200);
    const result = importResponseSchema.parse(await response.json());
    expect(result.results).toMatchObject({
      libraryCreated: TITLES,
      viewingsCreated: TITLES * VIEWINGS_PER_TITLE,
    });
    expect(result.summary.errors).toBe(0);
    expect(await libraryTitles()).toBe(TITLES);
    expect((await progress()).state).toBe('finished');
  }, 180_000);
});
