import { addTitle } from './api';
import { expect, test, unlock } from './fixtures';

// A title found in search opens as the household's, over the page: web/src/app/title-host/title-host.test.tsx, and
// at both viewports in library.spec.ts. Where to watch without TMDb: availability.spec.ts.
const SHAWSHANK = 90000001;

test("the details' promise of where to watch is kept by the title page; they close, and stay closed on the way back", async ({
  page,
}) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  await page.getByRole('button', { name: 'Open The Shawshank Redemption' }).click();
  const details = page.getByRole('dialog', { name: 'The Shawshank Redemption' });
  await expect(details).toBeVisible();

  await details.getByRole('link', { name: 'Title page and where to watch' }).click();
  await expect(page).toHaveURL(/\/movie\/movie\/90000001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Shawshank Redemption' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Where to watch/ })).toBeVisible();
  await expect(details).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
  await expect(details).toBeHidden();
});
