import { addTitle } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';

const SHAWSHANK = 90000001;

test(
  'a title picked in the phone’s search opens over the page you are on, as the household’s',
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(!isMobileProject(page), 'the search screen is the phone’s');
    await unlock(page);
    await addTitle(page, SHAWSHANK);
    await page.goto('/lists');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search movies and TV shows' });
    await box.fill('shawshank');
    await page
      .getByRole('option')
      .filter({ has: page.getByText('The Shawshank Redemption', { exact: true }) })
      .click();

    const details = page.getByRole('dialog', { name: 'The Shawshank Redemption' });
    await expect(details).toBeVisible();
    // The library's item, with its library actions, not the search result's 'Want to Watch'.
    await expect(details.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();
    await expect(page).toHaveURL(/\/lists$/);

    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
  },
);

test(
  'the details close when their title page opens, and stay closed on the way back',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, SHAWSHANK);
    await page.reload();
    await page.getByRole('button', { name: 'Open The Shawshank Redemption' }).click();
    const details = page.getByRole('dialog', { name: 'The Shawshank Redemption' });
    await expect(details).toBeVisible();

    await details.getByRole('link', { name: 'Title page and where to watch' }).click();
    await expect(page).toHaveURL(/\/movie\/movie\/90000001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Shawshank Redemption' })).toBeVisible();
    await expect(details).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
    await expect(details).toBeHidden();
  },
);
