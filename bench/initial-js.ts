/**
 * The JavaScript each first screen loads, in headless Chromium against the real server (built and compressed web
 * app, temp SQLite file): the unlock screen of a device without a session, and the home screen of a signed-in one
 * with 5,000 titles. A script counts when the page asked for it before the screen was painted (the PIN keypad, the
 * first card), as sent (gzip) and as run; what it fetched afterwards, in idle time, is listed apart.
 * Needs `npx vite build && node scripts/compress-web-build.mjs` first.   npm run bench:js
 */
import { chromium, type Page } from '@playwright/test';
import { signedInPage } from './browser';
import { navigateUntilPainted, paintProbe } from './paint-probe';
import { BENCH_PIN, withWebServer } from './web-server';

interface Script {
  name: string;
  startTime: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

async function scriptsOf(page: Page, url: string, selector: string) {
  await page.addInitScript(paintProbe(selector));
  await navigateUntilPainted(page, () => page.goto(url));
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const painted = (globalThis as unknown as { __painted: number }).__painted;
    const scripts = (performance.getEntriesByType('resource') as unknown as Script[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map(({ name, startTime, encodedBodySize, decodedBodySize }) => ({
        name,
        startTime,
        encodedBodySize,
        decodedBodySize,
      }));
    return {
      first: scripts.filter((script) => script.startTime <= painted),
      later: scripts.filter((script) => script.startTime > painted),
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const total = (scripts: Script[], size: 'encodedBodySize' | 'decodedBodySize') =>
  scripts.reduce((sum, script) => sum + script[size], 0);

function report(screen: string, { first, later }: { first: Script[]; later: Script[] }) {
  console.log(
    `${screen}: ${kb(total(first, 'encodedBodySize'))} gzip (${kb(total(first, 'decodedBodySize'))} of ` +
      `JavaScript) in ${first.length} files before it was painted`,
  );
  for (const script of [...first].sort((a, b) => b.encodedBodySize - a.encodedBodySize)) {
    console.log(`  ${kb(script.encodedBodySize).padStart(9)}  ${new URL(script.name).pathname}`);
  }
  if (later.length > 0) {
    console.log(`  then, in idle time: ${kb(total(later, 'encodedBodySize'))} gzip in ${later.length} files`);
  }
}

async function main() {
  await withWebServer(
    { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 },
    async (url) => {
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        report('unlock screen', await scriptsOf(page, `${url}/`, '[aria-label="PIN keypad"]'));
      } finally {
        await browser.close();
      }
      const home = await signedInPage(url, BENCH_PIN);
      try {
        report(
          'home screen, signed in, 5,000 titles',
          await scriptsOf(home, `${url}/`, '[data-testid="library-card"]'),
        );
      } finally {
        await home.close();
      }
    },
  );
}

void main();
