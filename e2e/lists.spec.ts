import { addTitle } from './api';
import { expect, test, unlock } from './fixtures';

// The lists' counts, empty and failed states, the question before a removal and its toast are component tests
// (web/src/features/lists/*.test.tsx); the Lists at 1280 × 800 are walked by trust.spec.ts (Favorites after a
// thumbs-up viewing). Here, on a phone, where a long title could push the page or the dialog past the screen.
const LONG_TITLE = 'The Lord of the Rings: The Fellowship of the Ring';

test(
  "View All fits a phone's screen, removes a title after the app's question, and opens a title's page",
  { tag: '@phone-only' },
  async ({ page }) => {
    await unlock(page);
    // The Lord of the Rings: The Fellowship of the Ring, Civil War, Terminator 2: Judgment Day, Game of Thrones.
    for (const tmdbId of [90000017, 90000136, 90000031]) await addTitle(page, tmdbId);
    await addTitle(page, 90500002, 'tv');
    await page.goto('/lists');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const toWatch = page.getByRole('region', { name: 'To Watch' });
    await expect(toWatch.getByText('4 items', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await toWatch.getByRole('button', { name: 'View All (4)' }).click();
    const all = page.getByRole('dialog', { name: 'To Watch' });
    await expect(all.getByTestId('list-entry')).toHaveCount(4);
    await all.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const dialog = await all.boundingBox();
    if (!dialog) throw new Error('no dialog');
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(viewport.width);
    const buttons = all.getByRole('button', { name: /^Remove / });
    await expect(buttons).toHaveCount(4);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      if (!box) throw new Error('no remove button');
      expect(box.x).toBeGreaterThanOrEqual(dialog.x);
      expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }

    await all.getByRole('button', { name: `Remove ${LONG_TITLE}` }).tap();
    await page.getByRole('dialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove' }).tap();
    await expect(page.getByText('Item removed', { exact: true })).toBeVisible();
    await expect(all.getByTestId('list-entry')).toHaveCount(3);
    await all.getByRole('button', { name: 'Close' }).tap();
    await expect(toWatch.getByText('3 items', { exact: true })).toBeVisible();
    await expect(toWatch.getByRole('link', { name: new RegExp(LONG_TITLE) })).toHaveCount(0);

    await toWatch.getByRole('link', { name: /Terminator 2: Judgment Day/ }).tap();
    await expect(page).toHaveURL(/\/movie\/movie\/90000031$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terminator 2: Judgment Day' })).toBeVisible();
  },
);
