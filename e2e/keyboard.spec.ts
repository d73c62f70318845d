import { addTitle } from './api';
import { expect, test, unlock } from './fixtures';

const SHAWSHANK = 90000001;

test('the keyboard alone: skip link, a dialog and its radio groups, the theme', async ({ page }) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  const card = page.getByRole('article', { name: 'The Shawshank Redemption' });
  await expect(card).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  const watch = card.getByRole('button', { name: 'Watch' });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await watch.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(watch).toBeFocused();
  await page.keyboard.press('Enter');
  const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
  await expect(viewing).toBeVisible();

  // One tab stop per group: Tab reaches the chosen option, arrow keys move the choice.
  const who = viewing.getByRole('radiogroup', { name: 'Who watched?' });
  for (let presses = 0; presses < 10; presses += 1) {
    if (await who.evaluate((group) => group.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  await expect(who.getByRole('radio', { name: 'Together' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(who.getByRole('radio', { name: 'Person 1' })).toBeFocused();
  await expect(who.getByRole('radio', { name: 'Person 1' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  const rating = viewing.getByRole('radiogroup', { name: 'How was it?' });
  await expect(rating.getByRole('radio', { name: 'No Rating' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(viewing).toBeHidden();

  await page.goto('/settings');
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(theme).toBeVisible();
  for (let presses = 0; presses < 30; presses += 1) {
    if (await theme.evaluate((group) => group.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  await expect(theme.getByRole('radio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(theme.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.keyboard.press('Tab');
  await expect(theme.getByRole('radio', { name: 'Dark' })).not.toBeFocused();
});
