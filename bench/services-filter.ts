/**
 * Toggling 'On our services' on the home screen with 5,000 titles, in headless Chromium against the real server
 * (built web app, temp SQLite file; every title with its availability, four services chosen): how long the
 * re-render takes (the click, React's render and commit) and until the next frame is painted (the new cards'
 * posters included). Medians and p95s of turning it on and off, beside the Type chip's for comparison.
 * Needs `npx vite build` first.   npm run bench:services -- 20      (toggles each way; default 20)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import type { FilmData } from '#server/film-data/film-data';
import { createOfflineFilmData } from '#server/film-data/offline/offline-film-data';
import { listenOnLoopback } from '#server/test-support/loopback';
import { signedInPage } from './browser';
import { BENCH_SERVICES, seedAvailability } from './seed-availability';
import { seedLibrary } from './seed-library';

const PIN = '5151';
const toggles = Number(process.argv[2] ?? 20);
if (!Number.isInteger(toggles) || toggles < 1) throw new Error('toggles must be a positive whole number');

/** The offline catalog standing in for TMDb: the app then shows availability, read from what was seeded. */
const filmData: FilmData = {
  ...createOfflineFilmData(),
  source: 'tmdb',
  watchProviders: () => Promise.resolve({}),
  regionProviders: () =>
    Promise.resolve(
      BENCH_SERVICES.map((id, index) => ({
        providerId: id,
        providerName: `Service ${id}`,
        logoPath: `/logo${id}service.jpg`,
        displayPriority: index + 1,
      })),
    ),
};

interface Toggle {
  rendered: number;
  painted: number;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-services-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  await ensureInitialPin(db, PIN);
  seedLibrary(db, { titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 });
  seedAvailability(db);
  db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('services', ?)").run(
    JSON.stringify(BENCH_SERVICES.slice(0, 4)),
  );
  const app = await buildApp({ db, serveWeb: true, filmData, imageCacheDir: join(dir, 'images') });
  const baseUrl = await listenOnLoopback(app);
  try {
    const page = await signedInPage(baseUrl, PIN);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'On our services' }).waitFor({ state: 'visible' });
    await page.locator('[data-testid="library-card"]').first().waitFor({ state: 'visible' });
    const counts = () =>
      page.evaluate<string>(
        `[...document.querySelectorAll('section h2 span')].map((span) => span.textContent).join(' / ')`,
      );
    const before = await counts();

    /**
     * Clicks the chip named `name` ('Group/Chip' for one of a group) in the page: the time until the home screen
     * is rendered and committed, and until the next frame is painted.
     */
    const click = (name: string) =>
      page.evaluate<Toggle>(`(async () => {
        const [scope, label] = ${JSON.stringify(name)}.includes('/') ? ${JSON.stringify(name)}.split('/') : [null, ${JSON.stringify(name)}];
        const root = scope ? document.querySelector('[role="group"][aria-label="' + scope + '"]') : document;
        const button = [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === label);
        const start = performance.now();
        button.click();
        // React renders and commits a click's update in a microtask right after it: a task queued now runs after.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const rendered = performance.now() - start;
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        return { rendered, painted: performance.now() - start };
      })()`);

    /** `toggles` rounds of turning a chip on and back off, after two rounds to warm up. */
    const measure = async (name: string, off: string) => {
      const turnedOn: Toggle[] = [];
      const turnedOff: Toggle[] = [];
      for (let round = 0; round < toggles + 2; round += 1) {
        const on = await click(name);
        if (round === 0) console.log(`section counts with '${name}': ${await counts()} (all: ${before})`);
        const back = await click(off);
        if (round >= 2) {
          turnedOn.push(on);
          turnedOff.push(back);
        }
      }
      return { turnedOn, turnedOff };
    };

    const services = await measure('On our services', 'On our services');
    // For comparison, a chip the home screen had before: Type → Movies, and back to All.
    const type = await measure('Type/Movies', 'Type/All');
    const owner = await measure('Ownership/Person 1', 'Ownership/All');
    await page.close();

    console.log(
      `toggles measured: ${toggles} each way (after 2 warm-up rounds), 5,000 titles, 4 services chosen`,
    );
    const line = (label: string, measured: Toggle[]) =>
      console.log(
        `${label} re-render ${stats(measured.map((t) => t.rendered))}; painted ${stats(measured.map((t) => t.painted))}`,
      );
    line("'On our services' on: ", services.turnedOn);
    line("'On our services' off:", services.turnedOff);
    line("Type 'Movies' on:      ", type.turnedOn);
    line("Type back to 'All':    ", type.turnedOff);
    line("Owner 'Person 1' on:   ", owner.turnedOn);
    line("Owner back to 'All':   ", owner.turnedOff);
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
