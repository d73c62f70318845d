import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { server } from '../test-support/api';
import { fakePushBrowser, subscriptionJson } from '../test-support/push-browser';
import { storeAuthToken } from './auth-token';
import { offlineCache } from './offline-cache';
import { signOut } from './session';

beforeEach(() => {
  // The offline copy (IndexedDB, which happy-dom lacks) is another test's subject.
  vi.spyOn(offlineCache, 'removeClient').mockResolvedValue(undefined);
  return () => vi.restoreAllMocks();
});

test("signing out removes this device's subscription from the server, then from the browser", async () => {
  const browser = fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
  storeAuthToken('token-1');
  const steps: string[] = [];
  server.use(
    http.delete('/api/notifications/subscriptions', async ({ request }) => {
      steps.push(`DELETE ${JSON.stringify(await request.json())} as ${request.headers.get('authorization')}`);
      return HttpResponse.json({ message: 'Removed' });
    }),
    http.post('/api/auth/logout', () => {
      steps.push(`logout, browser still subscribed: ${browser.current() !== null}`);
      return HttpResponse.json({ message: 'Logged out' });
    }),
  );
  await signOut(new QueryClient());
  expect(steps).toEqual([
    `DELETE ${JSON.stringify({ endpoint: subscriptionJson().endpoint })} as Bearer token-1`,
    'logout, browser still subscribed: false',
  ]);
  expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
});

test('signing out still unsubscribes the browser when the server cannot forget the device', async () => {
  const browser = fakePushBrowser({ permission: 'granted', existing: subscriptionJson() });
  storeAuthToken('token-1');
  server.use(
    http.delete('/api/notifications/subscriptions', () => HttpResponse.error()),
    http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Logged out' })),
  );
  await signOut(new QueryClient());
  expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
});
