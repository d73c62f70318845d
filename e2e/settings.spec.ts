import { expect, PIN, test, unlock } from './fixtures';

test('names, region and theme persist across a reload', { tag: '@phone' }, async ({ page }) => {
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

test('the saved theme applies before the first paint', { tag: '@phone' }, async ({ page }) => {
  await unlock(page);
  await page.evaluate(() => localStorage.setItem('watchlist-theme', 'dark'));
  await page.goto('/settings');
  // index.html's inline script runs in <head>, before any module script.
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
});

test(
  'updates the PIN given the current one, the new one 4 digits and confirmed',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await page.goto('/settings');
    await expect(page.getByText('••••', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Update PIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update PIN' });
    await expect(dialog.getByText('Please enter your new 4-digit PIN.', { exact: true })).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Update PIN' });
    await expect(dialog.getByLabel('Current PIN')).toBeFocused();
    await dialog.getByLabel('Current PIN').fill(PIN);
    await dialog.getByLabel('New PIN').pressSequentially('12ab3');
    await expect(dialog.getByLabel('New PIN')).toHaveValue('123');
    await expect(submit).toBeDisabled();
    // A paste: the letters go first, then the rest is cut to four.
    await dialog.getByLabel('New PIN').clear();
    await dialog.getByLabel('New PIN').focus();
    await page.keyboard.insertText('24ab68');
    await expect(dialog.getByLabel('New PIN')).toHaveValue('2468');
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
  },
);

test('a wrong current PIN changes nothing and is asked for again', { tag: '@phone' }, async ({ page }) => {
  await unlock(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Update PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update PIN' });
  await dialog.getByLabel('Current PIN').fill('0000');
  await dialog.getByLabel('New PIN').fill('2468');
  await dialog.getByLabel('Confirm PIN').fill('2468');
  await dialog.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText('The current PIN is incorrect', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Current PIN')).toHaveValue('');
  await expect(dialog.getByLabel('Current PIN')).toBeFocused();
  await expect(dialog.getByLabel('New PIN')).toHaveValue('2468');
  await expect(dialog.getByText('Enter your current PIN', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // The unlock screen, ready for the PIN (the app's header is also named 'Watchlist').
  await expect(page.getByRole('checkbox', { name: 'Remember this device for 30 days' })).toBeVisible();
  await page.keyboard.type(PIN);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
});

test(
  "'Update Names' belongs to the household names as a whole, not to the Together row",
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await page.goto('/settings');
    const household = page.getByRole('region', { name: 'Household' });
    const update = household.getByRole('button', { name: 'Update Names' });
    await expect(update).toBeVisible();
    const button = await update.boundingBox();
    const firstRow = await household.getByText('First Person', { exact: true }).boundingBox();
    const togetherRow = await household.getByText('Together', { exact: true }).first().boundingBox();
    if (!button || !firstRow || !togetherRow) throw new Error('no Household block');
    // Beside the block's title, above its three rows; not on the Together row.
    expect(button.y + button.height).toBeLessThanOrEqual(firstRow.y);
    expect(button.y + button.height).toBeLessThan(togetherRow.y);
  },
);

test('Update PIN says why it cannot be pressed yet', { tag: '@phone' }, async ({ page }) => {
  await unlock(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Update PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update PIN' });
  const submit = dialog.getByRole('button', { name: 'Update PIN' });
  const expectReason = async (reason: string) => {
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText(reason, { exact: true })).toBeVisible();
    await expect(submit).toHaveAccessibleDescription(reason);
  };

  await expectReason('Enter your current PIN');
  await dialog.getByLabel('Current PIN').fill('13');
  await expectReason('Enter your current PIN');
  await dialog.getByLabel('Current PIN').fill(PIN);
  await expectReason('Enter 4 digits for the new PIN');
  await dialog.getByLabel('New PIN').fill('24');
  await expectReason('Enter 4 digits for the new PIN');
  await dialog.getByLabel('New PIN').fill('2468');
  await expectReason('Enter the same 4 digits again to confirm');
  await dialog.getByLabel('Confirm PIN').fill('24');
  await expectReason('Enter the same 4 digits again to confirm');
  await dialog.getByLabel('Confirm PIN').fill('2469');
  await expectReason('PINs do not match');
  await dialog.getByLabel('Confirm PIN').fill('13');
  await expectReason('PINs do not match');
  await dialog.getByLabel('Confirm PIN').fill('2468');
  await expect(submit).toBeEnabled();
  await expect(dialog.getByText('PINs do not match', { exact: true })).toHaveCount(0);
  await expect(submit).toHaveAccessibleDescription('');
});
