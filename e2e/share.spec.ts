import { expect, PIN, test } from './fixtures';

// How each kind of share is read and resolved (TMDb, IMDb and Letterboxd links, any text; nothing found; nothing to
// go on; the film database down) is lib/shared-title.test.ts and web/src/features/share/share-page.test.tsx; the
// title page's share line and focus are title-page/title-page-shared.test.tsx; the film database's lookups are
// server/features/catalog/catalog-*.api.test.ts.

// The share target is the installed app's, on a phone: another app shares to Watchlist while it is locked.
test(
  'a Letterboxd film shared to the locked app opens its best match after unlock, ready to add',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto(
      `/share?${new URLSearchParams({ text: 'https://letterboxd.com/someone/film/the-dark-knight/' })}`,
    );
    await expect(page.getByRole('heading', { name: 'Watchlist', exact: true })).toBeVisible();
    await page.keyboard.type(PIN);
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();

    await expect(page).toHaveURL(/\/movie\/movie\/90000003\?shared=the%20dark%20knight$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Dark Knight' })).toBeVisible();
    await expect(page.getByText('The best match for “the dark knight”.')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to Library' });
    await expect(add).toBeFocused();
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add to Library' });
    await dialog.getByRole('radio', { name: 'Together' }).click();
    await dialog.getByRole('button', { name: 'Add to Library' }).click();
    await expect(page.getByText('Added to library!', { exact: true })).toBeVisible();
    await expect(page.getByText('In your library', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Not this one? See every match' }).click();
    await expect(page).toHaveURL(/\/search\?q=the%20dark%20knight$/);
  },
);
