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
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
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

/** Whether an error is SQLite saying the disk (or the database's size limit) is full. */
export function isDiskFull(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code === 'SQLITE_FULL';
}

/** Whether an error is SQLite saying the database cannot be written (a read-only file, folder or connection). */
export function isDatabaseReadOnly(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_READONLY');
}
