import type { Page } from '@playwright/test';
import { expect, PIN, test } from './fixtures';

/** Another app shares to the installed Watchlist: the share target opens, the household unlocks. */
async function shareToWatchlist(page: Page, shared: Record<string, string>) {
  await page.goto(`/share?${new URLSearchParams(shared).toString()}`);
  await expect(page.getByRole('heading', { name: 'Watchlist', exact: true })).toBeVisible();
  await page.keyboard.type(PIN);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
}

const titleHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add to Library' });

test.describe('with the offline catalog', () => {
  test(
    'a TMDb link opens its title by the words of its address (the catalog has ids of its own)',
    { tag: '@phone' },
    async ({ page }) => {
      await shareToWatchlist(page, { url: 'https://www.themoviedb.org/movie/278-the-shawshank-redemption' });
      await expect(page).toHaveURL(/\/movie\/movie\/90000001\?shared=/);
      await expect(titleHeading(page, 'The Shawshank Redemption')).toBeVisible();
      await expect(addButton(page)).toBeFocused();
    },
  );

  test(
    'an IMDb link opens its title through the IMDb id, Add to Library ready',
    { tag: '@phone' },
    async ({ page }) => {
      await shareToWatchlist(page, {
        title: 'The Godfather (1972) - IMDb',
        url: 'https://m.imdb.com/title/tt0068646/?ref_=ext_shr_lnk',
      });
      await expect(page).toHaveURL(/\/movie\/movie\/90000002\?shared=$/);
      await expect(titleHeading(page, 'The Godfather')).toBeVisible();
      await expect(addButton(page)).toBeFocused();
      await expect(page.getByText('Not this one? See every match')).toHaveCount(0);
    },
  );

  test(
    'a Letterboxd film opens the best match of its name, with every match a tap away',
    { tag: '@phone' },
    async ({ page }) => {
      await shareToWatchlist(page, { text: 'https://letterboxd.com/someone/film/the-dark-knight/' });
      await expect(page).toHaveURL(/\/movie\/movie\/90000003\?shared=the%20dark%20knight$/);
      await expect(titleHeading(page, 'The Dark Knight')).toBeVisible();
      await expect(page.getByText('The best match for “the dark knight”.')).toBeVisible();
      await page.getByRole('link', { name: 'Not this one? See every match' }).click();
      await expect(page).toHaveURL(/\/search\?q=the%20dark%20knight$/);
    },
  );

  test(
    'any text opens the best match: a series too, and Add to Library adds it',
    { tag: '@phone' },
    async ({ page }) => {
      await shareToWatchlist(page, { title: 'Breaking Bad | Letterboxd', text: 'https://boxd.it/1a2B' });
      await expect(page).toHaveURL(/\/movie\/tv\/90500001\?shared=Breaking%20Bad$/);
      await expect(titleHeading(page, 'Breaking Bad')).toBeVisible();
      await addButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Add to Library' });
      await dialog.getByRole('radio', { name: 'Together' }).click();
      await dialog.getByRole('button', { name: 'Add to Library' }).click();
      await expect(page.getByText('Added to library!', { exact: true })).toBeVisible();
      await expect(page.getByText('In your library', { exact: true })).toBeVisible();
    },
  );

  test(
    'words that match nothing say so, with a search for them; nothing to go on says what to share',
    { tag: '@phone' },
    async ({ page }) => {
      await shareToWatchlist(page, { text: 'qwzx vbnm' });
      await expect(page.getByRole('heading', { name: 'No title found' })).toBeVisible();
      await expect(page.getByText('Nothing in the film database matches “qwzx vbnm”.')).toBeVisible();
      await page.getByRole('link', { name: 'Search for it' }).click();
      await expect(page).toHaveURL(/\/search\?q=qwzx%20vbnm$/);

      await page.goto('/share?url=https%3A%2F%2Fexample.com%2F');
      await expect(page.getByRole('heading', { name: 'Nothing to open' })).toBeVisible();
    },
  );
});

test.describe('with TMDb', () => {
  test.use({ filmSource: 'tmdb' });

  test(
    'a TMDb link opens its title by its id, an IMDb link through /find',
    { tag: '@phone' },
    async ({ page }) => {
      await shareToWatchlist(page, {
        url: 'https://www.themoviedb.org/movie/900101-the-lantern-keeper?language=en',
      });
      await expect(page).toHaveURL(/\/movie\/movie\/900101\?shared=$/);
      await expect(titleHeading(page, 'The Lantern Keeper')).toBeVisible();
      await expect(addButton(page)).toBeFocused();

      await page.goto(
        `/share?${new URLSearchParams({ url: 'https://www.imdb.com/title/tt9100101/' }).toString()}`,
      );
      await expect(page).toHaveURL(/\/movie\/movie\/900101\?shared=$/);
      await expect(titleHeading(page, 'The Lantern Keeper')).toBeVisible();
    },
  );
});
