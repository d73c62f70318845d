import type { Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';

// The home's sections, counts, empty and failed states, and the filter chips' texts are component tests
// (web/src/features/home/*.test.tsx); here the household filters and sorts on the real page, which keeps them.
const SHAWSHANK = 90000001;
const BREAKING_BAD = 90500001;

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test(
  'filters and sort survive a reload, in view where they are set; a filter matching nothing is cleared',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, SHAWSHANK, 'movie', 'person1');
    await addTitle(page, BREAKING_BAD, 'tv', 'person2');
    await page.reload();
    const movie = card(page, 'The Shawshank Redemption');
    const series = card(page, 'Breaking Bad');
    await expect(movie).toBeVisible();

    if (isMobileProject(page)) {
      // Phones keep the filters in a sheet: those in force show as chips under the header, 44 px tall.
      const active = page.getByRole('group', { name: 'Active filters' });
      await expect(active).toHaveCount(0);
      await page.getByRole('button', { name: 'Filter & Sort' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filter & Sort' });
      await expect(sheet.getByText('Customize your watchlist view', { exact: true })).toBeVisible();
      await sheet.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Series' }).click();
      await sheet
        .getByRole('group', { name: 'Sort By' })
        .getByRole('button', { name: 'Recently Added' })
        .click();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(active.getByRole('button')).toHaveText(['Type: Series', 'Sort: Recently Added']);
      for (const chip of await active.getByRole('button').all())
        expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await expect(movie).toHaveCount(0);

      await page.reload();
      await expect(active.getByRole('button')).toHaveText(['Type: Series', 'Sort: Recently Added']);
      await expect(series).toBeVisible();
      await expect(movie).toHaveCount(0);
      await active.getByRole('button', { name: 'Remove Type: Series' }).tap();
      await expect(movie).toBeVisible();
      await active.getByRole('button', { name: 'Remove Sort: Recently Added' }).tap();
      await expect(active).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('watchlist-sort'))).toBe('alphabetical');
      return;
    }

    // Desktop keeps its filters in the header and the sort in the sidebar, always in view.
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Series' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Recently Added' }).click();
    await expect(movie).toHaveCount(0);
    await page.reload();
    await expect(series).toBeVisible();
    await expect(movie).toHaveCount(0);
    await expect(
      page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Series' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Recently Added');

    await page.getByRole('group', { name: 'Ownership' }).getByRole('button', { name: 'Person 1' }).click();
    await expect(series).toHaveCount(0);
    await expect(page.getByText('No titles match these filters.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(movie).toBeVisible();
    await expect(series).toBeVisible();
  },
);
