import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, openDatabase, type Db } from './connection';

let dir: string;
const opened: Db[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watchlist-page-cache-'));
});
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("SQLite's page cache", () => {
  it("is capped at 2,000 KiB on the server's connection and on the import worker's", () => {
    const file = join(dir, 'w.db');
    const server = openDatabase(file);
    const worker = connectDatabase(file);
    opened.push(server, worker);
    for (const db of [server, worker]) expect(db.pragma('cache_size', { simple: true })).toBe(-2000);
  });
});
