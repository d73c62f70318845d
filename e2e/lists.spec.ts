import type { Route } from '@playwright/test';
import { addTitle, callApi } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';

const SHAWSHANK = 90000001;
const BREAKING_BAD = 90500001;

test(
  'lists: to watch, favorites and trending, with View All and removal',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    for (const tmdbId of [90000001, 90000002, 90000003, 90000004, 90000005, 90000006])
      await addTitle(page, tmdbId);
    await page.goto('/lists');
    const toWatch = page.getByRole('region', { name: 'To Watch' });
    await expect(toWatch.getByText('6 items', { exact: true })).toBeVisible();
    await expect(toWatch.getByTestId('list-entry')).toHaveCount(5);
    await expect(
      page.getByRole('region', { name: 'Favorites' }).getByText('No favorites yet', { exact: true }),
    ).toBeVisible();
    const trending = page.getByRole('region', { name: 'Trending Now' });
    await expect(trending.getByTestId('list-entry')).toHaveCount(5);
    await expect(trending.getByRole('button', { name: 'View All (20)' })).toBeVisible();

    await toWatch.getByRole('button', { name: 'View All (6)' }).click();
    const all = page.getByRole('dialog', { name: 'To Watch' });
    await expect(all.getByTestId('list-entry')).toHaveCount(6);
    page.on('dialog', (dialog) => {
      throw new Error(`the browser's own ${dialog.type()} box opened: ${dialog.message()}`);
    });
    await all.getByRole('button', { name: 'Remove Fight Club' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove item' });
    await expect(
      confirm.getByText('Are you sure you want to remove this item?', { exact: true }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(all.getByTestId('list-entry')).toHaveCount(5);
    await expect(page.getByText('Item removed', { exact: true })).toBeVisible();
    await all.getByRole('button', { name: 'Close' }).click();
    await expect(toWatch.getByText('5 items', { exact: true })).toBeVisible();

    await toWatch.getByRole('link', { name: /The Godfather/ }).click();
    await expect(page).toHaveURL(/\/movie\/movie\/90000002$/);
  },
);

test(
  'lists and home agree on a series with a season watched: watching, not under To Watch',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    const series = await addTitle(page, BREAKING_BAD, 'tv');
    await addTitle(page, SHAWSHANK);
    const seasons = (await callApi(page, 'GET', `/api/seasons/${series}`)).body as {
      id: number;
      seasonNumber: number;
    }[];
    const first = seasons.find((season) => season.seasonNumber === 1);
    if (!first) throw new Error('Breaking Bad has no season 1');
    expect((await callApi(page, 'PUT', `/api/season/${first.id}`, { status: 'watched' })).status).toBe(200);

    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: /^Currently Watching/ })
        .getByRole('article', { name: 'Breaking Bad' }),
    ).toBeVisible();
    await page.goto('/lists');
    const toWatch = page.getByRole('region', { name: 'To Watch' });
    await expect(toWatch.getByText('1 item', { exact: true })).toBeVisible();
    await expect(toWatch.getByRole('link', { name: /The Shawshank Redemption/ })).toBeVisible();
    await expect(toWatch.getByRole('link', { name: /Breaking Bad/ })).toHaveCount(0);
  },
);

test(
  'View All fits the screen: long titles are truncated and every remove button sits inside the dialog',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    // The Lord of the Rings: The Fellowship of the Ring, Civil War, Terminator 2: Judgment Day, Game of Thrones.
    for (const tmdbId of [90000017, 90000136, 90000031]) await addTitle(page, tmdbId);
    await addTitle(page, 90500002, 'tv');
    await page.goto('/lists');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await page
      .getByRole('region', { name: 'To Watch' })
      .getByRole('button', { name: 'View All (4)' })
      .click();
    const all = page.getByRole('dialog', { name: 'To Watch' });
    await expect(all.getByTestId('list-entry')).toHaveCount(4);
    await all.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const dialog = await all.boundingBox();
    if (!dialog) throw new Error('no dialog');
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(viewport.width);
    const buttons = all.getByRole('button', { name: /^Remove / });
    await expect(buttons).toHaveCount(4);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      if (!box) throw new Error('no remove button');
      expect(box.x).toBeGreaterThanOrEqual(dialog.x);
      expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width);
      if (isMobileProject(page)) expect(box.width).toBeGreaterThanOrEqual(44);
    }

    const remove = all.getByRole('button', {
      name: 'Remove The Lord of the Rings: The Fellowship of the Ring',
    });
    if (isMobileProject(page)) await remove.tap();
    else await remove.click();
    await page.getByRole('dialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove' }).click();
    await expect(all.getByTestId('list-entry')).toHaveCount(3);
    await expect(page.getByText('Item removed', { exact: true })).toBeVisible();
  },
);

test(
  'a failed load says so in each list, with a retry, instead of passing for an empty library',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, SHAWSHANK);
    const failing = (route: Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    await page.route('**/api/library/cards', failing);
    await page.route('**/api/tmdb/trending/**', failing);
    await page.goto('/lists');

    const toWatch = page.getByRole('region', { name: 'To Watch' });
    const favorites = page.getByRole('region', { name: 'Favorites' });
    const trending = page.getByRole('region', { name: 'Trending Now' });
    await expect(toWatch.getByText('Failed to load watchlist', { exact: true })).toBeVisible();
    await expect(
      toWatch.getByText('There was an error loading your watchlist items. Please try again.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(favorites.getByText('Failed to load favorites', { exact: true })).toBeVisible();
    await expect(
      favorites.getByText('There was an error loading your favorite items. Please try again.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(trending.getByText('Failed to load trending content', { exact: true })).toBeVisible();
    await expect(
      trending.getByText('There was an error loading trending movies and TV shows. Please try again.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText('Your watchlist is empty', { exact: true })).toHaveCount(0);
    await expect(page.getByText('No favorites yet', { exact: true })).toHaveCount(0);
    await expect(page.getByText('No trending content available', { exact: true })).toHaveCount(0);

    await page.unroute('**/api/library/cards');
    await page.unroute('**/api/tmdb/trending/**');
    await toWatch.getByRole('button', { name: 'Try again' }).click();
    await expect(toWatch.getByText('1 item', { exact: true })).toBeVisible();
    await expect(toWatch.getByRole('link', { name: /The Shawshank Redemption/ })).toBeVisible();
    await expect(favorites.getByText('No favorites yet', { exact: true })).toBeVisible();
    await trending.getByRole('button', { name: 'Try again' }).click();
    await expect(trending.getByRole('button', { name: 'View All (20)' })).toBeVisible();
  },
);
