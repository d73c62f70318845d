import { test as base, expect, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase, type Db } from '../server/db/connection';
import { ensureInitialPin } from '../server/features/auth/initial-pin';

export const PIN = '1357';

export interface TestServer {
  baseUrl: string;
  db: Db;
}

/** Every test gets the real app, serving the built web app, on its own port and its own SQLite file. */
export const test = base.extend<{ server: TestServer }>({
  server: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlist-e2e-'));
    const db = openDatabase(join(dir, 'watchlist.db'));
    await ensureInitialPin(db, PIN);
    const app = await buildApp({ db, serveWeb: true });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await use({ baseUrl: `http://127.0.0.1:${address.port}`, db });
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  },
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
});

export { expect };

export const isMobileProject = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Unlocks by typing the PIN on the keyboard and waits for the app shell. */
export async function unlock(page: Page, options: { remember?: boolean; pin?: string } = {}) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watchlist', exact: true })).toBeVisible();
  if (options.remember)
    await page.getByRole('checkbox', { name: 'Remember this device for 30 days' }).click();
  await page.keyboard.type(options.pin ?? PIN);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
}
