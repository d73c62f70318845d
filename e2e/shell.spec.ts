import { expect, isMobileProject, test, unlock } from './fixtures';

test('an unknown path shows the not-found screen', async ({ page }) => {
  await unlock(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('Did you forget to add the page to the router?', { exact: true }),
  ).toBeVisible();
});

test('every route of the app opens', async ({ page }) => {
  await unlock(page);
  for (const [path, heading] of [
    ['/search', 'Search Movies & Series'],
    ['/statistics', 'Your Watchlist Rewind'],
    ['/lists', 'Lists'],
    ['/settings', 'Settings'],
    ['/', 'Watchlist'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
});

test.describe('desktop sidebar', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'desktop only');

  test('navigates, collapses with Ctrl+B and remembers it in a cookie', async ({ page, context }) => {
    await unlock(page);
    const sidebar = page.locator('aside');
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await sidebar.getByRole('link', { name: 'Lists' }).click();
    await expect(page).toHaveURL(/\/lists$/);
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await expect(page.locator('aside')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(page.locator('aside')).toHaveAttribute('data-state', 'expanded');
  });

  test('keeps the sort choice across a reload', async ({ page }) => {
    await unlock(page);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Recently Added' }).click();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Recently Added');
    expect(await page.evaluate(() => localStorage.getItem('watchlist-sort'))).toBe('recently-added');
  });
});

test.describe('mobile navigation', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 768, 'mobile only');

  test('has five items, and a long press on Home opens Filters and Random', async ({ page }) => {
    await unlock(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Lists' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Stats' })).toBeVisible();

    await nav.getByRole('link', { name: 'Stats' }).click();
    await expect(page).toHaveURL(/\/statistics$/);
    await nav.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    const home = nav.getByRole('button', { name: 'Home' });
    const box = await home.boundingBox();
    if (!box) throw new Error('no Home button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(700);
    await page.mouse.up();
    const menu = page.getByRole('menu', { name: 'Home actions' });
    await expect(menu.getByRole('menuitem', { name: 'Filters' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Random' })).toBeVisible();
  });

  test('touch targets are at least 44 px', async ({ page }) => {
    await unlock(page);
    expect(isMobileProject(page)).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of await nav.locator('a, button').all()) {
      const box = await item.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  });
});
