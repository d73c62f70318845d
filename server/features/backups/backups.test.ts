import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection';
import { restoreKeepingSecurity } from '../../household-restore';
import { projectRoot } from '../../project-paths';
import { ManualClock, startApiHarness, TEST_PIN, type ApiHarness } from '../../test-support/api-harness';
import { backupsDirOf, listBackups, RestoreRefused, takeBackup } from './backups';
import { createDailyBackups } from './daily-backups';

const SHAWSHANK = 90000001;
const GODFATHER = 90000002;

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
});
afterEach(async () => {
  await api.close();
});

const add = (tmdbId: number) =>
  api.request('POST', '/api/library', {
    body: { tmdbId, mediaType: 'movie', title: 'x', ownership: 'together' },
  });
const titles = async () =>
  ((await api.request('GET', '/api/library/all')).body as { title: string }[]).map((item) => item.title);
const quiet = { info: () => undefined, error: () => undefined };

/** Runs a compiled command-line tool (vitest's global setup compiles them) against a database file. */
function cli(tool: 'backup' | 'restore', dbFile: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [`dist/server/${tool}.js`, ...args], {
    cwd: projectRoot,
    env: { ...process.env, WATCHLIST_DB: dbFile },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('backups', () => {
  it('takes a consistent snapshot of the live database, named by the local day and time', async () => {
    await add(SHAWSHANK);
    const dir = backupsDirOf(api.dbFile);
    const file = takeBackup(api.db, dir, new Date(2026, 10, 22, 3, 0, 5));
    expect(file).toBe(join(dir, 'watchlist-2026-11-22-030005.db'));
    const copy = new Database(file, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT title FROM library_items').all()).toEqual([
      { title: 'The Shawshank Redemption' },
    ]);
    copy.close();
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('takes one a day when due, and keeps 7 daily and 4 weekly', () => {
    const clock = new ManualClock(new Date(2026, 8, 1, 9, 0).getTime());
    const daily = createDailyBackups({ db: api.db, dbFile: api.dbFile, clock, logger: quiet });
    expect(daily.runIfDue()).not.toBeNull();
    clock.advance(60 * 60 * 1000);
    expect(daily.runIfDue()).toBeNull();
    for (let day = 0; day < 60; day += 1) {
      clock.advance(24 * 60 * 60 * 1000);
      expect(daily.runIfDue()).not.toBeNull();
    }
    const days = listBackups(backupsDirOf(api.dbFile)).map((snapshot) => snapshot.day);
    expect(days.length).toBeGreaterThanOrEqual(7);
    expect(days.length).toBeLessThanOrEqual(11);
  });

  it('logs a failed snapshot and lets the app go on', () => {
    const errors: string[] = [];
    const blocked = join(mkdtempSync(join(tmpdir(), 'watchlist-blocked-')), 'db');
    writeFileSync(blocked, 'a file where the backups folder should be');
    const daily = createDailyBackups({
      db: api.db,
      dbFile: join(blocked, 'watchlist.db'),
      clock: new ManualClock(),
      logger: { info: () => undefined, error: (_details, message) => errors.push(message) },
    });
    expect(daily.runIfDue()).toBeNull();
    expect(errors).toEqual(['daily backup failed']);
  });
});

describe('restore', () => {
  it('puts a snapshot back while the server runs, keeping the replaced database aside', async () => {
    await add(SHAWSHANK);
    const snapshot = takeBackup(api.db, backupsDirOf(api.dbFile), new Date(2026, 10, 1, 12, 0, 0));
    await add(GODFATHER);
    expect(await titles()).toEqual(['The Shawshank Redemption', 'The Godfather']);

    const { keptAs } = await restoreKeepingSecurity(snapshot, api.dbFile, new Date(2026, 10, 2, 12, 0, 0));
    await api.login();
    expect(await titles()).toEqual(['The Shawshank Redemption']);
    expect(keptAs).not.toBeNull();
    const kept = new Database(keptAs ?? '', { readonly: true });
    expect(kept.prepare('SELECT COUNT(*) AS n FROM library_items').get()).toEqual({ n: 2 });
    kept.close();
  });

  it("keeps today's PIN and trusted devices and signs every session out, while the server runs", async () => {
    const login = (pin: string, headers: Record<string, string> = {}) =>
      api.request('POST', '/api/auth/login', { token: null, body: { username: 'user', pin }, headers });
    const mine = api.token;
    await add(SHAWSHANK);
    const signedOutLater = await api.login();
    const snapshot = takeBackup(api.db, backupsDirOf(api.dbFile), new Date(2026, 10, 1, 12, 0, 0));

    // After the snapshot: a sign-out, a new PIN, and a new device trusted.
    expect((await api.request('POST', '/api/auth/logout', { token: signedOutLater })).status).toBe(200);
    const changed = await api.request('PUT', '/api/auth/pin', {
      token: mine,
      body: { currentPin: TEST_PIN, pin: '1357' },
    });
    expect(changed.status).toBe(200);
    const newDevice = await login('1357');
    expect(newDevice.status).toBe(200);
    const latest = (newDevice.body as { authToken: string }).authToken;
    const devices = api.db.prepare('SELECT * FROM trusted_devices ORDER BY device_hash').all();
    expect(devices).toHaveLength(3);

    await restoreKeepingSecurity(snapshot, api.dbFile, new Date(2026, 10, 2, 12, 0, 0));
    for (const token of [signedOutLater, mine, latest]) {
      expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    }
    expect((await login(TEST_PIN)).status).toBe(401);
    expect(api.db.prepare('SELECT * FROM trusted_devices ORDER BY device_hash').all()).toEqual(devices);
    const cookie = newDevice.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0] ?? '')
      .filter((line) => line.startsWith('watchlist_device='));
    const unlocked = await login('1357', { cookie: cookie.join('; ') });
    expect(unlocked.status).toBe(200);
    // The device unlocked as the known device it is, not as a new one.
    expect(unlocked.headers.getSetCookie().find((line) => line.startsWith('watchlist_device='))).toContain(
      cookie[0] ?? '-',
    );
    api.token = (unlocked.body as { authToken: string }).authToken;
    expect(await titles()).toEqual(['The Shawshank Redemption']);
  });

  it('refuses a file that is missing, not SQLite, damaged or not a Watchlist database, and changes nothing', async () => {
    await add(SHAWSHANK);
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-restore-'));
    const notSqlite = join(dir, 'notes.db');
    writeFileSync(notSqlite, 'movie night, friday');
    const foreign = join(dir, 'foreign.db');
    const other = new Database(foreign);
    other.exec('CREATE TABLE recipes (name TEXT)');
    other.close();
    const damaged = takeBackup(api.db, dir, new Date(2026, 10, 3, 12, 0, 0));
    const bytes = readFileSync(damaged);
    bytes.fill(0x5a, 4096, 4096 * 3);
    writeFileSync(damaged, bytes);

    const before = await titles();
    for (const file of [join(dir, 'missing.db'), notSqlite, foreign, damaged]) {
      await expect(restoreKeepingSecurity(file, api.dbFile, new Date()), file).rejects.toBeInstanceOf(
        RestoreRefused,
      );
    }
    expect(await titles()).toEqual(before);
    expect(existsSync(backupsDirOf(api.dbFile))).toBe(false);
  });

  it('npm run backup and npm run restore work with the server stopped', () => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-cli-'));
    const dbFile = join(dir, 'watchlist.db');
    const db = openDatabase(dbFile);
    db.prepare(
      `INSERT INTO library_items (tmdb_id, media_type, title, ownership, date_added, updated_at)
       VALUES (1, 'movie', 'Kept', 'together', '2026-01-01', '2026-01-01')`,
    ).run();
    db.close();
    const backup = cli('backup', dbFile);
    expect(backup.status, backup.output).toBe(0);
    const file = /Backup written: (\S+)/.exec(backup.output)?.[1] ?? '';
    expect(existsSync(file)).toBe(true);
    // Another one by hand the same day: both are kept.
    const again = cli('backup', dbFile);
    const second = /Backup written: (\S+)/.exec(again.output)?.[1] ?? '';
    expect(second).not.toBe(file);
    expect(readdirSync(join(dir, 'backups')).sort()).toEqual(
      [file, second].map((path) => path.slice(join(dir, 'backups/').length)).sort(),
    );
    expect(file).toMatch(/watchlist-\d{4}-\d{2}-\d{2}-\d{6}-manual(-\d+)?\.db$/);

    const changed = openDatabase(dbFile);
    changed.prepare("UPDATE library_items SET title = 'Changed'").run();
    changed.close();
    expect(cli('restore', dbFile).status).toBe(2);
    expect(cli('restore', dbFile, join(dir, 'nothing.db')).status).toBe(2);
    const restore = cli('restore', dbFile, file);
    expect(restore.status, restore.output).toBe(0);
    const restored = openDatabase(dbFile);
    expect(restored.prepare('SELECT title FROM library_items').all()).toEqual([{ title: 'Kept' }]);
    restored.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
