import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateDirSync, makePrivateSync, PRIVATE_FILE_MODE } from '../private-files';
import { migrate } from './migrate';

export type Db = Database.Database;

/** How long a write waits for another process's lock (the PIN CLI, a backup) before the request answers 503. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * SQLite's page cache per connection, in KiB (SQLite's own default). better-sqlite3 builds SQLite with 16 MiB: a
 * connection then keeps up to that much of the file in memory once the whole library has been read (the list, the
 * recap), in a process meant to stay under 150 MiB. The file's pages stay in the system's file cache anyway.
 */
const PAGE_CACHE_KIB = 2000;

/** The database cannot be opened for writing: the message is one line naming the file and the reason. */
export class DatabaseUnavailable extends Error {}

/** Why SQLite (or the file system) could not open a database for writing, in a few words. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const text = error instanceof Error ? error.message : String(error);
  if (typeof code !== 'string') return text;
  if (code.startsWith('SQLITE_READONLY') || code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return `it is read-only to this user (${text}): check the permissions of the file and of its folder`;
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return `the disk is full (${text})`;
  if (code.startsWith('SQLITE_CANTOPEN')) {
    return `the file, or the -wal and -shm files beside it, cannot be opened or created (${text}): check the folder's permissions`;
  }
  return text;
}

/** Keeps a file's mode 0600 when it exists (an install from before this was done, say), as far as it can. */
function tighten(file: string): void {
  try {
    if (existsSync(file)) makePrivateSync(file);
  } catch {
    // Not ours to change: whether it can be used is seen when it is opened.
  }
}

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date, or throws DatabaseUnavailable when it
 * cannot be written. A new folder is made 0700; the file and its -wal and -shm files are 0600 (SQLite gives the two
 * the mode of the database file).
 */
export function openDatabase(file: string, options: { busyTimeoutMs?: number } = {}): Db {
  try {
    if (file !== ':memory:') {
      if (!existsSync(dirname(file))) ensurePrivateDirSync(dirname(file));
      closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
      for (const path of [file, `${file}-wal`, `${file}-shm`]) tighten(path);
    }
    const db = connectDatabase(file, options);
    try {
      migrate(db);
      // A database opened read-only (its file is) only says so at the first write: this is one.
      db.pragma(`user_version = ${Number(db.pragma('user_version', { simple: true }))}`);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  } catch (error) {
    throw new DatabaseUnavailable(`Cannot open the database ${file} for writing: ${reasonOf(error)}`);
  }
}

/** A connection to a database file already open and migrated elsewhere (the import worker's own), set up alike. */
export function connectDatabase(file: string, options: { busyTimeoutMs?: number } = {}): Db {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    setBusyTimeout(db, options.busyTimeoutMs ?? BUSY_TIMEOUT_MS);
    db.pragma('synchronous = NORMAL');
    db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  } catch (error) {
    db.close();
    throw error;
  }
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

/** Whether an error is SQLite saying the disk (or the database's size limit) is full. */
export function isDiskFull(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code === 'SQLITE_FULL';
}

/** Whether an error is SQLite saying the database cannot be written (a read-only file, folder or connection). */
export function isDatabaseReadOnly(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_READONLY');
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
