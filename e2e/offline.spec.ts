import type { Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, test, unlock } from './fixtures';
import { openDetails } from './screens';

// The banner's texts (offline, and the server out of reach with its Retry) are web/src/components/
// offline-banner.test.tsx's; a writing button's reason, its tooltip and that it does nothing are
// write-button.test.tsx's. A tap on a phone showing the reason is pwa.spec.ts's (the installed app offline).

const SHAWSHANK = 90000001;
const OFFLINE = "You're offline — changes wait for the connection";

const banner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE });

test('offline, the banner and the writing buttons say changes wait; a viewing written meanwhile keeps its draft, through closing and a reload, until saved', async ({
  page,
  context,
}) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  await expect(page.getByRole('article', { name: 'The Shawshank Redemption' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);

  // The details' code is loaded on first use: opened online (the installed app has it offline too: pwa.spec.ts).
  const details = await openDetails(page, 'The Shawshank Redemption');
  await context.setOffline(true);
  const remove = details.getByRole('button', { name: 'Remove from Watchlist' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(OFFLINE);
  // Forced: Playwright will not press a button that says it is disabled.
  await remove.click({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(OFFLINE);
  await expect(page.getByRole('dialog', { name: 'Remove from Watchlist' })).toHaveCount(0);

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
  await expect(remove).not.toHaveAttribute('aria-disabled');
  await remove.click();
  const removing = page.getByRole('dialog', { name: 'Remove from Watchlist' });
  await expect(removing).toBeVisible();
  await removing.getByRole('button', { name: 'Cancel' }).click();
  await expect(removing).toBeHidden();

  await page.reload();
  const again = await openDetails(page, 'The Shawshank Redemption');
  await again.getByRole('button', { name: 'Mark as Watched' }).click();
  await expect(viewing.getByRole('radio', { name: 'Person 1' })).toBeChecked();
  await expect(viewing.getByRole('radio', { name: 'Thumbs Up' })).toBeChecked();
  await viewing.getByRole('button', { name: 'Confirm' }).click();
  await expect(viewing).toBeHidden();
  await expect(again.getByRole('region', { name: 'Watch History' }).getByTestId('viewing')).toHaveCount(1);

  // Saved: the next viewing starts from the defaults.
  await again.getByRole('button', { name: 'Add Viewing' }).click();
  await expect(viewing.getByRole('radio', { name: 'Together' })).toBeChecked();
  await expect(viewing.getByRole('radio', { name: 'No Rating' })).toBeChecked();
});
