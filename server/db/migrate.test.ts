import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { projectPaths } from '../project-paths';
import { MIGRATION_FILE, migrate } from './migrate';

const files = readdirSync(projectPaths.migrations);
const numberOf = (name: string) => Number(name.slice(0, 3));
const inNumberOrder = [...files].sort((a, b) => numberOf(a) - numberOf(b));
const sqlOf = (name: string) => readFileSync(join(projectPaths.migrations, name), 'utf8');

/** What migrate() runs on `db`, as the names of the files whose SQL it executes, in order. */
function appliedBy(db: Database.Database): string[] {
  const nameOfSql = new Map(files.map((name) => [sqlOf(name), name]));
  const exec = vi.spyOn(db, 'exec');
  migrate(db);
  return exec.mock.calls.flatMap(([sql]) => nameOfSql.get(sql) ?? []);
}

/**
 * The migrations already in databases: each keeps its number and its name for ever (a renumbered one runs again where
 * it was applied under its old number, and is skipped where its new number was applied before).
 * A new migration takes the next number and joins this list.
 */
const RELEASED = [
  '001-initial.sql',
  '002-trusted-devices.sql',
  '003-library-version.sql',
  '004-upstream-quota.sql',
  '005-import-choices.sql',
  '006-viewings-covering-index.sql',
  '007-safe-at-home.sql',
  '008-title-availability.sql',
  '009-series-airing.sql',
  '010-unused-number.sql',
  '011-recap-tallies.sql',
  '012-series-status-from-seasons.sql',
  '013-seasons-listed.sql',
  '014-recap-season-counts.sql',
  '015-media-servers.sql',
];

describe('the migrations (server/db/migrations)', () => {
  it('are all NNN-name.sql files: migrate() would pass over any other', () => {
    expect(files.filter((name) => !MIGRATION_FILE.test(name))).toEqual([]);
  });

  it('are numbered 001, 002, … with no number missing or taken twice', () => {
    expect(inNumberOrder.map(numberOf)).toEqual(inNumberOrder.map((_, index) => index + 1));
  });

  it('keep the numbers and names they were released with', () => {
    expect(inNumberOrder.slice(0, RELEASED.length)).toEqual(RELEASED);
  });

  it('are applied to a new database in the order of their numbers, each recorded under its number', () => {
    const db = new Database(':memory:');
    expect(appliedBy(db)).toEqual(inNumberOrder);
    expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual(
      inNumberOrder.map((name) => ({ version: numberOf(name), name })),
    );
    db.close();
  });

  it('give a database migrated before 010 existed (001–009, 011 onward) 010 alone, which changes nothing', () => {
    const db = new Database(':memory:');
    migrate(db);
    db.prepare('DELETE FROM schema_migrations WHERE version = 10').run();
    const schema = () => db.prepare('SELECT type, name, sql FROM sqlite_schema ORDER BY name').all();
    const before = schema();
    expect(appliedBy(db)).toEqual(['010-unused-number.sql']);
    expect(schema()).toEqual(before);
    db.close();
  });
});
