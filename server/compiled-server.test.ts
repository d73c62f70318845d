import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/connection';
import { projectRoot } from './project-paths';
import { startCompiledServer } from './test-support/compiled-server';
import { freePort } from './test-support/loopback';

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

/**
 * The compiled server run once on a database file: its exit code and what it wrote. Root may write anything, so
 * as root it runs without any capability (util-linux's setpriv), where the files' modes bind it as any owner; running
 * it as another user instead would need that user to read the checkout, which a mode-700 folder denies.
 */
function runOnce(dbFile: string, env: Record<string, string>) {
  const server = [process.execPath, 'dist/server/main.js'];
  const [command = '', ...args] =
    process.getuid?.() === 0
      ? ['setpriv', '--bounding-set=-all', '--inh-caps=-all', '--', ...server]
      : server;
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', WATCHLIST_DB: dbFile, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('start-up', () => {
  it("prints a new database's PIN as a plain line a person reads, not inside a log record", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-compiled-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port), WATCHLIST_DB: join(dir, 'w.db'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const line =
        /^New database: your PIN is (\d{4})\. Change it in Settings, or reset it with: npm run pin -- reset$/m;
      for (let attempt = 0; attempt < 300 && !line.test(output); attempt += 1) await sleep(50);
      const pin = line.exec(output)?.[1];
      expect(pin).toMatch(/^\d{4}$/);
      expect(output.split('\n').filter((text) => text.includes(pin ?? '-'))).toHaveLength(1);
      let login: Response | undefined;
      for (let attempt = 0; attempt < 200 && !login; attempt += 1) {
        login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'user', pin }),
        }).catch(() => undefined);
        if (!login) await sleep(50);
      }
      expect(login?.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('a database that cannot be written stops it with one line naming the file and the reason', () => {
    let dir: string;
    let dbFile: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'watchlist-readonly-'));
      dbFile = join(dir, 'data', 'w.db');
      openDatabase(dbFile).close();
    });
    afterEach(() => {
      chmodSync(join(dir, 'data'), 0o700);
      rmSync(dir, { recursive: true, force: true });
    });

    const expectOneLine = (run: ReturnType<typeof runOnce>, reason: RegExp) => {
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toContain(`Cannot open the database ${dbFile} for writing: `);
      expect(lines[0]).toMatch(reason);
    };

    it('a read-only file', () => {
      chmodSync(dbFile, 0o400);
      expectOneLine(runOnce(dbFile, { WATCHLIST_PIN: '1234' }), /read-only/);
    });

    it('a read-only folder', () => {
      chmodSync(join(dir, 'data'), 0o500);
      expectOneLine(runOnce(dbFile, { WATCHLIST_PIN: '1234' }), /read-only|cannot be opened or created/);
    });
  });
});
