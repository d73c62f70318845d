import type { Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible } from './accessibility';
import { addTitle } from './api';
import { test as base, expect, unlock } from './fixtures';
import { shoot } from './screens';

// The installed app on a phone (the 'pwa' project: 390×844, service workers allowed), served on localhost: a
// secure context, as a service worker needs.
const test = base.extend({
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl.replace('127.0.0.1', 'localhost'));
  },
  // A copy of the built app per test, so that a test can put a new build in its place.
  webRoot: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-web-'));
    cpSync(join(import.meta.dirname, '..', 'dist', 'web'), dir, { recursive: true });
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
});

const SHAWSHANK = 90000001;
const GODFATHER = 90000002;
const OFFLINE = "You're offline — changes wait for the connection";
const UNREACHABLE = "Can't reach your Watchlist server — showing what this device last loaded";
const UNREACHABLE_WRITE = "Can't reach your Watchlist server — changes wait until it answers";

/** Waits for the service worker to be active, and reloads once if it does not control the page yet. */
async function untilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** What the app kept for an offline start (IndexedDB), as text; empty while nothing is kept. */
function offlineCopy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'watchlist-offline')) return '';
    return new Promise<string>((resolve) => {
      const opening = indexedDB.open('watchlist-offline');
      opening.onerror = () => resolve('');
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('query-cache')) return resolve('');
        const reading = db.transaction('query-cache').objectStore('query-cache').get('last-seen');
        reading.onsuccess = () => resolve(typeof reading.result === 'string' ? reading.result : '');
        reading.onerror = () => resolve('');
      };
    });
  });
}

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('offline, the installed app reloads on the library it last loaded, read-only under the banner; a session past its end is not revived', async ({
  page,
  context,
}) => {
  test.slow();
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  const card = page.getByRole('article', { name: 'The Shawshank Redemption' });
  await expect(card).toBeVisible();
  await untilControlled(page);
  await expect.poll(() => offlineCopy(page)).toContain('The Shawshank Redemption');

  await context.setOffline(true);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await card.getByRole('button', { name: 'Open The Shawshank Redemption' }).click();
  const details = page.getByRole('dialog', { name: 'The Shawshank Redemption' });
  const remove = details.getByRole('button', { name: 'Remove from Watchlist' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(OFFLINE);
  // A tap (a phone has no hover) shows the reason, and changes nothing. (Forced: Playwright will not press a
  // button that says it is disabled.)
  await remove.tap({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(OFFLINE);
  await expect(page.getByRole('dialog', { name: 'Remove from Watchlist' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(remove).not.toHaveAttribute('aria-disabled');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);

  // Time passes beyond the session's end (30 minutes idle for a device that is not remembered), offline.
  await page.evaluate(() => {
    const key = 'watchlist-auth-token-session';
    const record = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      key,
      JSON.stringify({ ...record, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Watchlist', exact: true })).toBeVisible();
  await expect(page.getByText("You're offline — unlocking needs the connection")).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect.poll(() => offlineCopy(page)).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('watchlist-auth-token'))).toBeNull();
});

test('with the server stopped, the installed app reloads on the library it last loaded, and comes back by itself', async ({
  page,
  server,
}, testInfo) => {
  test.slow();
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  const shawshank = page.getByRole('article', { name: 'The Shawshank Redemption' });
  await expect(shawshank).toBeVisible();
  await untilControlled(page);
  await expect.poll(() => offlineCopy(page)).toContain('The Shawshank Redemption');
  // Added elsewhere, after this device last loaded the library: it shows once the server is back.
  await addTitle(page, GODFATHER);

  await server.stop();
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: UNREACHABLE });
  await expect(shawshank).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByText('Failed to load watchlist')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(banner.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page, 'the library with the server out of reach');
  await shoot(page, page, 'server-unreachable', testInfo);
  await shawshank.getByRole('button', { name: 'Open The Shawshank Redemption' }).click();
  const details = page.getByRole('dialog', { name: 'The Shawshank Redemption' });
  const remove = details.getByRole('button', { name: 'Remove from Watchlist' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(UNREACHABLE_WRITE);
  await page.keyboard.press('Escape');

  // Back: the app asks again by itself (1 s, 2 s, 4 s… apart), and refetches what it showed.
  await server.restart();
  await expect(banner).toHaveCount(0, { timeout: 35_000 });
  await expect(page.getByRole('article', { name: 'The Godfather' })).toBeVisible();
  await shawshank.getByRole('button', { name: 'Open The Shawshank Redemption' }).click();
  await expect(remove).not.toHaveAttribute('aria-disabled');
});

test('the installable app: its manifest, its worker in control; a new build is announced and takes over only on Reload', async ({
  page,
  webRoot,
}) => {
  test.slow();
  if (webRoot === undefined) throw new Error('the test serves a copy of the built app');
  await unlock(page);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href ?? '/missing');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Watchlist',
    short_name: 'Watchlist',
    start_url: '/',
    display: 'standalone',
    share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
  });
  expect(manifest.shortcuts.map(({ name, url }) => `${name} ${url}`)).toEqual([
    'Search /search',
    'Random pick /?random=1',
    'Recap /statistics',
  ]);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  await untilControlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // The next build: a changed page, and a worker that precaches it under a new revision.
  const index = join(webRoot, 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace('<title>', '<meta name="build" content="2" /><title>'),
  );
  const worker = join(webRoot, 'sw.js');
  const current = readFileSync(worker, 'utf8');
  // The precache list as injectManifest writes it into the worker (JSON).
  const next = current.replace(/("revision":")[^"]+(","url":"index\.html")/, '$1build-2$2');
  expect(next).not.toBe(current);
  writeFileSync(worker, next);
  for (const file of [index, worker]) rmSync(`${file}.gz`, { force: true });

  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
  await expect(prompt).toBeVisible();

  // Until the household says so, the running version stays, even across a reload.
  await page.reload();
  await expect(page.locator('meta[name="build"]')).toHaveCount(0);
  await expect(prompt).toBeVisible();

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('meta[name="build"]')).toHaveCount(1);
  await expect(prompt).toHaveCount(0);
});
