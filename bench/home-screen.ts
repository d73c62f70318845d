/**
 * The home screen in headless Chromium against the real server (built web app, temp SQLite file):
 * 1. with 5,000 titles and 20,000 viewings: when the first card is painted, from navigation start, and how long
 *    after the library's answer arrived (medians of cold loads, each in a fresh browser);
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
import { listenOnLoopback } from '../server/test-support/loopback';

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
  const baseUrl = await listenOnLoopback(app);
  try {
    return await work(baseUrl);
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Marks, in the page's own clock, when the first card is in the DOM and when the frame showing it is painted. */
const FIRST_CARD_PROBE = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="library-card"]')) return;
    observer.disconnect();
    window.__firstCardInDom = performance.now();
    requestAnimationFrame(() => setTimeout(() => { window.__firstCardPainted = performance.now(); }));
  }).observe(document, { childList: true, subtree: true });
`;

interface Reload {
  firstCard: number;
  libraryDone: number;
}

async function reloadTimes(baseUrl: string): Promise<Reload> {
  const page = await signedInPage(baseUrl, PIN);
  await page.addInitScript(FIRST_CARD_PROBE);
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => '__firstCardPainted' in globalThis);
  const times = await page.evaluate((): Reload => {
    const painted = (globalThis as unknown as { __firstCardPainted: number }).__firstCardPainted;
    const library = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/api/library/all')) as { responseEnd: number } | undefined;
    return { firstCard: painted, libraryDone: library ? library.responseEnd : NaN };
  });
  await page.close();
  console.log(
    `  first card painted at ${times.firstCard.toFixed(0)} ms; library answered at ${times.libraryDone.toFixed(0)} ms (+${(times.firstCard - times.libraryDone).toFixed(0)} ms to the card)`,
  );
  return times;
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
  console.log(
    `home screen, 5,000 titles and 20,000 viewings, ${runs} cold loads (times from navigation start):`,
  );
  const reloads = await withServer(
    { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 },
    async (url) => {
      const measured: Reload[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await reloadTimes(url));
      return measured;
    },
  );
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  console.log(
    `median: first card painted at ${median(reloads.map((r) => r.firstCard)).toFixed(0)} ms, ` +
      `${median(reloads.map((r) => r.firstCard - r.libraryDone)).toFixed(0)} ms after the library answered`,
  );

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
