import type { Page } from '@playwright/test';
import { expect, PIN, test, unlock } from './fixtures';

// The unlock screen's texts, its keyboard and keypad, a wrong PIN, the wait when throttled and the remember choice
// sent are web/src/features/unlock/unlock-screen.test.tsx's; the loading screen is app/auth-gate.test.tsx's; the
// idle timer's warning, its restart on input and a remembered device are app/shell/use-inactivity-logout.test.tsx's.

/** The unlock screen fills the window, and its keys are comfortably large (44 px at least). */
async function expectUnlockScreenFits(page: Page) {
  const box = await page.locator('main').first().boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
  for (const name of ['1', '5', '0', 'Delete last digit']) {
    const key = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(key?.height).toBeGreaterThanOrEqual(44);
    expect(key?.width).toBeGreaterThanOrEqual(44);
  }
}

test(
  'on a phone: a wrong PIN tapped on the keypad is refused, the right one unlocks and tells of the failed attempt',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
    await expectUnlockScreenFits(page);
    const keypad = page.getByRole('group', { name: 'PIN keypad' });
    const tap = async (pin: string) => {
      for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).tap();
    };

    await tap('0000');
    await expect(page.getByText('Incorrect PIN. Try again.', { exact: true })).toBeVisible();
    await tap(PIN);
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(page.getByText('Successfully unlocked your watchlist.', { exact: true })).toBeVisible();
    await expect(page.getByText('Your watchlist is empty', { exact: true })).toBeVisible();
    // A new device, and no unlock before this one: there is no last visit to speak of.
    await expect(
      page.getByRole('alert').filter({ hasText: '1 failed unlock attempt before this first unlock.' }),
    ).toBeVisible();
  },
);

test('30 idle minutes sign out a device not remembered, warned 2 minutes before; a remembered one stays until Sign Out', async ({
  page,
}) => {
  await page.clock.install();
  await unlock(page);
  await page.clock.fastForward('28:01');
  await expect(page.getByText('Session expiring soon', { exact: true })).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page.getByText('Session expired', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('watchlist-auth-token'))).toBeNull();

  // The unlock screen the app shows again: the household types the PIN, this time remembering the device.
  await expectUnlockScreenFits(page);
  await page.getByRole('checkbox', { name: 'Remember this device for 30 days' }).click();
  await page.keyboard.type(PIN);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await page.clock.fastForward('31:00');
  await page.locator('aside').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Session expiring soon', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
});
