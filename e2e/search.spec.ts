import type { Route } from '@playwright/test';
import { expect, isMobileProject, test, unlock } from './fixtures';

test(
  'live search: while a new query is on its way it says Searching..., and Enter never picks the old results',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    if (isMobileProject(page))
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search movies and TV shows' });
    const searching = page.getByRole('status').filter({ hasText: 'Searching...' });
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    const option = (title: string) =>
      page.getByRole('option').filter({ has: page.getByText(title, { exact: true }) });

    await box.fill('shawshank');
    await expect(listbox).toHaveAttribute('aria-busy', 'false');
    await expect(option('The Shawshank Redemption')).toBeVisible();
    await expect(searching).toHaveCount(0);

    // Hold the next search's answer until the test lets it through.
    let held: Route | null = null;
    await page.route(/\/api\/search\/combined\?q=godfather/, (route) => {
      held = route;
    });
    await box.fill('godfather');
    await expect(searching).toBeVisible();
    await expect(listbox).toHaveAttribute('aria-busy', 'true');
    await expect(option('The Shawshank Redemption')).toHaveAttribute('aria-disabled', 'true');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('dialog', { name: 'The Shawshank Redemption' })).toHaveCount(0);
    await expect(box).toHaveValue('godfather');
    await expect.poll(() => held !== null).toBe(true);
    await (held as Route | null)?.continue();

    await expect(listbox).toHaveAttribute('aria-busy', 'false');
    await expect(searching).toHaveCount(0);
    await expect(option('The Shawshank Redemption')).toHaveCount(0);
    await expect(option('The Godfather')).toHaveAttribute('aria-disabled', 'false');
    await box.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('option').first()).toContainText('The Godfather');
    await box.press('Enter');
    await expect(page.getByRole('dialog', { name: 'The Godfather' })).toBeVisible();
  },
);
