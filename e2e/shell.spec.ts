import type { Locator, Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, test, unlock } from './fixtures';

// The not-found screen is web/src/app/routes.test.tsx's; the bottom navigation's items, its short and long press
// and what its Home menu's entries do from another page are app/shell/bottom-nav.test.tsx's.

const SHAWSHANK = 90000001;
const FRIENDS = 90500001;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(target: Locator): Promise<Box> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not shown`);
  return box;
}

/** The toast titled `title`, once it has finished coming in. */
async function settledToast(page: Page, title: string) {
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return toast;
}

const pageHeader = (page: Page) =>
  page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });

/**
 * A real finger on the touch screen (CDP touch events, not mouse events): press, hold, lift; resolves once the
 * browser has sent the click that follows the lift, with its focus change.
 */
async function press(page: Page, target: Locator, holdMs: number) {
  const point = await boxOf(target).then((box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 }));
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

test('the sidebar opens every page, collapses with Ctrl+B and remembers it; the sort order is kept; a toast leaves the header clear', async ({
  page,
  context,
}) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  const sidebar = page.locator('aside');
  for (const [link, path, heading] of [
    ['Recap', '/statistics', 'Your Watchlist Rewind'],
    ['Lists', '/lists', 'Lists'],
    ['Settings', '/settings', 'Settings'],
    ['Watchlist', '/', 'Watchlist'],
  ] as const) {
    await sidebar.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }

  // The sort order is in the sidebar, shown while it is expanded.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.click();
  await page.getByRole('option', { name: 'Recently Added' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(sort).toHaveText('Recently Added');
  expect(await page.evaluate(() => localStorage.getItem('watchlist-sort'))).toBe('recently-added');

  const card = page.getByRole('article', { name: 'The Shawshank Redemption' });
  await card.getByRole('button', { name: 'Watch' }).click();
  await page
    .getByRole('dialog', { name: 'Mark as Watched' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  const toast = await settledToast(page, 'Marked as watched!');
  expect(overlaps(await boxOf(toast), await boxOf(pageHeader(page)))).toBe(false);
});

test(
  'on a phone: the bottom navigation, its 44 px items and its Home menu from any page; toasts clear of it, the header and a sheet',
  { tag: '@phone-only' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, FRIENDS, 'tv');
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of await nav.locator('a, button').all()) {
      const box = await boxOf(item);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    for (const [link, path, heading] of [
      ['Stats', '/statistics', 'Your Watchlist Rewind'],
      ['Settings', '/settings', 'Settings'],
      ['Lists', '/lists', 'Lists'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    }

    // A long press with a real finger keeps the menu open after the lift; its entries act on Home.
    const home = nav.getByRole('button', { name: 'Home' });
    const menu = page.getByRole('menu', { name: 'Home actions' });
    await press(page, home, 700);
    await expect(menu).toHaveAttribute('data-state', 'open');
    await menu.getByRole('menuitem', { name: 'Filters' }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    const filters = page.getByRole('dialog', { name: 'Filter & Sort' });
    await expect(filters.getByText('Customize your watchlist view', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();
    await nav.getByRole('link', { name: 'Stats' }).click();
    await expect(page).toHaveURL(/\/statistics$/);
    await press(page, home, 700);
    await menu.getByRole('menuitem', { name: 'Random' }).tap();
    await expect(page).toHaveURL(/\/$/);
    const chooser = page.getByRole('dialog', { name: "Who's watching?" });
    await expect(chooser).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();

    // A toast over an open bottom sheet shows above it; the sheet closed, above the navigation, under the header
    // and under the Home menu. (The pointer rests on the toast, which holds it.)
    await page.getByRole('button', { name: 'Manage Seasons' }).click();
    const sheet = page.getByRole('dialog', { name: 'Seasons' });
    await sheet.getByTestId('season-card').nth(1).getByRole('combobox').click();
    await page.getByRole('option', { name: 'Watched', exact: true }).click();
    const toast = await settledToast(page, 'Season status updated!');
    const rest = async () => {
      const box = await boxOf(toast);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    };
    await rest();
    const toastOverSheet = await boxOf(toast);
    expect(toastOverSheet.y + toastOverSheet.height).toBeLessThanOrEqual((await boxOf(sheet)).y);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await rest();
    expect(overlaps(await boxOf(toast), await boxOf(pageHeader(page)))).toBe(false);
    expect(overlaps(await boxOf(toast), await boxOf(nav))).toBe(false);
    await press(page, home, 700);
    await expect(menu).toHaveAttribute('data-state', 'open');
    for (const item of await menu.getByRole('menuitem').all()) {
      // What a finger at the entry's centre would touch: the entry itself, not the toast over it.
      const onTop = await item.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(onTop).toBe(true);
    }
    await expect(toast).toBeVisible();
  },
);
