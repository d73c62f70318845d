import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCompiledServer } from './test-support/compiled-server';

/** Starts the compiled server on a new database; `stop` also removes the database's folder. */
async function startCompiled(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-compiled-'));
  try {
    const server = await startCompiledServer({ dbFile: join(dir, 'w.db'), pin: '8642', env });
    const stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
    return { base: server.baseUrl, stop };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
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
    const server = await startCompiled();
    try {
      expect((await fetch(`${server.base}/api/random-backdrop`)).status).toBe(200);
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
