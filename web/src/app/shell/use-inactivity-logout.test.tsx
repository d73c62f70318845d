import { act, fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { offlineCache } from '../../lib/offline-cache';
import { verifyQueryKey } from '../../lib/session';
import { recordRequests, server } from '../../test-support/api';
import { renderScreen } from '../../test-support/render';
import { useInactivityLogout } from './use-inactivity-logout';

function IdleWatch({ enabled }: { enabled: boolean }) {
  useInactivityLogout(enabled);
  return null;
}

const minutes = (count: number) => count * 60 * 1000;

/** The toast on screen now, as 'title — description'; '' when none is. */
function toastShown(): string {
  const shown = document.querySelector('[data-slot="toast"][data-state="open"]');
  if (!shown) return '';
  const part = (slot: string) => shown.querySelector(`[data-slot="toast-${slot}"]`)?.textContent ?? '';
  return `${part('title')} — ${part('description')}`;
}

/** Time passes in the page (the timers are the test's), and React renders what it brought. */
const idleFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.setItem('watchlist-auth-token', 'a-token');
  server.use(
    http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Signed out' })),
    http.get('/api/auth/verify', () =>
      HttpResponse.json({
        authenticated: true,
        rememberDevice: false,
        expiresAt: '2025-03-14T21:00:00.000Z',
      }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the idle sign-out', () => {
  test('warns 2 minutes before the 30 idle minutes are up, then signs out', async () => {
    // What was kept for an offline start is forgotten too (IndexedDB, which happy-dom has not).
    const forgetCopy = vi.spyOn(offlineCache, 'removeClient').mockResolvedValue(undefined);
    const sent = recordRequests();
    const { queryClient } = renderScreen(<IdleWatch enabled />);
    queryClient.setQueryData(verifyQueryKey, { authenticated: true, rememberDevice: false, expiresAt: '' });

    await idleFor(minutes(28) - 1);
    expect(toastShown()).toBe('');
    await idleFor(1);
    expect(toastShown()).toBe(
      'Session expiring soon — Your session will expire in 2 minutes due to inactivity.',
    );

    await idleFor(minutes(2));
    await vi.waitFor(() => expect(toastShown()).toBe('Session expired — Please enter your PIN to continue.'));
    expect(sent).toEqual(['POST /api/auth/logout']);
    expect(localStorage.getItem('watchlist-auth-token')).toBeNull();
    expect(queryClient.getQueryData(verifyQueryKey)).toBeNull();
    expect(forgetCopy).toHaveBeenCalled();
  });

  test('any input starts the 30 minutes again, and keeps the session alive on the server', async () => {
    const sent = recordRequests();
    renderScreen(<IdleWatch enabled />);
    await idleFor(minutes(27));
    fireEvent.mouseMove(window);
    await idleFor(minutes(27));
    fireEvent.keyDown(window, { key: 'a' });
    expect(sent).toEqual(['GET /api/auth/verify', 'GET /api/auth/verify']);
    await idleFor(minutes(28) - 1);
    expect(toastShown()).toBe('');
    await idleFor(1);
    expect(toastShown()).toMatch(/^Session expiring soon/);
  });

  test('a remembered device is never signed out for being idle', async () => {
    const sent = recordRequests();
    renderScreen(<IdleWatch enabled={false} />);
    await idleFor(minutes(60));
    expect(toastShown()).toBe('');
    expect(sent).toEqual([]);
    expect(localStorage.getItem('watchlist-auth-token')).toBe('a-token');
  });
});
