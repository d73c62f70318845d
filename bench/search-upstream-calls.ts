/**
 * What the film database is asked for, seen from the browser: the real server with the real TMDb and OMDb clients
 * against the fake server (127.0.0.1), in headless Chromium, on a fresh cache. Opens one title page twice and
 * counts its TMDb and OMDb calls; types a word into the search box at a given pace and counts TMDb searches.
 * Needs `npx vite build` first.   npm run bench:search -- lantern 120
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { systemClock } from '#server/clock';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { fakeFilmData } from '#server/test-support/fake-film-data';
import { startFakeFilmServer } from '#server/test-support/fake-film-server';
import { signedInPage } from './browser';
import { listenOnLoopback } from '#server/test-support/loopback';

const PIN = '8642';
const word = process.argv[2] ?? 'lantern';
const keystrokeMs = Number(process.argv[3] ?? 120);

async function main() {
  const fake = await startFakeFilmServer();
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-search-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  await ensureInitialPin(db, PIN);
  const filmData = fakeFilmData(fake, { db, clock: systemClock });
  const app = await buildApp({ db, serveWeb: true, filmData, imageCacheDir: join(dir, 'images') });
  const baseUrl = await listenOnLoopback(app);

  const page = await signedInPage(baseUrl, PIN);
  const [first] = fake.fixtures.movies;
  if (!first) throw new Error('no fixture movie');
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto(`${baseUrl}/movie/movie/${first.id}`);
    await page.getByText('Family Score', { exact: true }).waitFor();
  }
  // Both visits, and the sidebar's trending list (which reads details through the same cache), for this title.
  const tmdbDetails = fake.callCount((call) => call.service === 'tmdb' && call.path === `/movie/${first.id}`);
  const omdb = fake.callCount((call) => call.service === 'omdb');
  console.log(`title page opened twice: ${tmdbDetails} TMDb details call(s), ${omdb} OMDb call(s)`);

  await page.goto(`${baseUrl}/`);
  const box = page.getByRole('combobox', { name: 'Search movies and TV shows' });
  await box.waitFor();
  fake.resetCalls();
  await box.pressSequentially(word, { delay: keystrokeMs });
  await page.getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  const searches = fake.callCount((call) => call.service === 'tmdb' && call.path.startsWith('/search/'));
  console.log(
    `typing "${word}" (${word.length} keys, ${keystrokeMs} ms apart): ${searches} TMDb search call(s)`,
  );

  await page.close();
  await app.close();
  await fake.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
