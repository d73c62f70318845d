import { expect, PIN, test, unlock } from './fixtures';

// The dialogs' validation, their texts and toasts, and the theme picker are component tests
// (web/src/features/settings/*.test.tsx); the server's rules are settings.api.test.ts and auth.api.test.ts.
test('Settings: names, region and theme persist, the theme paints before the app, and the new PIN unlocks', async ({
  page,
}) => {
  await unlock(page, { path: '/settings' });

  await page.getByRole('button', { name: 'Update Names' }).click();
  const names = page.getByRole('dialog', { name: 'Update Names' });
  await names.getByLabel('First Person').fill('Alex');
  await names.getByLabel('Second Person').fill('Robin');
  await names.getByLabel('Together').fill('Both of us');
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await expect(names).toBeHidden();

  await page.getByRole('button', { name: 'Update Region' }).click();
  const region = page.getByRole('dialog', { name: 'Update Region' });
  await region.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Japan' }).click();
  await region.getByRole('button', { name: 'Save' }).click();
  await expect(region).toBeHidden();

  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  // The household's row (Notifications' 'Whose device' names the two of us as well).
  const household = page.locator('#household');
  await expect(household.getByText('Robin', { exact: true })).toBeVisible();
  await expect(household.getByText('Both of us', { exact: true })).toBeVisible();
  await expect(page.getByText('Japan', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');

  // The app's code held back: only index.html's inline script, in <head>, can have applied the saved theme.
  await page.route(/\/assets\/.+\.js$/, () => undefined);
  await page.goto('/settings', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/settings');

  await page.getByRole('button', { name: 'Update PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update PIN' });
  await dialog.getByLabel('Current PIN').fill(PIN);
  await dialog.getByLabel('New PIN').fill('2468');
  await dialog.getByLabel('Confirm PIN').fill('2468');
  await dialog.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText('PIN Updated', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
  await page.keyboard.type(PIN);
  await expect(page.getByText('Incorrect PIN. Try again.', { exact: true })).toBeVisible();
  await page.keyboard.type('2468');
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
});
