import type { Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';

const SHAWSHANK = 90000001;
const OFFLINE = "You're offline — changes wait for the connection";

/** With The Shawshank Redemption in the library (signing in first unless already in), opens its details. */
async function openShawshank(page: Page, { signedIn = false } = {}) {
  if (!signedIn) await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  await page
    .getByRole('article', { name: 'The Shawshank Redemption' })
    .getByRole('button', { name: 'Open The Shawshank Redemption' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'The Shawshank Redemption' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test(
  'offline, a banner says changes wait, and a button that writes says why it does nothing; online again, it works',
  { tag: '@phone' },
  async ({ page, context }) => {
    test.slow();
    await unlock(page);
    const banner = page.getByRole('status').filter({ hasText: OFFLINE });
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);

    const details = await openShawshank(page, { signedIn: true });
    await context.setOffline(true);
    const remove = details.getByRole('button', { name: 'Remove from Watchlist' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(OFFLINE);
    const thumbsUp = details.getByRole('button', { name: 'Thumbs Up' });
    await expect(thumbsUp).toHaveAttribute('aria-disabled', 'true');

    // A tap (a phone has no hover) shows the reason, and changes nothing. (Forced: Playwright will not press a
    // button that says it is disabled.)
    if (isMobileProject(page)) await remove.tap({ force: true });
    else await remove.click({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(OFFLINE);
    await expect(page.getByRole('dialog', { name: 'Remove from Watchlist' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(remove).not.toHaveAttribute('aria-disabled');
    await remove.click();
    await expect(page.getByRole('dialog', { name: 'Remove from Watchlist' })).toBeVisible();
  },
);

test(
  'a viewing written offline keeps its draft, through closing and a reload, until it is saved',
  { tag: '@phone' },
  async ({ page, context }) => {
    test.slow();
    const details = await openShawshank(page);
    await context.setOffline(true);
    await details.getByRole('button', { name: 'Mark as Watched' }).click();
    const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
    await viewing.getByRole('radio', { name: 'Person 1' }).click();
    await viewing.getByRole('radio', { name: 'Thumbs Up' }).click();
    const confirm = viewing.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAccessibleDescription(OFFLINE);
    await page.keyboard.press('Escape');
    await expect(viewing).toBeHidden();

    await context.setOffline(false);
    await page.reload();
    const again = await (async () => {
      await page
        .getByRole('article', { name: 'The Shawshank Redemption' })
        .getByRole('button', { name: 'Open The Shawshank Redemption' })
        .click();
      return page.getByRole('dialog', { name: 'The Shawshank Redemption' });
    })();
    await again.getByRole('button', { name: 'Mark as Watched' }).click();
    await expect(viewing.getByRole('radio', { name: 'Person 1' })).toBeChecked();
    await expect(viewing.getByRole('radio', { name: 'Thumbs Up' })).toBeChecked();
    await viewing.getByRole('button', { name: 'Confirm' }).click();
    await expect(viewing).toBeHidden();
    await expect(page.getByText('1 Total Views', { exact: false })).toHaveCount(0);

    // Saved: the next viewing starts from the defaults.
    await again.getByRole('button', { name: 'Add Viewing' }).click();
    await expect(viewing.getByRole('radio', { name: 'Together' })).toBeChecked();
    await expect(viewing.getByRole('radio', { name: 'No Rating' })).toBeChecked();
  },
);
