/**
 * The home screen in headless Chromium against the real server (built web app, temp SQLite file):
 * 1. with 5,000 titles and 20,000 viewings: when the first card is painted, from navigation start, and how long
 *    after the library's answer arrived: medians of cold loads (each in a fresh browser), of reloads (the same
 *    browser again, its cache warm, its service worker active, the library's offline copy saved) and of a second
 *    reload (V8's code cache of the app's code, made during the first reload, used);
 * 2. with 5 series and with 500 series (all with seasons): how many requests the home screen makes.
 * Needs `npx vite build && node scripts/compress-web-build.mjs` first.   npm run bench:home -- 5
 */
import type { Page } from '@playwright/test';
import { signedInPage } from './browser';
import { median } from './figures';
import { navigateUntilPainted, paintProbe } from './paint-probe';
import { BENCH_PIN as PIN, withWebServer as withServer } from './web-server';

const runs = Number(process.argv[2] ?? 5);

/** The home's first card. */
const FIRST_CARD = '[data-testid="library-card"]';

interface Reload {
  firstCard: number;
  libraryDone: number;
  /** The library list's body as sent (gzip) and as parsed, in bytes. */
  listSent: number;
  listDecoded: number;
}

/** The home screen's library list: the whole library (`/all`) or its cards (`/cards`). */
const LIST_PATH = '^/api/library/(all|cards)$';

interface ResourceEntry {
  name: string;
  responseEnd: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

/** Navigates, then tells when the new page's first card was painted and when its library list had arrived. */
async function firstCardTimes(page: Page, navigate: () => Promise<unknown>): Promise<Reload> {
  await navigateUntilPainted(page, navigate);
  return page.evaluate((listPath): Reload => {
    const painted = (globalThis as unknown as { __painted: number }).__painted;
    const library = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(listPath).test(new URL(entry.name).pathname)) as ResourceEntry | undefined;
    return {
      firstCard: painted,
      libraryDone: library?.responseEnd ?? NaN,
      listSent: library?.encodedBodySize ?? NaN,
      listDecoded: library?.decodedBodySize ?? NaN,
    };
  }, LIST_PATH);
}

function print(load: string, times: Reload) {
  console.log(
    `  ${load}: first card painted at ${times.firstCard.toFixed(0)} ms; library answered at ${times.libraryDone.toFixed(0)} ms (+${(times.firstCard - times.libraryDone).toFixed(0)} ms to the card)`,
  );
}

interface Loads {
  cold: Reload;
  reload: Reload;
  again: Reload;
}

/** Lets the app settle: its offline copy saved (in idle time) and Chromium's code cache written. */
const SETTLE =
  'navigator.serviceWorker.ready.then(() => new Promise((settled) => setTimeout(settled, 2000)))';

/**
 * A cold load (fresh browser: nothing cached), then a reload in the same browser once the app has settled: its
 * JavaScript cached, its service worker active and its offline copy of the library saved (the app saves it in
 * idle time; the bench leaves it two seconds). Chromium compiles the app's code afresh at that reload, and keeps
 * V8's code cache of it then: a second reload shows a returning household's usual case.
 */
async function loadAndReload(baseUrl: string): Promise<Loads> {
  const page = await signedInPage(baseUrl, PIN);
  await page.addInitScript(paintProbe(FIRST_CARD));
  const cold = await firstCardTimes(page, () => page.goto(`${baseUrl}/`));
  print('cold  ', cold);
  await page.waitForLoadState('networkidle');
  await page.evaluate(SETTLE);
  const reload = await firstCardTimes(page, () => page.reload());
  print('reload', reload);
  await page.evaluate(SETTLE);
  const again = await firstCardTimes(page, () => page.reload());
  print('again ', again);
  await page.close();
  return { cold, reload, again };
}

async function homeRequests(baseUrl: string): Promise<number> {
  const page = await signedInPage(baseUrl, PIN);
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  // The sidebar's Trending box asks last, once its code has loaded after the first paint.
  const trending = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/tmdb/trending',
  );
  await page.goto(`${baseUrl}/`);
  await page.locator('[data-testid="library-card"]').first().waitFor({ state: 'visible' });
  await trending;
  await page.waitForLoadState('networkidle');
  await page.close();
  return api.length;
}

function printMedians(load: string, runs: Reload[]) {
  console.log(
    `median ${load}: first card painted at ${median(runs.map((r) => r.firstCard)).toFixed(0)} ms, ` +
      `${median(runs.map((r) => r.firstCard - r.libraryDone)).toFixed(0)} ms after the library answered`,
  );
}

async function main() {
  console.log(
    `home screen, 5,000 titles and 20,000 viewings, ${runs} cold loads each followed by two reloads (times from navigation start):`,
  );
  const loads = await withServer(
    { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 },
    async (url) => {
      const measured: Loads[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await loadAndReload(url));
      return measured;
    },
  );
  printMedians(
    'cold  ',
    loads.map((load) => load.cold),
  );
  printMedians(
    'reload',
    loads.map((load) => load.reload),
  );
  printMedians(
    'again ',
    loads.map((load) => load.again),
  );
  const list = loads[0]?.cold;
  if (list) {
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    console.log(`library list: ${kib(list.listDecoded)} of JSON, ${kib(list.listSent)} sent (gzip)`);
  }

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
