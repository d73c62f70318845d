import { http, HttpResponse } from 'msw';
import type { DeliveryStatus, NotifierSettings, Subscription } from '#domain/schemas/notifications';
import { server } from './api';
import { notifierSettingsAnswer } from './fixtures';

/** The server's VAPID public key in the component tests (65 bytes, URL-safe base64). */
export const publicKey = `BP${'A'.repeat(85)}`;

export const deliveredFine: DeliveryStatus = {
  lastSuccessAt: null,
  lastError: null,
  failures: 0,
  retryAt: null,
};

export function subscriptionAnswer(fields: Partial<Subscription> = {}): Subscription {
  return {
    endpoint: 'https://push.example/this-device',
    viewer: 'person1',
    topics: ['new-episode', 'new-season', 'released', 'on-our-services', 'decide', 'weekly-digest'],
    quietHours: { from: '22:00', to: '08:00' },
    createdAt: '2026-11-20T10:00:00.000Z',
    status: deliveredFine,
    ...fields,
  };
}

/** The notifications API answering with these devices and notifiers (each read afresh on every request). */
export function answerNotifications({
  subscriptions = () => [],
  settings = () => notifierSettingsAnswer(),
}: { subscriptions?: () => Subscription[]; settings?: () => NotifierSettings } = {}) {
  server.use(
    http.get('/api/notifications/public-key', () => HttpResponse.json({ publicKey })),
    http.get('/api/notifications/subscriptions', () => HttpResponse.json({ subscriptions: subscriptions() })),
    http.get('/api/notifications/settings', () => HttpResponse.json(settings())),
  );
}
