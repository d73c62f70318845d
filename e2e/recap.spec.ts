import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { callApi } from './api';
import { expect, test, unlock } from './fixtures';
import { shoot } from './screens';

const pad = (value: number) => String(value).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const lastYearDay = `${now.getFullYear() - 1}-11-20`;

/** A call to the app's API from the signed-in page, which must succeed. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await callApi(page, method, path, body);
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return answer.body;
}

async function add(page: Page, body: Record<string, unknown>): Promise<number> {
  const item = (await api(page, 'POST', '/api/library', { mediaType: 'movie', ...body })) as { id: number };
  return item.id;
}

const view = (page: Page, id: number, watchedDate: string, viewer: string, userRating: string) =>
  api(page, 'POST', `/api/library/${id}/watch-instances`, { watchedDate, viewer, userRating });

/**
 * This year: The Godfather together (up), Casablanca by Person 1 (up), Joker by Person 2 (down), Schindler's List
 * together (down; critics 9.2: the hot take), Moonlit Karaoke together (up; critics 5.2: the surprise), and
 * Chernobyl's one season. Last year: The Godfather together (up).
 */
async function seedLibrary(page: Page) {
  const godfather = await add(page, { tmdbId: 90000002, title: 'The Godfather', ownership: 'together' });
  const casablanca = await add(page, { tmdbId: 90000034, title: 'Casablanca', ownership: 'person1' });
  const joker = await add(page, { tmdbId: 90000090, title: 'Joker', ownership: 'person2' });
  const schindler = await add(page, { tmdbId: 90000016, title: "Schindler's List", ownership: 'together' });
  const karaoke = await add(page, {
    tmdbId: 1_900_001,
    title: 'Moonlit Karaoke',
    ownership: 'together',
    runtime: 95,
    genres: ['Comedy'],
    tmdbRating: 5.2,
  });
  await view(page, godfather, lastYearDay, 'both', 'up');
  await view(page, godfather, today, 'both', 'up');
  await view(page, casablanca, today, 'person1', 'up');
  await view(page, joker, today, 'person2', 'down');
  await view(page, schindler, today, 'both', 'down');
  await view(page, karaoke, today, 'both', 'up');
  const chernobyl = await add(page, {
    tmdbId: 90500010,
    mediaType: 'tv',
    title: 'Chernobyl',
    ownership: 'together',
  });
  const seasons = (await api(page, 'GET', `/api/seasons/${chernobyl}`)) as { id: number }[];
  for (const season of seasons) await api(page, 'PUT', `/api/season/${season.id}`, { status: 'watched' });
}

const hero = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

// The recap's texts for given figures, its empty, loading and error states, the timeframe and person in the address,
// and the Surprises tab are component tests (web/src/features/recap/recap-page.test.tsx); the figures themselves
// are server/features/statistics/statistics.api.test.ts.
test('recap: the real figures, timeframe and person, a title from Most Loved, the share image', async ({
  page,
}) => {
  // Headless Chromium has no share sheet: the image is downloaded, as on a desktop browser without file sharing.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined, configurable: true });
  });
  await unlock(page);
  await seedLibrary(page);
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: `${now.getFullYear()} so far` })).toBeVisible();
  // 175 + 102 + 122 + 195 + 95 + 325 minutes = 16.9 hours.
  await expect(hero(page, 'Total Finished')).toContainText('6');
  await expect(hero(page, 'Watch Time')).toContainText('16.9 h');

  await page.getByRole('combobox', { name: 'Timeframe' }).click();
  await page.getByRole('option', { name: 'Last Year' }).click();
  await expect(page.getByRole('heading', { name: String(now.getFullYear() - 1) })).toBeVisible();
  await expect(hero(page, 'Total Finished')).toContainText('1');

  await page.getByRole('combobox', { name: 'Timeframe' }).click();
  await page.getByRole('option', { name: 'Year to Date' }).click();
  await page.getByRole('radio', { name: 'Person 1' }).click();
  // Person 1's own viewings and the together ones: all but Joker.
  await expect(page.getByTestId('recap-finished-count')).toHaveText('5 titles finished');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Person 1' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('recap-finished-count')).toHaveText('5 titles finished');

  await page.getByRole('tab', { name: 'Most Loved' }).click();
  await page
    .getByRole('tabpanel', { name: 'Most Loved' })
    .getByRole('button', { name: 'Open Casablanca' })
    .click();
  // The details open over the recap, which stays where it was.
  await expect(page.getByRole('dialog', { name: 'Casablanca' })).toBeVisible();
  await expect(page).toHaveURL(/\/statistics\?viewer=person1$/);

  await page.goto('/statistics');
  await expect(hero(page, 'Total Finished')).toContainText('6');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`watchlist-rewind-${now.getFullYear()}-so-far.png`);
  const png = readFileSync(await file.path());
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
});

test(
  'recap: fits a phone in both themes, with 44 px controls',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    await unlock(page);
    await seedLibrary(page);
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => localStorage.setItem('watchlist-theme', value), theme);
      await page.goto('/statistics');
      await expect(hero(page, 'Total Finished')).toContainText('6');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    const main = page.locator('main');
    for (const control of [
      ...(await main.getByRole('button').all()),
      ...(await main.getByRole('tab').all()),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height, (await control.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
    }
    await shoot(page, main, 'recap', testInfo);
  },
);
