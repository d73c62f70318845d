import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { held, recordRequests, server } from '../test-support/api';
import { renderScreen } from '../test-support/render';
import { AuthGate } from './auth-gate';
import { NO_FAILED_ATTEMPTS } from './shell/failed-attempts-banner';

beforeEach(() => {
  server.use(http.get('/api/random-backdrop', () => HttpResponse.json({ backdropPath: null, title: null })));
});

describe('the gate before the app', () => {
  test('shows the loading screen while the session check runs, then the unlock screen for a session refused', async () => {
    localStorage.setItem('watchlist-auth-token', 'an-old-token');
    const check = held();
    server.use(
      http.get('/api/auth/verify', async () => {
        await check.released;
        return HttpResponse.json({ message: 'Session expired' }, { status: 401 });
      }),
    );
    renderScreen(<AuthGate failedAttempts={NO_FAILED_ATTEMPTS} />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Enter your PIN to unlock')).toBeNull();
    check.release();

    expect(await screen.findByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(localStorage.getItem('watchlist-auth-token')).toBeNull();
  });

  test('a device without a token is shown the unlock screen without asking the server', async () => {
    const sent = recordRequests();
    renderScreen(<AuthGate failedAttempts={NO_FAILED_ATTEMPTS} />);

    expect(await screen.findByText('Enter your PIN to unlock', { exact: true })).toBeVisible();
    expect(sent).toEqual(['GET /api/random-backdrop']);
  });
});
