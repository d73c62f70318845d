import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupsDirOf, takeBackup } from '../features/backups/backups';
import { restoreKeepingSecurity } from '../household-restore';
import { openDatabase } from './connection';

let root: string;
let umask: number;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'watchlist-modes-'));
  // The most permissive umask: whatever is private is so because the app made it so.
  umask = process.umask(0o000);
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe("the household's files are the server user's alone", () => {
  it('the database, its WAL and shared-memory files 0600, in a new folder 0700', () => {
    const dbFile = join(root, 'data', 'watchlist.db');
    const db = openDatabase(dbFile);
    db.prepare("INSERT INTO settings (key, value) VALUES ('theme', '\"dark\"')").run();
    expect(mode(join(root, 'data'))).toBe(0o700);
    expect(mode(dbFile)).toBe(0o600);
    expect(mode(`${dbFile}-wal`)).toBe(0o600);
    expect(mode(`${dbFile}-shm`)).toBe(0o600);
    db.close();
  });

  it('a database left world-readable by an older version is made 0600 at the next open', () => {
    const dbFile = join(root, 'watchlist.db');
    openDatabase(dbFile).close();
    chmodSync(dbFile, 0o644);
    writeFileSync(`${dbFile}-wal`, '');
    chmodSync(`${dbFile}-wal`, 0o644);
    const db = openDatabase(dbFile);
    expect(mode(dbFile)).toBe(0o600);
    expect(mode(`${dbFile}-wal`)).toBe(0o600);
    db.close();
  });

  it('the backups folder 0700, snapshots and the database a restore replaced 0600', async () => {
    const dbFile = join(root, 'watchlist.db');
    const db = openDatabase(dbFile);
    const snapshot = takeBackup(db, backupsDirOf(dbFile), new Date(2026, 10, 22, 3, 0, 0));
    expect(mode(snapshot)).toBe(0o600);
    const manual = takeBackup(db, backupsDirOf(dbFile), new Date(2026, 10, 22, 9, 0, 0), { manual: true });
    db.close();
    expect(mode(backupsDirOf(dbFile))).toBe(0o700);
    expect(mode(manual)).toBe(0o600);
    const { keptAs } = await restoreKeepingSecurity(manual, dbFile, new Date());
    expect(mode(keptAs ?? '')).toBe(0o600);
    expect(mode(dbFile)).toBe(0o600);
  });
});
