import Database from 'better-sqlite3';
import { format } from 'date-fns';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backupsToKeep, type BackupSnapshot } from '#domain/rules/backup-retention';
import { openDatabase, type Db } from '../../db/connection';
import { ensurePrivateDirSync, makePrivateSync } from '../../private-files';

/** Snapshots live in a `backups/` folder beside the database file. */
export const backupsDirOf = (dbFile: string) => join(dirname(dbFile), 'backups');

const SNAPSHOT = /^watchlist-(\d{4}-\d{2}-\d{2})-\d{6}(-manual)?(?:-\d+)?\.db$/;

export class RestoreRefused extends Error {}

/**
 * The snapshots in a backups folder: files named by the household's local day and time they were taken, and
 * `-manual` when taken by hand.
 */
export function listBackups(dir: string): BackupSnapshot[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const match = SNAPSHOT.exec(name);
    const day = match?.[1];
    return day === undefined ? [] : [{ name, day, manual: match?.[2] !== undefined }];
  });
}

/** Deletes the snapshots the retention rule does not keep (7 daily, 4 weekly). */
export function pruneBackups(dir: string): string[] {
  const snapshots = listBackups(dir);
  const keep = backupsToKeep(snapshots);
  const removed = snapshots.filter((snapshot) => !keep.has(snapshot.name)).map((snapshot) => snapshot.name);
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/** A compact, consistent copy of a live database (VACUUM INTO, taken while the app keeps running), mode 0600. */
function copyDatabase(db: Db, file: string): void {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  db.prepare('VACUUM INTO ?').run(partial);
  makePrivateSync(partial);
  renameSync(partial, file);
}

/**
 * A snapshot of the live database into the backups folder (0700), named by the local day and time (and `-manual`
 * for one taken by hand, which retention keeps however many there are that day), then the old ones pruned. Answers
 * the new file's path.
 */
export function takeBackup(db: Db, dir: string, now: Date, options: { manual?: boolean } = {}): string {
  ensurePrivateDirSync(dir);
  const base = `watchlist-${format(now, 'yyyy-MM-dd-HHmmss')}${options.manual ? '-manual' : ''}`;
  let file = join(dir, `${base}.db`);
  // Two taken within the same second: the second gets a number, never the first's place.
  for (let second = 2; existsSync(file); second += 1) file = join(dir, `${base}-${second}.db`);
  copyDatabase(db, file);
  pruneBackups(dir);
  return file;
}

/** Whether the folder holds a daily snapshot of the given local day (one taken by hand does not count). */
export const hasBackupOf = (dir: string, day: string) =>
  listBackups(dir).some((snapshot) => snapshot.day === day && snapshot.manual !== true);

/** Refuses a file that is not a sound Watchlist database, before anything is replaced. */
function checkRestorable(file: string): void {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  let source: Database.Database | undefined;
  try {
    source = new Database(file, { readonly: true, fileMustExist: true });
    const check = source.pragma('integrity_check') as { integrity_check: string }[];
    if (check.length !== 1 || check[0]?.integrity_check !== 'ok') {
      throw new RestoreRefused(`${file} is damaged: ${check.map((row) => row.integrity_check).join('; ')}`);
    }
    const tables = new Set(
      source
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name),
    );
    if (!tables.has('schema_migrations') || !tables.has('library_items')) {
      throw new RestoreRefused(`${file} is an SQLite database, but not a Watchlist one`);
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${file} is not a readable SQLite database (${String(error)})`);
  } finally {
    source?.close();
  }
}

/**
 * What a restore carries over from the database it replaces into the snapshot (today's PIN and trusted devices, in
 * the app's wiring), and how it signs every session out: `keep` is null when there was no database to replace.
 */
export interface RestoreCarryOver<T> {
  take(live: Db): T;
  put(restored: Db, kept: T | null): void;
}

/**
 * Replaces the database with a snapshot, after checking the snapshot's integrity. The current database is kept
 * first as `before-restore-….db` in the backups folder. The snapshot is made ready beside it first (migrated, with
 * what `carryOver` keeps of today's database, the library's version moved past the current one so that a running
 * server drops what it kept in memory), then copied in at once through SQLite's backup API: a running server never
 * sees the snapshot's sessions or PIN, and works with the server stopped or running.
 */
export async function restoreBackup<T>(
  file: string,
  dbFile: string,
  now: Date,
  carryOver: RestoreCarryOver<T>,
): Promise<{ keptAs: string | null }> {
  checkRestorable(file);
  const dir = backupsDirOf(dbFile);
  const stamp = format(now, 'yyyy-MM-dd-HHmmss');
  let liveVersion = 0;
  let kept: T | null = null;
  let keptAs: string | null = null;
  ensurePrivateDirSync(dir);
  if (existsSync(dbFile)) {
    const live = openDatabase(dbFile);
    try {
      liveVersion =
        live.prepare<[], { version: number }>('SELECT version FROM library_version').get()?.version ?? 0;
      kept = carryOver.take(live);
      keptAs = join(dir, `before-restore-${stamp}.db`);
      copyDatabase(live, keptAs);
    } finally {
      live.close();
    }
  }
  const staging = join(dir, `restoring-${stamp}.db`);
  const removeStaging = () => {
    for (const path of [staging, `${staging}-wal`, `${staging}-shm`]) rmSync(path, { force: true });
  };
  removeStaging();
  try {
    const source = new Database(file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(staging);
    } finally {
      source.close();
    }
    // Brings an older snapshot's schema up to date, moves the version on, and keeps today's security.
    const prepared = openDatabase(staging);
    try {
      prepared
        .transaction(() => {
          prepared.prepare('UPDATE library_version SET version = MAX(version, ?) + 1').run(liveVersion);
          carryOver.put(prepared, kept);
        })
        .immediate();
    } finally {
      prepared.close();
    }
    const ready = new Database(staging, { readonly: true, fileMustExist: true });
    try {
      await ready.backup(dbFile);
    } finally {
      ready.close();
    }
  } finally {
    removeStaging();
  }
  return { keptAs };
}
