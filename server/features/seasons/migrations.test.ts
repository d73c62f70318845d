import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemStatus, SeasonStatus } from '#domain/schemas/library';
import { migrate } from '../../db/migrate';
import { projectPaths } from '../../project-paths';

const STORED = '2020-01-01T00:00:00.000Z';

let dir: string;
let db: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watchlist-migrations-'));
  db = new Database(join(dir, 'watchlist.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The schema as it stood before a migration: the ones before it applied and recorded as migrate() does. */
function migrateUpTo(version: number): void {
  db.exec(
    'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const names = readdirSync(projectPaths.migrations).filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name));
  for (const name of names.sort()) {
    if (Number(name.slice(0, 3)) >= version) break;
    db.exec(readFileSync(join(projectPaths.migrations, name), 'utf8'));
    record.run(Number(name.slice(0, 3)), name, STORED);
  }
}

interface SeriesRow {
  status: ItemStatus;
  date_started: string | null;
  date_finished: string | null;
  finished_date: string | null;
  updated_at: string;
}

let nextTmdbId = 1;
/** A title as stored, its seasons by number with their status and the finish times of their watches. */
function storeTitle(
  mediaType: 'movie' | 'tv',
  item: Omit<SeriesRow, 'updated_at'>,
  seasons: Record<number, [SeasonStatus, ...string[]]> = {},
): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO library_items (tmdb_id, media_type, title, ownership, status, date_started, date_finished,
           finished_date, date_added, updated_at)
         VALUES (?, ?, 'A title', 'together', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        nextTmdbId++,
        mediaType,
        item.status,
        item.date_started,
        item.date_finished,
        item.finished_date,
        STORED,
        STORED,
      ).lastInsertRowid,
  );
  for (const [seasonNumber, [status, ...finishes]] of Object.entries(seasons)) {
    const seasonId = db
      .prepare(
        `INSERT INTO seasons (library_item_id, season_number, name, status, updated_at) VALUES (?, ?, 'S', ?, ?)`,
      )
      .run(id, Number(seasonNumber), status, STORED).lastInsertRowid;
    finishes.forEach((finish, index) =>
      db
        .prepare(
          'INSERT INTO season_watches (season_id, rewatch_index, last_finished_at, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(seasonId, index, finish, finish),
    );
  }
  return id;
}

const rowOf = (id: number) =>
  db
    .prepare<[number], SeriesRow>(
      'SELECT status, date_started, date_finished, finished_date, updated_at FROM library_items WHERE id = ?',
    )
    .get(id);

const undated = { date_started: null, date_finished: null, finished_date: null };
const EARLY = '2019-05-01T20:00:00.000Z';
const LATE = '2021-03-01T20:00:00.000Z';

describe('migration 012: a series stored status follows its seasons', () => {
  it('brings every series in line with the rollup of its counted seasons, dated by their latest watch', () => {
    migrateUpTo(12);
    const some = storeTitle(
      'tv',
      { status: 'to_watch', ...undated },
      { 1: ['watched', EARLY], 2: ['to_watch'] },
    );
    const oneWatching = storeTitle(
      'tv',
      { status: 'watched', date_started: EARLY, date_finished: EARLY, finished_date: EARLY },
      { 1: ['watched', EARLY], 2: ['watching'] },
    );
    const finished = storeTitle(
      'tv',
      { status: 'watching', date_started: EARLY, date_finished: null, finished_date: null },
      { 0: ['to_watch'], 1: ['watched', EARLY], 2: ['rewatch', EARLY, LATE] },
    );
    const finishedUndated = storeTitle('tv', { status: 'to_watch', ...undated }, { 1: ['watched'] });
    const specialsOnly = storeTitle('tv', { status: 'to_watch', ...undated }, { 0: ['watched', LATE] });
    const specialsStarted = storeTitle(
      'tv',
      { status: 'to_watch', ...undated },
      { 0: ['watching'], 1: ['to_watch'] },
    );
    const noneStarted = storeTitle(
      'tv',
      { status: 'watched', ...undated },
      { 1: ['to_watch'], 2: ['to_watch'] },
    );
    const alreadyInLine = storeTitle('tv', { status: 'watching', ...undated }, { 1: ['watching'] });
    const withoutSeasons = storeTitle('tv', { status: 'watching', ...undated });
    const movie = storeTitle('movie', { status: 'to_watch', ...undated });
    const unchanged = [specialsStarted, noneStarted, alreadyInLine, withoutSeasons, movie];
    const before = new Map(unchanged.map((id) => [id, rowOf(id)]));

    migrate(db);

    expect(rowOf(some)).toMatchObject({ status: 'watching', ...undated });
    expect(rowOf(oneWatching)).toMatchObject({
      status: 'watching',
      date_started: EARLY,
      date_finished: EARLY,
      finished_date: EARLY,
    });
    expect(rowOf(finished)).toMatchObject({
      status: 'watched',
      date_started: EARLY,
      date_finished: LATE,
      finished_date: LATE,
    });
    expect(rowOf(finishedUndated)).toMatchObject({ status: 'watched', ...undated });
    expect(rowOf(specialsOnly)).toMatchObject({
      status: 'watched',
      date_finished: LATE,
      finished_date: LATE,
    });
    for (const id of [some, oneWatching, finished, finishedUndated, specialsOnly])
      expect(rowOf(id)?.updated_at, `item ${id}`).not.toBe(STORED);
    for (const id of unchanged) expect(rowOf(id), `item ${id}`).toEqual(before.get(id));
  });
});

describe('migration 013: whether the film data still lists a season', () => {
  it('lists every stored season, and keeps to 0 or 1', () => {
    migrateUpTo(13);
    const id = storeTitle(
      'tv',
      { status: 'watching', ...undated },
      { 1: ['watched', EARLY], 2: ['watching'] },
    );
    migrate(db);
    expect(db.prepare('SELECT season_number, listed FROM seasons ORDER BY season_number').all()).toEqual([
      { season_number: 1, listed: 1 },
      { season_number: 2, listed: 1 },
    ]);
    expect(() => db.prepare('UPDATE seasons SET listed = 2 WHERE library_item_id = ?').run(id)).toThrow(
      /CHECK constraint failed/,
    );
  });
});
