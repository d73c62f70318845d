import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrate';

export type Db = Database.Database;

/** How long a write waits for another process's lock (the PIN CLI, a backup) before the request answers 503. */
export const BUSY_TIMEOUT_MS = 5000;

/** Opens (creating if needed) the SQLite file and brings its schema up to date. */
export function openDatabase(file: string, options: { busyTimeoutMs?: number } = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = connectDatabase(file, options);
  migrate(db);
  return db;
}

/** A connection to a database file already open and migrated elsewhere (the import worker's own), set up alike. */
export function connectDatabase(file: string, options: { busyTimeoutMs?: number } = {}): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  setBusyTimeout(db, options.busyTimeoutMs ?? BUSY_TIMEOUT_MS);
  db.pragma('synchronous = NORMAL');
  return db;
}

/** How long a statement waits for another connection's write lock (SQLite sleeps the thread meanwhile). */
export function setBusyTimeout(db: Db, ms: number): void {
  db.pragma(`busy_timeout = ${ms}`);
}

export function busyTimeoutOf(db: Db): number {
  return Number(db.pragma('busy_timeout', { simple: true }));
}

/**
 * Runs `work` in a write transaction begun IMMEDIATE: the write lock is taken (waiting out another process's lock
 * up to the busy timeout) before anything is read. A deferred transaction that reads and then writes cannot wait:
 * SQLite answers SQLITE_BUSY at once when another connection holds the lock.
 */
export function writeTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}

/** Whether an error is SQLite saying another connection holds the lock (past the busy timeout). */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');
}

/** Whether the database answers a read of its schema now (for the health check); never throws. */
export function databaseAnswers(db: Db): boolean {
  try {
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
    return true;
  } catch {
    return false;
  }
}
