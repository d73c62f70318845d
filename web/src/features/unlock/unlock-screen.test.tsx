import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LoginResponse } from '#domain/schemas/auth';
import { server } from '../../test-support/api';
import { mountUnlockScreen } from './unlock-screen';

const unlocked: LoginResponse = {
  authToken: 'a-token',
  expiresAt: '2025-03-14T21:00:00.000Z',
  rememberDevice: false,
  failedAttemptsSinceLastUnlock: 0,
  failedAttemptsSince: 'your-last-visit',
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
});

/**
 * The unlock screen (plain DOM code, no React) in the page, with an empty library behind it (no backdrop) and the
 * login answered by `login`. Enter sends a full PIN at once (the send 300 ms after the fourth digit is
 * pin-entry.test.ts's).
 */
function showUnlockScreen(login: Parameters<typeof http.post>[1]) {
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/random-backdrop', () => HttpResponse.json({ backdropPath: null, title: null })),
    http.post('/api/auth/login', async (info) => {
      bodies.push(await info.request.clone().json());
      return login(info);
    }),
  );
  const onUnlocked = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  stop = mountUnlockScreen(container, { onUnlocked });
  const user = userEvent.setup();
  return { user, onUnlocked, bodies };
}

const keypad = () => screen.queryByRole('group', { name: 'PIN keypad' });
const filledDots = () => document.querySelectorAll('[data-testid="pin-dot"][data-filled="true"]').length;
const press = (key: string) => fireEvent.keyDown(window, { key });

async function tap(user: ReturnType<typeof userEvent.setup>, digits: string) {
  for (const digit of digits)
    await user.click(within(keypad() as HTMLElement).getByRole('button', { name: digit }));
}

describe('the unlock screen', () => {
  test('asks for the PIN with the keypad and the tip; a key typed switches to the keyboard, the keypad on request', async () => {
    const { user } = showUnlockScreen(() => HttpResponse.json(unlocked));
    expect(screen.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
    expect(screen.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
    expect(screen.getByText('Tip: You can also type your PIN on desktop', { exact: true })).toBeVisible();
    expect(keypad()).toBeVisible();

    press('1');
    expect(screen.getByText('Type your 4-digit PIN', { exact: true })).toBeVisible();
    expect(screen.getByText('Press Enter to confirm • Backspace to delete', { exact: true })).toBeVisible();
    expect(screen.queryByText('Tip: You can also type your PIN on desktop')).toBeNull();
    expect(keypad()).toBeNull();
    expect(filledDots()).toBe(1);
    press('Backspace');
    expect(filledDots()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Use on-screen keypad' }));
    expect(keypad()).toBeVisible();
    expect(within(keypad() as HTMLElement).getByRole('button', { name: '1' })).toHaveFocus();
    expect(screen.getByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
  });

  test('a tapped PIN is sent with the device remembered when ticked, and the screen says it is unlocking', async () => {
    const { user, onUnlocked, bodies } = showUnlockScreen(() =>
      HttpResponse.json({ ...unlocked, rememberDevice: true }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remember this device for 30 days' }));
    await tap(user, '1357');
    expect(filledDots()).toBe(4);
    press('Enter');

    await waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ username: 'user', pin: '1357', rememberDevice: true }]);
    expect(screen.getByText('Unlocking your watchlist...', { exact: true })).toBeVisible();
    expect(localStorage.getItem('watchlist-auth-token')).toBe('a-token');
  });

  test('a wrong PIN says so and clears the dots', async () => {
    const { onUnlocked, bodies } = showUnlockScreen(() =>
      HttpResponse.json({ message: 'Invalid PIN' }, { status: 401 }),
    );
    for (const digit of '0000') press(digit);
    press('Enter');

    expect(await screen.findByText('Incorrect PIN. Try again.', { exact: true })).toBeVisible();
    expect(filledDots()).toBe(0);
    expect(bodies).toHaveLength(1);
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  test('a throttled unlock shows the wait, its keys disabled meanwhile', async () => {
    const { user } = showUnlockScreen(() =>
      HttpResponse.json({ message: 'Too many attempts', retryAfterSeconds: 75 }, { status: 429 }),
    );
    for (const digit of '9999') press(digit);
    press('Enter');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Try again in 1:15 min.',
    );
    press('1');
    expect(filledDots()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Use on-screen keypad' }));
    for (const key of within(keypad() as HTMLElement).getAllByRole('button')) expect(key).toBeDisabled();
  });

  test('offline, says unlocking needs the connection, until the connection is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showUnlockScreen(() => HttpResponse.json(unlocked));
    expect(
      screen.getByText("You're offline — unlocking needs the connection", { exact: true }),
    ).toBeVisible();

    onLine.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    expect(screen.queryByText("You're offline — unlocking needs the connection")).toBeNull();
    onLine.mockRestore();
  });
});
