import type { Page } from '@playwright/test';
import { expect, isMobileProject, test, unlock } from './fixtures';

// The search box's keys, its empty and error states and 'In List', the search page's types and the sidebar's
// Trending are component tests (web/src/features/search/*.test.tsx, trending/trending-tabs.test.tsx); each source's
// search, details and trending are server/features/catalog/catalog-offline.api.test.ts and catalog-tmdb.api.test.ts.
// This journey walks each film source from the search box to the title page.

/** A title per source: what to type, what to pick, and one of its external ratings. */
const sources = {
  offline: { query: 'matrix', pick: 'The Matrix', imdb: /\d\.\d\/10/ },
  tmdb: { query: 'lantern keeper', pick: 'The Lantern Keeper', imdb: '7.8/10' },
} as const;

async function openSearch(page: Page) {
  if (isMobileProject(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search Results' })).toBeVisible();
  }
  const box = page.getByRole('combobox', { name: 'Search movies and TV shows' });
  if (!isMobileProject(page))
    await expect(box).toHaveAttribute('placeholder', 'Search to add movies & TV shows...');
  await box.click();
  return box;
}

for (const source of ['offline', 'tmdb'] as const) {
  test.describe(`film data (${source})`, () => {
    test.use({ filmSource: source });
    const title = sources[source];

    // Each source at one viewport: the offline catalog on a phone (the search sheet), TMDb on a desktop (the
    // header's search box).
    test(
      'search as you type, pick with the keyboard, land on the title page with its ratings',
      { tag: source === 'offline' ? '@phone-only' : [] },
      async ({ page, server }) => {
        await unlock(page);
        const box = await openSearch(page);
        await box.pressSequentially(title.query, { delay: 30 });
        // Let the results of the whole word arrive before counting positions in them.
        await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveAttribute(
          'aria-busy',
          'false',
        );
        const option = page.getByRole('option').filter({ has: page.getByText(title.pick, { exact: true }) });
        await expect(option).toBeVisible();
        const options = page.getByRole('option');
        const index = await options.evaluateAll(
          (nodes, pick) => nodes.findIndex((node) => node.querySelector('p')?.textContent === pick),
          title.pick,
        );
        for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
        await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
        await box.press('Enter');
        const details = page.getByRole('dialog', { name: title.pick });
        await expect(details).toBeVisible();
        await details.getByRole('link', { name: 'Title page and where to watch' }).click();
        await expect(page).toHaveURL(/\/movie\/movie\/\d+$/);
        await expect(page.getByRole('heading', { level: 1, name: title.pick })).toBeVisible();
        await expect(page.getByText('Family Score', { exact: true })).toBeVisible();
        await expect(page.getByText(/\d+\/100/)).toBeVisible();
        await expect(page.getByText(/\d+% confidence/)).toBeVisible();
        const ratings = page.getByRole('region', { name: 'Ratings' });
        const imdbTile = ratings
          .locator('div')
          .filter({ has: page.getByText('IMDb', { exact: true }) })
          .last();
        await expect(imdbTile.getByText(title.imdb)).toBeVisible();
        if (source === 'tmdb') {
          await expect(page.getByRole('heading', { name: 'Where to watch in United States' })).toBeVisible();
          expect(
            server.fake?.callCount((call) => call.service === 'tmdb' && call.path === '/movie/900101'),
          ).toBe(1);
        }
      },
    );
  });
}
