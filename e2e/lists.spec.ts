import { expect, test, unlock } from './fixtures';

async function addTitle(page: import('@playwright/test').Page, body: Record<string, unknown>) {
  const status = await page.evaluate(async (payload) => {
    const token = localStorage.getItem('watchlist-auth-token') ?? '';
    const response = await fetch('/api/library', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    return response.status;
  }, body);
  expect(status).toBe(201);
}

test('lists: to watch, favorites and trending, with View All and removal', async ({ page }) => {
  await unlock(page);
  for (const [tmdbId, title] of [
    [90000001, 'The Shawshank Redemption'],
    [90000002, 'The Godfather'],
    [90000003, 'The Dark Knight'],
    [90000004, 'Pulp Fiction'],
    [90000005, 'Fight Club'],
    [90000006, 'Inception'],
  ] as const) {
    await addTitle(page, { tmdbId, mediaType: 'movie', title, ownership: 'together' });
  }
  await page.goto('/lists');
  const toWatch = page.getByRole('region', { name: 'To Watch' });
  await expect(toWatch.getByText('6 items', { exact: true })).toBeVisible();
  await expect(toWatch.getByTestId('list-entry')).toHaveCount(5);
  await expect(
    page.getByRole('region', { name: 'Favorites' }).getByText('No favorites yet', { exact: true }),
  ).toBeVisible();
  const trending = page.getByRole('region', { name: 'Trending Now' });
  await expect(trending.getByTestId('list-entry')).toHaveCount(5);
  await expect(trending.getByRole('button', { name: 'View All (20)' })).toBeVisible();

  await toWatch.getByRole('button', { name: 'View All (6)' }).click();
  const all = page.getByRole('dialog', { name: 'To Watch' });
  await expect(all.getByTestId('list-entry')).toHaveCount(6);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to remove this item?');
    void dialog.accept();
  });
  await all.getByRole('button', { name: 'Remove Fight Club' }).click();
  await expect(all.getByTestId('list-entry')).toHaveCount(5);
  await expect(page.getByText('Item removed', { exact: true })).toBeVisible();
  await all.getByRole('button', { name: 'Close' }).click();
  await expect(toWatch.getByText('5 items', { exact: true })).toBeVisible();

  await toWatch.getByRole('link', { name: /The Godfather/ }).click();
  await expect(page).toHaveURL(/\/movie\/movie\/90000002$/);
});
