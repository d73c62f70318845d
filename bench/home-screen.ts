/**
 * The home screen in headless Chromium against the real server (built web app, temp SQLite file):
 * 1. with 5,000 titles and 20,000 viewings: the time from navigation to the first card on screen (median of runs);
 * 2. with 5 series and with 500 series (all with seasons): how many requests the home screen makes.
 * Needs `npx vite build` first.   npm run bench:home -- 5
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/connection';
import { ensureInitialPin } from '../server/features/auth/initial-pin';
import { createOfflineFilmData } from '../server/film-data/offline/offline-film-data';
import { signedInPage } from './browser';
import { seedLibrary, type LibraryShape } from './seed-library';

const PIN = '5150';
const runs = Number(process.argv[2] ?? 5);
async function withServer<T>(shape: LibraryShape, work: (baseUrl: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-home-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  await ensureInitialPin(db, PIN);
  seedLibrary(db, shape);
  const app = await buildApp({
    db,
    serveWeb: true,
    filmData: createOfflineFilmData(),
    imageCacheDir: join(dir, 'images'),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  try {
    return await work(`http://127.0.0.1:${address.port}`);
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function firstCardMs(baseUrl: string): Promise<number> {
  const page = await signedInPage(baseUrl, PIN);
  const started = Date.now();
  await page.goto(`${baseUrl}/`);
  await page.locator('[data-testid="library-card"]').first().waitFor({ state: 'visible' });
  const elapsed = Date.now() - started;
  const mounted = await page.locator('[data-testid="library-card"]').count();
  await page.close();
  console.log(`  first card after ${elapsed} ms (${mounted} cards mounted)`);
  return elapsed;
}

async function homeRequests(baseUrl: string): Promise<number> {
  const page = await signedInPage(baseUrl, PIN);
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  await page.goto(`${baseUrl}/`);
  await page.locator('[data-testid="library-card"]').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  await page.close();
  return api.length;
}

async function main() {
  console.log(`home screen, 5,000 titles and 20,000 viewings, ${runs} cold loads:`);
  const times = await withServer(
    { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 },
    async (url) => {
      const measured: number[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await firstCardMs(url));
      return measured;
    },
  );
  times.sort((a, b) => a - b);
  console.log(`median time to first card: ${times[Math.floor(times.length / 2)] ?? NaN} ms`);

  const few = await withServer(
    { titles: 5, seriesEvery: 1, seasonedSeriesEvery: 1, viewings: 0 },
    homeRequests,
  );
  const many = await withServer(
    { titles: 500, seriesEvery: 1, seasonedSeriesEvery: 1, viewings: 0 },
    homeRequests,
  );
  console.log(`API requests of the home screen: 5 series → ${few}, 500 series → ${many}`);
}

void main();
