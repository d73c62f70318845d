import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCompiledServer } from './test-support/compiled-server';

describe("the compiled server (what npm start runs; vitest's global setup compiles it)", () => {
  it('migrates a new database, unlocks with the configured PIN and serves the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-compiled-'));
    const server = await startCompiledServer({ dbFile: join(dir, 'w.db'), pin: '8642' });
    try {
      const base = server.baseUrl;
      expect((await fetch(`${base}/api/random-backdrop`)).status).toBe(200);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'user', pin: '8642', rememberDevice: false }),
      });
      expect(login.status).toBe(200);
      const { authToken } = (await login.json()) as { authToken: string };
      const search = await fetch(`${base}/api/tmdb/search?query=godfather&type=multi`, {
        headers: { authorization: `Bearer ${authToken}` },
      });
      expect(search.status).toBe(200);
      expect(JSON.stringify(await search.json())).toContain('The Godfather');
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
