import { act, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderScreen } from '../../test-support/render';
import { InstallAppRow } from './install-app-row';

test("offers 'Install app' only once the browser has offered it, and shows the browser's dialog on Install", async () => {
  const { user } = renderScreen(<InstallAppRow />);
  expect(screen.queryByText('Install app')).toBeNull();

  // The browser's offer (Chromium fires it when its install criteria are met).
  const prompt = vi.fn(() => Promise.resolve());
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  expect(offer.defaultPrevented).toBe(true);
  expect(screen.getByText('Install app', { exact: true })).toBeVisible();
  expect(
    screen.getByText(
      "Add Watchlist to this device's home screen: it opens in its own window, and offline with what it last showed.",
    ),
  ).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Install' }));
  expect(prompt).toHaveBeenCalledTimes(1);
  // An offer can be shown once.
  await waitFor(() => expect(screen.queryByText('Install app')).toBeNull());
});
