import type { Page } from '@playwright/test';
import { addTitle, callApi } from './api';
import { expectAccessible } from './accessibility';
import { expect, isMobileProject, test, unlock } from './fixtures';
import { chooseFile, openLibrarySettings, tempFile } from './import-helpers';

const SHAWSHANK = 90000001;
const TERMINATOR_2 = 90000031;
const CHERNOBYL = 90500010;

const today = () => new Date().toISOString().slice(0, 10);

/** A library with a title on the watchlist, one watched (with a reaction), and a series under way. */
async function seedLibrary(page: Page) {
  await addTitle(page, SHAWSHANK, 'movie', 'person1');
  const watched = await addTitle(page, TERMINATOR_2);
  await addTitle(page, CHERNOBYL, 'tv');
  const viewing = await callApi(page, 'POST', `/api/library/${watched}/watch-instances`, {
    watchedDate: today(),
    viewer: 'both',
    userRating: 'up',
  });
  expect(viewing.status).toBe(201);
  await page.reload();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function openCard(page: Page, title: string) {
  await card(page, title)
    .getByRole('button', { name: `Open ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeWithEscape(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('every screen passes axe', async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Watchlist', exact: true })).toBeVisible();
      await expectAccessible(page, 'unlock');
      await unlock(page);
      await expectAccessible(page, 'home, empty');
      await seedLibrary(page);
      await expect(card(page, 'The Shawshank Redemption')).toBeVisible();
      await expectAccessible(page, 'home');

      await page.goto('/search?q=shawshank');
      await expect(page.getByText('The Shawshank Redemption', { exact: true }).first()).toBeVisible();
      await expectAccessible(page, 'search page');

      await page.goto(`/movie/movie/${SHAWSHANK}`);
      await expect(page.getByRole('heading', { name: 'The Shawshank Redemption', level: 1 })).toBeVisible();
      await expectAccessible(page, 'title page, movie');
      await page.goto(`/movie/tv/${CHERNOBYL}`);
      await expect(page.getByRole('heading', { name: 'Chernobyl', level: 1 })).toBeVisible();
      await expectAccessible(page, 'title page, series');

      await page.goto('/lists');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'lists');

      await page.goto('/statistics');
      await expect(page.getByRole('combobox', { name: 'Timeframe' })).toBeVisible();
      await expectAccessible(page, 'recap');

      await page.goto('/settings');
      await expect(page.getByRole('region', { name: 'Library' })).toBeVisible();
      await expectAccessible(page, 'settings');

      await page.goto(`/share?${new URLSearchParams({ text: 'Chernobyl' }).toString()}`);
      await expect(page.getByRole('heading', { name: 'Chernobyl', level: 1 })).toBeVisible();
      await expectAccessible(page, 'share');

      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'not found');
    });

    test('every dialog of a title passes axe', async ({ page }) => {
      test.setTimeout(240_000);
      await unlock(page);
      await seedLibrary(page);

      const details = await openCard(page, 'Terminator 2: Judgment Day');
      await expect(details.getByTestId('viewing')).toHaveCount(1);
      await expectAccessible(page, 'details modal');
      await details.getByRole('button', { name: 'Remove from Watchlist' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove from Watchlist' });
      await expectAccessible(page, 'confirm dialog');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await closeWithEscape(page, details);

      await card(page, 'The Shawshank Redemption').getByRole('button', { name: 'Watch' }).click();
      const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
      await expect(viewing).toBeVisible();
      await expectAccessible(page, 'viewing dialog');
      await viewing.getByRole('button', { name: /^Date: / }).click();
      await expect(page.getByRole('grid')).toBeVisible();
      await expectAccessible(page, 'date picker');
      await page.keyboard.press('Escape');
      await closeWithEscape(page, viewing);

      await card(page, 'Chernobyl').getByRole('button', { name: 'Manage Seasons' }).click();
      const seasons = page.getByRole('dialog', { name: 'Seasons' });
      await expect(seasons.getByTestId('season-card').first()).toBeVisible();
      await expectAccessible(page, 'seasons drawer');
      await closeWithEscape(page, seasons);

      await page.getByRole('button', { name: 'Random pick' }).click();
      const chooser = page.getByRole('dialog', { name: "Who's watching?" });
      await expect(chooser).toBeVisible();
      await expectAccessible(page, "Who's watching?");
      await chooser.getByRole('button', { name: 'Together' }).click();
      const pick = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reroll' }) });
      await expect(pick.getByRole('button', { name: 'Reroll' })).toBeEnabled();
      await expectAccessible(page, 'random pick');
      await closeWithEscape(page, pick);

      if (isMobileProject(page)) {
        await page.getByRole('button', { name: 'Filter & Sort' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filter & Sort' });
        await expect(sheet).toBeVisible();
        await expectAccessible(page, 'Filter & Sort sheet');
        await closeWithEscape(page, sheet);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
      } else {
        await page.getByRole('combobox', { name: 'Sort by' }).click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await expectAccessible(page, 'sort select');
        await page.keyboard.press('Escape');
      }
      await page.getByRole('combobox', { name: 'Search movies and TV shows' }).fill('the');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectAccessible(page, 'search results');

      await page.goto(`/movie/movie/${TERMINATOR_2}`);
      await page.getByRole('button', { name: 'Mark as Watched' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Mark as Watched' })).toBeVisible();
      await expectAccessible(page, 'title page, viewing dialog');
      await page.keyboard.press('Escape');
      await page.goto('/movie/movie/90000002');
      await page.getByRole('button', { name: 'Add to Library' }).click();
      await expect(page.getByRole('dialog', { name: 'Add to Library' })).toBeVisible();
      await expectAccessible(page, 'Add to Library dialog');

      await page.goto('/statistics');
      await page.getByRole('combobox', { name: 'Timeframe' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page, 'recap timeframe select');
    });

    test('the dialogs of settings and the import pass axe', async ({ page }) => {
      test.setTimeout(240_000);
      await unlock(page);
      await seedLibrary(page);
      await page.goto('/settings');
      for (const name of ['Update PIN', 'Update Names', 'Update Region']) {
        await page.getByRole('button', { name }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expectAccessible(page, `${name} dialog`);
        await closeWithEscape(page, dialog);
      }
      await openLibrarySettings(page);
      const file = tempFile('watchlist.csv', 'Title,Year\nThe Shawshank Redemption,1994\n');
      try {
        await chooseFile(page, file.path);
        await expectAccessible(page, 'import, file chosen');
      } finally {
        file.remove();
      }
    });
  });
}
