import { expect, PIN, test, unlock } from './fixtures';

test('names, region and theme persist across a reload', async ({ page }) => {
  await unlock(page);
  await page.goto('/settings');

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

  await page.getByRole('radio', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.reload();
  await expect(page.getByText('Alex', { exact: true })).toBeVisible();
  await expect(page.getByText('Robin', { exact: true })).toBeVisible();
  await expect(page.getByText('Both of us', { exact: true })).toBeVisible();
  await expect(page.getByText('Japan', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('radio', { name: 'System' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/);
  expect(await page.evaluate(() => localStorage.getItem('watchlist-theme'))).toBe('system');
});

test('the saved theme applies before the first paint', async ({ page }) => {
  await unlock(page);
  await page.evaluate(() => localStorage.setItem('watchlist-theme', 'dark'));
  await page.goto('/settings');
  // theme-init.js runs in <head>, before any module script.
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
});

test('updates the PIN only when it is 4 digits and confirmed', async ({ page }) => {
  await unlock(page);
  await page.goto('/settings');
  await expect(page.getByText('••••', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Update PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update PIN' });
  await expect(dialog.getByText('Please enter your new 4-digit PIN.', { exact: true })).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Update PIN' });
  await dialog.getByLabel('New PIN').pressSequentially('12ab3');
  await expect(dialog.getByLabel('New PIN')).toHaveValue('123');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('New PIN').fill('2468');
  await dialog.getByLabel('Confirm PIN').fill('2469');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Confirm PIN').fill('2468');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('PIN Updated', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
  await page.keyboard.type(PIN);
  await expect(page.getByText('Incorrect PIN. Try again.', { exact: true })).toBeVisible();
  await page.keyboard.type('2468');
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
});
