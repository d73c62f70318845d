import type { Locator, Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';

/**
 * A real finger on the touch screen (CDP touch events, not mouse events): press, hold, lift; resolves once the
 * browser has sent the click that follows the lift, with its focus change.
 */
async function press(page: Page, target: Locator, holdMs: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(holdMs);
  await page.evaluate(() => {
    const done = new Promise<void>((resolve) => {
      document.addEventListener('click', () => resolve(), { once: true, capture: true });
    });
    (window as unknown as { lifted: Promise<void> }).lifted = done;
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.evaluate(() => (window as unknown as { lifted: Promise<void> }).lifted);
  // Let React apply whatever that click and focus change asked for.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await cdp.detach();
}

test('an unknown path shows the not-found screen', { tag: '@phone' }, async ({ page }) => {
  await unlock(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('Did you forget to add the page to the router?', { exact: true }),
  ).toBeVisible();
});

test('every route of the app opens', { tag: '@phone' }, async ({ page }) => {
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

test(
  'a toast never covers the page header (nor, on phones, the bottom navigation)',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Welcome back!' });
    await expect(toast).toBeVisible();
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await toast.boundingBox();
    const header = await page
      .locator('header')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .boundingBox();
    if (!box || !header) throw new Error('no toast or no header');
    const overlaps = (a: typeof box, b: typeof box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(box, header)).toBe(false);
    if (isMobileProject(page)) {
      const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      if (!nav) throw new Error('no bottom navigation');
      expect(overlaps(box, nav)).toBe(false);
    }
  },
);

test.describe('desktop sidebar', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'desktop only');

  test(
    'navigates, collapses with Ctrl+B and remembers it in a cookie',
    { tag: '@phone' },
    async ({ page, context }) => {
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
    },
  );

  test('keeps the sort choice across a reload', { tag: '@phone' }, async ({ page }) => {
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

  test(
    'has five items, and a long press on Home opens Filters and Random',
    { tag: '@phone' },
    async ({ page }) => {
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
    },
  );

  test(
    'a long press on Home with a real finger keeps the menu open after the lift, and its entries respond to a tap',
    { tag: '@phone' },
    async ({ page }) => {
      await unlock(page);
      const home = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Home' });
      const menu = page.getByRole('menu', { name: 'Home actions' });

      await press(page, home, 700);
      await expect(menu).toHaveAttribute('data-state', 'open');
      await menu.getByRole('menuitem', { name: 'Filters' }).tap();
      await expect(menu).toBeHidden();
      const sheet = page.getByRole('dialog', { name: 'Filter & Sort' });
      await expect(sheet.getByText('Customize your watchlist view', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      await press(page, home, 700);
      await expect(menu).toHaveAttribute('data-state', 'open');
      await menu.getByRole('menuitem', { name: 'Random' }).tap();
      await expect(page.getByRole('dialog', { name: "Who's watching?" })).toBeVisible();
    },
  );

  test(
    "the Home menu's entries act on the home screen when pressed on another page",
    { tag: '@phone' },
    async ({ page }) => {
      await unlock(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const home = nav.getByRole('button', { name: 'Home' });
      const menu = page.getByRole('menu', { name: 'Home actions' });

      await nav.getByRole('link', { name: 'Lists' }).click();
      await expect(page).toHaveURL(/\/lists$/);
      await press(page, home, 700);
      await menu.getByRole('menuitem', { name: 'Filters' }).tap();
      await expect(page).toHaveURL(/\/$/);
      const sheet = page.getByRole('dialog', { name: 'Filter & Sort' });
      await expect(sheet.getByText('Customize your watchlist view', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      await nav.getByRole('link', { name: 'Stats' }).click();
      await expect(page).toHaveURL(/\/statistics$/);
      await press(page, home, 700);
      await menu.getByRole('menuitem', { name: 'Random' }).tap();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: "Who's watching?" })).toBeVisible();
    },
  );

  test(
    'a toast stays out of the way of the Home menu and of an open bottom sheet',
    { tag: '@phone' },
    async ({ page }) => {
      await unlock(page);
      const toast = page.locator('[data-slot="toast"]');
      await expect(toast.filter({ hasText: 'Welcome back!' })).toBeVisible();
      const home = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Home' });
      await press(page, home, 700);
      const menu = page.getByRole('menu', { name: 'Home actions' });
      for (const item of await menu.getByRole('menuitem').all()) {
        // What a finger at the entry's centre would touch: the entry itself, not the toast over it.
        const onTop = await item.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        });
        expect(onTop).toBe(true);
      }
      await page.keyboard.press('Escape');

      await addTitle(page, 90500001, 'tv');
      await page.reload();
      await page.getByRole('button', { name: 'Manage Seasons' }).click();
      const sheet = page.getByRole('dialog', { name: 'Seasons' });
      await sheet.getByTestId('season-card').nth(1).getByRole('combobox').click();
      await page.getByRole('option', { name: 'Watched', exact: true }).click();
      const updated = toast.filter({ hasText: 'Season status updated!' });
      await expect(updated).toBeVisible();
      await updated.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const toastBox = await updated.boundingBox();
      const sheetBox = await sheet.boundingBox();
      if (!toastBox || !sheetBox) throw new Error('no toast or no sheet');
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(sheetBox.y);
    },
  );

  test('touch targets are at least 44 px', { tag: '@phone' }, async ({ page }) => {
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
