import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-paths';
import { freePort } from './test-support/loopback';

describe("the compiled server (what npm start runs; vitest's global setup compiles it)", () => {
  it('migrates a new database, unlocks with the configured PIN and serves the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-compiled-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        WATCHLIST_DB: join(dir, 'w.db'),
        WATCHLIST_PIN: '8642',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      let backdrop: Response | undefined;
      for (let attempt = 0; attempt < 200 && !backdrop; attempt += 1) {
        backdrop = await fetch(`${base}/api/random-backdrop`).catch(() => undefined);
        if (!backdrop) await sleep(50);
      }
      expect(backdrop?.status).toBe(200);
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
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
