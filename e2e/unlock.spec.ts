import { expect, isMobileProject, PIN, test, unlock, unlockWithPin } from './fixtures';

test.describe('PIN unlock', () => {
  test('unlocks with the on-screen keypad', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
    await expect(page.getByText('Tip: You can also type your PIN on desktop', { exact: true })).toBeVisible();
    const keypad = page.getByRole('group', { name: 'PIN keypad' });
    for (const digit of PIN) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(page.getByText('Successfully unlocked your watchlist.', { exact: true })).toBeVisible();
    await expect(page.getByText('Your watchlist is empty', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('watchlist-auth-token'))).toMatch(/^[\w-]{43}$/);
  });

  test(
    'gives the device an HttpOnly device cookie that scripts cannot read',
    { tag: '@phone' },
    async ({ page, context }) => {
      await unlock(page);
      const device = (await context.cookies()).find((cookie) => cookie.name === 'watchlist_device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      expect(device?.value).toMatch(/^[\w-]{43}$/);
      expect(await page.evaluate(() => document.cookie)).not.toContain('watchlist_device');
    },
  );

  test(
    'unlocks from the keyboard, hiding the keypad until asked for',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
      await page.keyboard.press('1');
      await expect(page.getByText('Type your 4-digit PIN', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Press Enter to confirm • Backspace to delete', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('group', { name: 'PIN keypad' })).toBeHidden();
      await page.getByRole('button', { name: 'Use on-screen keypad' }).click();
      await expect(page.getByRole('group', { name: 'PIN keypad' })).toBeVisible();
      await page.keyboard.press('Backspace');
      await expect(page.locator('[data-testid="pin-dot"][data-filled="true"]')).toHaveCount(0);
      await page.keyboard.type(PIN.slice(0, 3));
      await expect(page.locator('[data-testid="pin-dot"][data-filled="true"]')).toHaveCount(3);
      await page.keyboard.type(PIN.slice(3));
      await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    },
  );

  test(
    'says a wrong PIN is wrong, clears it, and hides the message after 2 seconds',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
      await page.keyboard.type('0000');
      await expect(page.getByText('Incorrect PIN. Try again.', { exact: true })).toBeVisible();
      await expect(page.locator('[data-testid="pin-dot"][data-filled="true"]')).toHaveCount(0);
      await expect(page.getByText('Incorrect PIN. Try again.', { exact: true })).toBeHidden({
        timeout: 4000,
      });
      await page.keyboard.type(PIN);
      await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
      // A new device, and no unlock before this one: there is no last visit to speak of.
      await expect(
        page.getByText('1 failed unlock attempt before this first unlock.', { exact: true }),
      ).toBeVisible();
    },
  );

  test('shows the wait when unlocking is throttled', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
    // Five wrong PINs are free; after that each one doubles the wait, so one of the next few lands inside it.
    const throttled = page
      .getByRole('alert')
      .filter({ hasText: /Too many failed attempts\. Try again in \d+/ });
    for (let attempt = 0; attempt < 12 && !(await throttled.isVisible()); attempt += 1) {
      await page.keyboard.type('9999');
      await expect(page.getByText(/Incorrect PIN\. Try again\./).first()).toBeVisible();
      await expect(page.locator('[data-testid="pin-dot"][data-filled="true"]')).toHaveCount(0);
    }
    await expect(throttled).toBeVisible();
  });

  test('a remembered device stays signed in across a reload', { tag: '@phone' }, async ({ page }) => {
    await unlockWithPin(page, { remember: true });
    await page.reload();
    await expect(page.getByText('Your watchlist is empty', { exact: true })).toBeVisible();
    const verify = await page.evaluate(async () => {
      const token = localStorage.getItem('watchlist-auth-token') ?? '';
      const response = await fetch('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()) as { rememberDevice: boolean };
    });
    expect(verify.rememberDevice).toBe(true);
  });

  test('shows the loading screen while the session check runs', { tag: '@phone' }, async ({ page }) => {
    await unlock(page);
    // The check is held until the loading screen has been seen (a fixed delay could end before a slow reload does).
    let answerCheck: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => (answerCheck = resolve));
    await page.route('**/api/auth/verify', async (route) => {
      await seen;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    answerCheck();
    await expect(page.getByText('Your watchlist is empty', { exact: true })).toBeVisible();
  });

  test('the unlock screen fills the viewport', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const box = await page.locator('main').first().boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
    if (!isMobileProject(page)) {
      // Keypad keys are comfortably large on every screen.
      const key = await page.getByRole('button', { name: '5', exact: true }).boundingBox();
      expect(key?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('session', () => {
  test('signs out after 30 idle minutes, warning 2 minutes before', { tag: '@phone' }, async ({ page }) => {
    await page.clock.install();
    await unlock(page);
    await page.clock.fastForward('27:00');
    await page.mouse.move(10, 10);
    await page.clock.fastForward('27:30');
    await expect(page.getByText('Session expiring soon', { exact: true })).toBeHidden();
    // One second past the warning, well inside the toast's five seconds.
    await page.clock.fastForward('00:31');
    await expect(page.getByText('Session expiring soon', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your session will expire in 2 minutes due to inactivity.', { exact: true }),
    ).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page.getByText('Session expired', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your PIN to continue.', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('watchlist-auth-token'))).toBeNull();
  });

  test('signs out from Settings', { tag: '@phone' }, async ({ page }) => {
    await unlock(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
  });
});
