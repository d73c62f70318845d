/**
 * The JavaScript each first screen loads, in headless Chromium against the real server (built and compressed web
 * app, temp SQLite file): the unlock screen of a device without a session, and the home screen of a signed-in one
 * with 5,000 titles. Every script the page fetched until the network went quiet counts (the modules Vite preloads
 * and the chunks loaded on the way), as sent (gzip) and as run.
 * Needs `npx vite build && node scripts/compress-web-build.mjs` first.   npm run bench:js
 */
import { chromium, type Page } from '@playwright/test';
import { signedInPage } from './browser';
import { BENCH_PIN, withWebServer } from './web-server';

interface Script {
  name: string;
  encodedBodySize: number;
  decodedBodySize: number;
}

async function scriptsOf(page: Page): Promise<Script[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as unknown as Script[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map(({ name, encodedBodySize, decodedBodySize }) => ({ name, encodedBodySize, decodedBodySize })),
  );
}

function report(screen: string, scripts: Script[]) {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const sent = scripts.reduce((sum, script) => sum + script.encodedBodySize, 0);
  const run = scripts.reduce((sum, script) => sum + script.decodedBodySize, 0);
  console.log(`${screen}: ${kb(sent)} gzip (${kb(run)} of JavaScript) in ${scripts.length} files`);
  for (const script of [...scripts].sort((a, b) => b.encodedBodySize - a.encodedBodySize)) {
    console.log(`  ${kb(script.encodedBodySize).padStart(9)}  ${new URL(script.name).pathname}`);
  }
}

async function unlockScreen(baseUrl: string): Promise<Script[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('group', { name: 'PIN keypad' }).waitFor({ state: 'visible' });
    return await scriptsOf(page);
  } finally {
    await browser.close();
  }
}

async function homeScreen(baseUrl: string): Promise<Script[]> {
  const page = await signedInPage(baseUrl, BENCH_PIN);
  try {
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-testid="library-card"]').first().waitFor({ state: 'visible' });
    return await scriptsOf(page);
  } finally {
    await page.close();
  }
}

async function main() {
  await withWebServer({ titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 }, async (url) => {
    report('unlock screen', await unlockScreen(url));
    report('home screen, signed in, 5,000 titles', await homeScreen(url));
  });
}

void main();
