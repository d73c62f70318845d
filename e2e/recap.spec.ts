import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, isMobileProject, test, unlock } from './fixtures';

const pad = (value: number) => String(value).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const lastYearDay = `${now.getFullYear() - 1}-11-20`;

/** A call to the app's API from the signed-in page. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('watchlist-auth-token') ?? '';
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
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

test(
  'recap: hero numbers, timeframe and person, a title from Most Loved, the share image',
  { tag: '@phone' },
  async ({ page }) => {
    // Headless Chromium has no share sheet: the image is downloaded, as on a desktop browser without file sharing.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined, configurable: true });
    });
    await unlock(page);
    await seedLibrary(page);
    await page.goto('/statistics');
    await expect(page.getByRole('heading', { name: 'Your Watchlist Rewind' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${now.getFullYear()} so far` })).toBeVisible();

    // 175 + 102 + 122 + 195 + 95 + 325 minutes = 16.9 hours, 0.7 days; 3 of 5 reactions thumbs up.
    await expect(hero(page, 'Total Finished')).toContainText('6');
    await expect(page.getByTestId('recap-finished-count')).toHaveText('6 titles finished');
    await expect(hero(page, 'Watch Time')).toContainText('16.9 h');
    await expect(hero(page, 'Watch Time')).toContainText('0.7 days');
    await expect(hero(page, 'Like Ratio')).toContainText('60%');
    await expect(hero(page, 'Together vs Alone')).toContainText('3 together');
    await expect(hero(page, 'Together vs Alone')).toContainText('Person 1 alone: 1');
    await expect(hero(page, 'Together vs Alone')).toContainText('Person 2 alone: 1');

    await page.getByRole('combobox', { name: 'Timeframe' }).click();
    await page.getByRole('option', { name: 'Last Year' }).click();
    await expect(page).toHaveURL(/timeframe=last-year/);
    await expect(page.getByRole('heading', { name: String(now.getFullYear() - 1) })).toBeVisible();
    await expect(hero(page, 'Total Finished')).toContainText('1');
    await expect(hero(page, 'Watch Time')).toContainText('2.9 h');

    await page.getByRole('combobox', { name: 'Timeframe' }).click();
    await page.getByRole('option', { name: 'Year to Date' }).click();
    await page.getByRole('radio', { name: 'Person 1' }).click();
    await expect(page).toHaveURL(/viewer=person1/);
    // Person 1's own viewings and the together ones: all but Joker.
    await expect(page.getByTestId('recap-whose')).toHaveText('Person 1');
    await expect(page.getByTestId('recap-finished-count')).toHaveText('5 titles finished');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Person 1' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('recap-finished-count')).toHaveText('5 titles finished');
    await expect(hero(page, 'Like Ratio')).toContainText('75%');

    await page.getByRole('tab', { name: 'Surprises' }).click();
    await expect(page.getByRole('region', { name: 'Biggest Surprise' })).toContainText('5.2/10');
    await expect(page.getByRole('region', { name: 'Hot Take' })).toContainText("Schindler's List");

    await page.getByRole('tab', { name: 'Most Loved' }).click();
    await page
      .getByRole('tabpanel', { name: 'Most Loved' })
      .getByRole('button', { name: 'Open Casablanca' })
      .click();
    // The details open over the recap, which stays where it was.
    await expect(page.getByRole('dialog', { name: 'Casablanca' })).toBeVisible();
    await expect(page).toHaveURL(/\/statistics\?/);

    await page.goto('/statistics');
    await expect(hero(page, 'Total Finished')).toContainText('6');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Share' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`watchlist-rewind-${now.getFullYear()}-so-far.png`);
    const png = readFileSync(await file.path());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
  },
);

test(
  'recap: an empty library says so, and both themes fit the screen',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await unlock(page);
    await page.goto('/statistics');
    await expect(hero(page, 'Like Ratio')).toContainText('No data available');
    await expect(page.getByRole('region', { name: 'Taste Match' })).toContainText('No data available');

    await seedLibrary(page);
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => localStorage.setItem('watchlist-theme', value), theme);
      await page.goto('/statistics');
      await expect(hero(page, 'Total Finished')).toContainText('6');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (isMobileProject(page)) {
        const main = page.locator('main');
        for (const control of [
          ...(await main.getByRole('button').all()),
          ...(await main.getByRole('tab').all()),
        ]) {
          const box = await control.boundingBox();
          expect(box?.height, (await control.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
        }
      }
      await page.screenshot({
        path: testInfo.outputPath(`recap-${isMobileProject(page) ? 'mobile' : 'desktop'}-${theme}.png`),
        fullPage: true,
      });
    }
  },
);

test(
  'recap: loading over sample data, then the error state and a retry',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    await page.route('**/api/statistics?*', async (route) => {
      await held;
      if (fail)
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
      else await route.continue();
    });
    await page.goto('/statistics');
    await expect(page.getByRole('status').filter({ hasText: 'Loading Your Recap...' })).toBeVisible();
    await expect(page.getByText('Crunching the numbers', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to Load Recap' })).toBeVisible();
    await expect(page.getByText('Try again later or check your connection', { exact: true })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(hero(page, 'Total Finished')).toContainText('0');
    await expect(page.getByText('Loading Your Recap...')).toBeHidden();
  },
);
