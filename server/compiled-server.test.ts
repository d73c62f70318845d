import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-paths';
import { freePort } from './test-support/loopback';

/** Starts the compiled server on a new database, waits until it answers, and gives its address. */
async function startCompiled(env: Record<string, string>) {
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
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  let ready: Response | undefined;
  for (let attempt = 0; attempt < 200 && !ready; attempt += 1) {
    ready = await fetch(`${base}/api/random-backdrop`).catch(() => undefined);
    if (!ready) await sleep(50);
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  return { base, ready, stop };
}

async function logIn(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user', pin: '8642', rememberDevice: false }),
  });
  expect(login.status).toBe(200);
  const { authToken } = (await login.json()) as { authToken: string };
  return { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' };
}

describe("the compiled server (what npm start runs; vitest's global setup compiles it)", () => {
  it('migrates a new database, unlocks with the configured PIN and serves the API', async () => {
    const server = await startCompiled({});
    try {
      expect(server.ready?.status).toBe(200);
      const headers = await logIn(server.base);
      const search = await fetch(`${server.base}/api/tmdb/search?query=godfather&type=multi`, { headers });
      expect(search.status).toBe(200);
      expect(JSON.stringify(await search.json())).toContain('The Godfather');
    } finally {
      await server.stop();
    }
  });

  it("counts the household's days in TZ with Node's own zone data, where the system has no zone files", async () => {
    // TZDIR pointing nowhere: the C library (and SQLite's 'localtime' with it) finds no zone and reads UTC.
    const server = await startCompiled({ TZ: 'America/New_York', TZDIR: join(tmpdir(), 'no-zoneinfo-here') });
    try {
      const headers = await logIn(server.base);
      const added = await fetch(`${server.base}/api/library`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ mediaType: 'movie', tmdbId: 1_000_001, title: 'Alpha', ownership: 'person1' }),
      });
      expect(added.status).toBe(201);
      const { id } = (await added.json()) as { id: number };
      // 04:30 UTC on 1 January 2020 is 23:30 on 31 December 2019 in New York.
      const viewing = await fetch(`${server.base}/api/library/${id}/watch-instances`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ watchedDate: '2020-01-01T04:30:00.000Z', viewer: 'both', userRating: 'up' }),
      });
      expect(viewing.status).toBe(201);
      const recap = await fetch(`${server.base}/api/statistics?timeframe=all-time`, { headers });
      const statistics = (await recap.json()) as {
        timeframe: { start: string };
        charts: { watchTimeByMonth: { month: string }[] };
      };
      expect(statistics.timeframe.start).toBe('2019-12-31');
      expect(statistics.charts.watchTimeByMonth[0]?.month).toBe('2019-12');
    } finally {
      await server.stop();
    }
  });
});
