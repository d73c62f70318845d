import { readFileSync } from 'node:fs';

/**
 * Files the process keeps open besides its connections: the database and its -wal and -shm files on two
 * connections (the server's and the import worker's), images being read and written in the cache, the film
 * database's sockets (paced, a handful at once, plus the fetch pool's kept-alive ones), static files being sent,
 * the log and Node's own (stdio, the event loop's epoll and wake-up descriptors, worker pipes). Those are a few
 * dozen at most; 128 leaves room for bursts, and still lets ~900 connections in under the usual 1024.
 */
export const FILES_RESERVED = 128;
/** When the limit cannot be read (no /proc: macOS, Windows): the usual soft limit, a safe guess from below. */
const FALLBACK_LIMIT = 1024;
/** What "unlimited" stands for. */
const UNLIMITED = 1_048_576;

/** The soft "Max open files" of a /proc/<pid>/limits text; undefined when it has none. */
export function softOpenFilesLimit(limits: string): number | undefined {
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  if (soft === 'unlimited') return UNLIMITED;
  const value = Number(soft);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** This process's soft RLIMIT_NOFILE (Node has no API for it: Linux says it in /proc/self/limits). */
export function openFilesLimit(): number {
  try {
    return softOpenFilesLimit(readFileSync('/proc/self/limits', 'utf8')) ?? FALLBACK_LIMIT;
  } catch {
    return FALLBACK_LIMIT;
  }
}

/** The most connections held at once under a limit of open files: the limit less the reserve (half, at most). */
export function connectionCapUnder(limit: number): number {
  return limit - Math.min(FILES_RESERVED, Math.floor(limit / 2));
}
