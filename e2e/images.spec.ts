import type { Page } from '@playwright/test';
import { expect, test, unlock } from './fixtures';

test.use({ filmSource: 'tmdb' });

/** What the app's /img answers this browser for an image, as its <img> tags would get it (cookies included). */
const imageTypeFor = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), `/img/${path}`);

test('a locked screen has only its backdrop fetched; once unlocked, the browser has any image fetched', async ({
  page,
  server,
}) => {
  const now = new Date().toISOString();
  server.db
    .prepare(
      `INSERT INTO library_items (tmdb_id, media_type, title, ownership, status, date_added, updated_at, backdrop_path)
       VALUES (900101, 'movie', 'The Lantern Keeper', 'together', 'to_watch', ?, ?, '/kQ7Backdrop.jpg')`,
    )
    .run(now, now);
  const fetched = (path: string) =>
    server.fake?.callCount((call) => call.service === 'image' && call.path === `/${path}`) ?? 0;

  await page.goto('/');
  const backdrop = page.getByTestId('unlock-backdrop');
  await expect(backdrop).toHaveAttribute('src', '/img/w1280/kQ7Backdrop.jpg');
  // The film image service's own picture (a 2×3 PNG), not the placeholder.
  await expect.poll(() => backdrop.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  expect(fetched('w1280/kQ7Backdrop.jpg')).toBe(1);
  expect(await imageTypeFor(page, 'w300/aB3xLanternPoster.jpg')).toMatch(/^image\/svg\+xml/);
  expect(fetched('w300/aB3xLanternPoster.jpg')).toBe(0);

  await unlock(page);
  expect(await imageTypeFor(page, 'w300/aB3xLanternPoster.jpg')).toBe('image/png');
  expect(fetched('w300/aB3xLanternPoster.jpg')).toBe(1);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
  // Kept images stay anyone's; a new one is not fetched for a signed-out browser (no screen shows w300).
  expect(await imageTypeFor(page, 'w300/aB3xLanternPoster.jpg')).toBe('image/png');
  expect(await imageTypeFor(page, 'w300/rT4LanternReturnPoster.jpg')).toMatch(/^image\/svg\+xml/);
  expect(fetched('w300/rT4LanternReturnPoster.jpg')).toBe(0);
});
