import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { createOfflineFilmData } from '#server/film-data/offline/offline-film-data';
import { listenOnLoopback } from '#server/test-support/loopback';
import { seedLibrary, type LibraryShape } from './seed-library';

export const BENCH_PIN = '5150';

/**
 * The real server serving the built web app (`npx vite build` first), on a temp SQLite file seeded with `shape`,
 * for as long as `work` runs.
 */
export async function withWebServer<T>(
  shape: LibraryShape,
  work: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-web-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  await ensureInitialPin(db, BENCH_PIN);
  seedLibrary(db, shape);
  const app = await buildApp({
    db,
    serveWeb: true,
    filmData: createOfflineFilmData(),
    imageCacheDir: join(dir, 'images'),
  });
  const baseUrl = await listenOnLoopback(app);
  try {
    return await work(baseUrl);
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
