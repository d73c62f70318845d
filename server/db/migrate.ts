import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { projectPaths } from '../project-paths';

const migrationsDir = projectPaths.migrations;
/** A migration's file name: its number (its version, for ever), then what it does. */
export const MIGRATION_FILE = /^\d{3}-[\w-]+\.sql$/;

/** Applies every numbered `NNN-name.sql` file not yet applied, each in its own transaction. */
export function migrate(db: Database.Database): void {
  // For a migration that turns a stored secret into its hash (SQLite has no SHA-256 of its own).
  db.function('sha256_hex', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? createHash('sha256').update(text, 'utf8').digest('hex') : null,
  );
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const files = readdirSync(migrationsDir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const name of files) {
    const version = Number(name.slice(0, 3));
    if (applied.has(version)) continue;
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(version, name, new Date().toISOString());
    })();
  }
}
