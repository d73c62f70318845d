import { queryOptions } from '@tanstack/react-query';
import type { NotifierSettings, SubscriptionsResponse } from '#domain/schemas/notifications';
import { apiRequest } from '../api-client';
import { readDeviceSubscription } from '../push-device';

/** Settings → Notifications: the server's public key, the household's devices, its notifiers, and this device's own. */
export const notificationQueries = {
  all: ['/api/notifications'] as const,
  publicKey: () =>
    queryOptions({
      queryKey: ['/api/notifications', 'public-key'] as const,
      queryFn: () => apiRequest<{ publicKey: string }>('GET', '/api/notifications/public-key'),
      staleTime: Infinity,
    }),
  subscriptions: () =>
    queryOptions({
      queryKey: ['/api/notifications', 'subscriptions'] as const,
      queryFn: () => apiRequest<SubscriptionsResponse>('GET', '/api/notifications/subscriptions'),
    }),
  settings: () =>
    queryOptions({
      queryKey: ['/api/notifications', 'settings'] as const,
      queryFn: () => apiRequest<NotifierSettings>('GET', '/api/notifications/settings'),
    }),
  /** This browser's own push subscription (its endpoint), read from the service worker: null when none. */
  device: () =>
    queryOptions({
      queryKey: ['/api/notifications', 'device'] as const,
      queryFn: async () => (await readDeviceSubscription())?.endpoint ?? null,
      networkMode: 'always',
    }),
};
