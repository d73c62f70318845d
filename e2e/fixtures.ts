import { test as base, expect, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { systemClock } from '#server/clock';
import { openDatabase, type Db } from '#server/db/connection';
import { selectFilmData } from '#server/film-data/select';
import { startFakeFilmServer, type FakeFilmServer } from '#server/test-support/fake-film-server';
import { listenOnLoopback } from '#server/test-support/loopback';
import { storeTestPin } from '#server/test-support/test-pin';

export const PIN = '1357';

export interface TestServer {
  baseUrl: string;
  db: Db;
  /** The fake TMDb/OMDb server, when the test runs with filmSource 'tmdb'. */
  fake: FakeFilmServer | null;
  /** The daily airing check, run now (the real server starts it on a timer; journeys run it by hand). */
  runAiringCheck: () => Promise<void>;
  /** The ideas' suggestions fetched for the liked titles, as the server's job does when likes change. */
  runSuggestions: () => Promise<void>;
  /** Stops answering as a stopped server does: its port refuses connections, and the open ones are closed. */
  stop: () => Promise<void>;
  /** Answers again, on the same port. */
  restart: () => Promise<void>;
}

/**
 * Every test gets the real app, serving the built web app, on its own port and its own SQLite file, with the
 * bundled offline catalog or (filmSource 'tmdb') the real TMDb and OMDb clients against the fake server.
 */
export const test = base.extend<{
  server: TestServer;
  filmSource: 'offline' | 'tmdb';
  /** The built web app the server serves; default: dist/web. */
  webRoot: string | undefined;
}>({
  filmSource: ['offline', { option: true }],
  webRoot: [undefined, { option: true }],
  server: async ({ filmSource, webRoot }, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-e2e-'));
    const db = openDatabase(join(dir, 'watchlist.db'));
    await storeTestPin(db, PIN);
    const fake = filmSource === 'tmdb' ? await startFakeFilmServer() : null;
    const filmData = selectFilmData(
      {
        TMDB_API_TOKEN: fake?.tmdbToken,
        TMDB_API_KEY: undefined,
        TMDB_BASE_URL: fake?.tmdbBaseUrl ?? 'http://127.0.0.1:9/3',
        TMDB_IMAGE_BASE_URL: fake?.imageBaseUrl ?? 'http://127.0.0.1:9/t/p',
        OMDB_API_KEY: fake?.omdbApiKey,
        OMDB_BASE_URL: fake?.omdbBaseUrl ?? 'http://127.0.0.1:9',
      },
      { db, clock: systemClock, logger: { warn: () => undefined } },
    );
    const app = await buildApp({ db, serveWeb: true, filmData, imageCacheDir: join(dir, 'images'), webRoot });
    const baseUrl = await listenOnLoopback(app);
    // The HTTP server's socket only: the app (its database, its timers) stays as it is, as on a machine whose
    // server process cannot be reached.
    const restart = async () => {
      if (app.server.listening) return;
      await new Promise<void>((resolve) =>
        app.server.listen(Number(new URL(baseUrl).port), '127.0.0.1', resolve),
      );
    };
    await use({
      baseUrl,
      db,
      fake,
      runAiringCheck: () => app.airingCheck.runIfDue(),
      runSuggestions: async () => {
        app.suggestionsJob.check();
        await app.suggestionsJob.whenIdle();
      },
      stop: async () => {
        const closed = new Promise<void>((resolve) => app.server.close(() => resolve()));
        app.server.closeAllConnections();
        await closed;
      },
      restart,
    });
    await restart();
    await app.close();
    await fake?.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  },
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
});

export { expect };

export const isMobileProject = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Signs in through the API, as the unlock screen's call does (the token and the session's end in the page's storage,
 * the device's cookies in the browser's), opens `path` and waits for the app shell. Only the unlock, keyboard,
 * settings (new PIN) and share (locked app) journeys type the PIN: every other journey starts signed in.
 */
export async function unlock(page: Page, options: { remember?: boolean; path?: string } = {}) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: 'user', pin: PIN, rememberDevice: options.remember ?? false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as {
    authToken: string;
    expiresAt: string;
    rememberDevice: boolean;
  };
  // Once per tab: a journey that signs out and reloads must find nothing stored.
  await page.addInitScript((signedIn) => {
    if (sessionStorage.getItem('e2e-signed-in') !== null) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('watchlist-auth-token', signedIn.authToken);
    localStorage.setItem(
      'watchlist-auth-token-session',
      JSON.stringify({ expiresAt: signedIn.expiresAt, rememberDevice: signedIn.rememberDevice }),
    );
  }, session);
  await page.goto(options.path ?? '/');
  await expect(page.locator('#main')).toBeVisible();
}
