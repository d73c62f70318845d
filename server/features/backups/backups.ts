import Database from 'better-sqlite3';
import { format } from 'date-fns';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backupsToKeep, type BackupSnapshot } from '../../../domain/rules/backup-retention';
import { openDatabase, type Db } from '../../db/connection';

/** Snapshots live in a `backups/` folder beside the database file. */
export const backupsDirOf = (dbFile: string) => join(dirname(dbFile), 'backups');

const SNAPSHOT = /^watchlist-(\d{4}-\d{2}-\d{2})-\d{6}\.db$/;

export class RestoreRefused extends Error {}

/** The snapshots in a backups folder (files named by the household's local day and time they were taken). */
export function listBackups(dir: string): BackupSnapshot[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const day = SNAPSHOT.exec(name)?.[1];
    return day === undefined ? [] : [{ name, day }];
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

/**
 * A consistent snapshot of the live database (VACUUM INTO: a compact copy, taken while the app keeps running),
 * named by the local day and time, then the old ones pruned. Answers the new file's path.
 */
export function takeBackup(db: Db, dir: string, now: Date): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `watchlist-${format(now, 'yyyy-MM-dd-HHmmss')}.db`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  db.prepare('VACUUM INTO ?').run(partial);
  renameSync(partial, file);
  pruneBackups(dir);
  return file;
}

/** Whether the folder holds a snapshot of the given local day. */
export const hasBackupOf = (dir: string, day: string) =>
  listBackups(dir).some((snapshot) => snapshot.day === day);

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
 * Replaces the database with a snapshot, after checking the snapshot's integrity. The current database is kept
 * first as `before-restore-….db` in the backups folder. Works with the server stopped or running: the copy goes
 * through SQLite's backup API, and the library's version is moved past the current one so that a running server
 * drops what it kept in memory.
 */
export async function restoreBackup(
  file: string,
  dbFile: string,
  now: Date,
): Promise<{ keptAs: string | null }> {
  checkRestorable(file);
  let liveVersion = 0;
  let keptAs: string | null = null;
  if (existsSync(dbFile)) {
    const live = openDatabase(dbFile);
    try {
      liveVersion =
        live.prepare<[], { version: number }>('SELECT version FROM library_version').get()?.version ?? 0;
      const dir = backupsDirOf(dbFile);
      mkdirSync(dir, { recursive: true });
      keptAs = join(dir, `before-restore-${format(now, 'yyyy-MM-dd-HHmmss')}.db`);
      rmSync(keptAs, { force: true });
      live.prepare('VACUUM INTO ?').run(keptAs);
    } finally {
      live.close();
    }
  }
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(dbFile);
  } finally {
    source.close();
  }
  // Brings an older snapshot's schema up to date, and moves the version on.
  const restored = openDatabase(dbFile);
  try {
    restored.prepare('UPDATE library_version SET version = MAX(version, ?) + 1').run(liveVersion);
  } finally {
    restored.close();
  }
  return { keptAs };
}
