import type { Locator, Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, isMobileProject, PIN, test } from './fixtures';

/** Presses Tab (Shift+Tab backwards) until `target` has focus, at most `most` times: answers how many it took. */
async function tabTo(page: Page, target: Locator, most: number, key = 'Tab') {
  for (let presses = 0; presses <= most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(key);
  }
  await expect(target, `reached within ${most} presses of ${key}`).toBeFocused();
  return most;
}

/** The option the search box points at (aria-activedescendant), whole within the list's visible part. */
async function highlightInView(box: Locator) {
  return box.evaluate((input) => {
    const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    let scroller = option?.parentElement ?? null;
    while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
    if (!option || !scroller) return false;
    const shown = scroller.getBoundingClientRect();
    const box = option.getBoundingClientRect();
    return box.top >= shown.top - 1 && box.bottom <= shown.bottom + 1;
  });
}

const SHAWSHANK = 90000001;
const INCEPTION = 90000007;

test(
  'without a mouse: unlock, skip link, search, add, mark watched (its choice groups), sort (desktop), settings; focus lands where the work goes on',
  { tag: '@phone' },
  async ({ page }) => {
    test.slow();
    const mobile = isMobileProject(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Watchlist', exact: true })).toBeVisible();
    await page.keyboard.type(PIN); // the unlock screen takes the digits from the keyboard as they come
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    // Two titles on the watchlist to sort (shown with the library's next refresh): Inception first by name, The
    // Shawshank Redemption by the critics.
    await addTitle(page, INCEPTION);
    await addTitle(page, SHAWSHANK);

    // The skip link first, past the navigation, to the main content.
    await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), 1);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // Search: in the header on desktop, behind the bottom bar's button (after the main content) on a phone.
    const box = page.getByRole('combobox', { name: 'Search movies and TV shows' });
    if (mobile) {
      await tabTo(
        page,
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }),
        40,
      );
      await page.keyboard.press('Enter');
    } else {
      await tabTo(page, box, 3);
    }
    await expect(box).toBeFocused();
    await page.keyboard.type('the');
    const options = page.getByRole('option');
    await expect(options.nth(7)).toHaveAttribute('aria-disabled', 'false'); // this text's results, not the last's
    // Arrow keys walk the results and the highlighted one stays in view.
    for (let presses = 0; presses < 8; presses += 1) await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /-7$/);
    expect(await highlightInView(box)).toBe(true);
    await page.keyboard.press('Home');
    await box.fill('');
    await page.keyboard.type('fight club');
    const fightClub = page.getByRole('option', { name: /Fight Club/ }).first();
    await expect(fightClub).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(fightClub).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    // Add: the details, 'Want to Watch', who it is for; focus then lands on the new card.
    const details = page.getByRole('dialog', { name: 'Fight Club' });
    await expect(details).toBeVisible();
    await expect(details.locator(':focus')).toHaveCount(1);
    await tabTo(page, details.getByRole('button', { name: 'Want to Watch' }), 25);
    await page.keyboard.press('Enter');
    const who = page.getByRole('dialog', { name: "Who's watching?" });
    await expect(who).toBeVisible();
    await tabTo(page, who.getByRole('button', { name: 'Together' }), 5);
    await page.keyboard.press('Enter');
    await expect(details).toBeHidden();
    const card = page.getByRole('article', { name: 'Fight Club' });
    const open = card.getByRole('button', { name: 'Open Fight Club' });
    await expect(open).toBeFocused();

    // Mark watched from the card: the viewing dialog, confirmed; focus lands on the card again, now watched.
    await tabTo(page, card.getByRole('button', { name: 'Watch' }), 5);
    await page.keyboard.press('Enter');
    const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
    await expect(viewing).toBeVisible();
    await expect(viewing.locator(':focus')).toHaveCount(1);
    // A choice group is one tab stop, on its chosen option; the arrow keys move the choice.
    const watchedBy = viewing.getByRole('radiogroup', { name: 'Who watched?' });
    await tabTo(page, watchedBy.getByRole('radio', { name: 'Together' }), 10);
    await page.keyboard.press('ArrowRight');
    await expect(watchedBy.getByRole('radio', { name: 'Person 1' })).toBeFocused();
    await expect(watchedBy.getByRole('radio', { name: 'Person 1' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Tab');
    const rating = viewing.getByRole('radiogroup', { name: 'How was it?' });
    await expect(rating.getByRole('radio', { name: 'No Rating' })).toBeFocused();
    await tabTo(page, viewing.getByRole('button', { name: 'Confirm' }), 20);
    await page.keyboard.press('Enter');
    await expect(viewing).toBeHidden();
    await expect(page.getByText('Marked as watched!', { exact: true })).toBeVisible();
    await expect(open).toBeFocused();

    if (!mobile) {
      // The sort order, before its menu's code has come (held back here): the stand-in takes the key, opens as the
      // select once loaded, and the arrows and Enter choose; focus is then on the select.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route(/\/sort-menu-[^/]+\.js$/, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toHaveAccessibleName('Inception');
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await tabTo(page, sort, 40, 'Shift+Tab');
      await expect.poll(() => asked).toBe(true); // the focus asked for the menu's code: it is on its way
      await page.keyboard.press('ArrowDown');
      const orders = page.getByRole('listbox');
      await expect(orders).toBeHidden();
      await expect(sort).toHaveText('Alphabetical');
      release();
      await expect(orders).toBeVisible();
      await expect(orders.getByRole('option', { name: 'Alphabetical' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(orders.getByRole('option', { name: 'Global Rating' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(orders).toBeHidden();
      await expect(sort).toHaveText('Global Rating');
      await expect(sort).toBeFocused();
      await expect(cards.first()).toHaveAccessibleName('The Shawshank Redemption');
      await page.unroute(/\/sort-menu-[^/]+\.js$/);
    }

    // Settings, through the navigation (before the main content: backwards).
    const settings = page.getByRole('link', { name: 'Settings' }).first();
    await tabTo(page, settings, 60, mobile ? 'Tab' : 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    await tabTo(page, theme.getByRole('radio', { name: 'System' }), 40);
    await page.keyboard.press('ArrowRight');
    await expect(theme.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.keyboard.press('Tab');
    await expect(theme.getByRole('radio', { name: 'Dark' })).not.toBeFocused();
  },
);
