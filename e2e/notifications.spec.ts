import type { PushPayload } from '#domain/schemas/notifications';
import {
  type FakePushService,
  type FakeSubscription,
  startFakePushService,
} from '#server/test-support/fake-push-service';
import { expectAccessible } from './accessibility';
import { test as base, expect, unlock } from './fixtures';
import { shoot } from './screens';

const BREAKING_BAD = 90500001; // a series of the offline catalog

const test = base.extend<{ push: FakePushService }>({
  push: async ({}, use) => {
    const push = await startFakePushService();
    await use(push);
    await push.close();
  },
  // Service workers and Web Push need a secure context: localhost is one.
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl.replace('127.0.0.1', 'localhost'));
  },
});
// The service worker is this journey's subject.
test.use({ serviceWorkers: 'allow' });

/** What the service worker's scope offers the journey's evaluations (the e2e code is typed with the DOM's globals). */
interface WorkerScope {
  registration: { getNotifications: (filter?: { tag: string }) => Promise<Notification[]> };
  dispatchEvent: (event: Event) => boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

test('notifications: turned on in Settings, a test through the push service, shown by the service worker, a tap opens the title @phone', async ({
  page,
  context,
  push,
  server,
}, testInfo) => {
  const baseURL = server.baseUrl.replace('127.0.0.1', 'localhost');
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // Headless Chromium reaches no real push service: the browser's subscribe and getSubscription are replaced by a
  // subscription the FAKE push service makes for the key the app passes (its endpoint on 127.0.0.1, its own keys).
  // Everything after is real: the app's POST, the server's VAPID-signed aes128gcm push, the fake's checks and
  // decryption.
  await page.exposeFunction('fakePushSubscribe', (key: string) => push.subscribe(key));
  await page.addInitScript(() => {
    const made = window as unknown as { fakePushSubscribe: (key: string) => Promise<FakeSubscription> };
    let held: PushSubscription | null = null;
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.subscribe = async function subscribe(options) {
      const key = options?.applicationServerKey;
      const subscription = await made.fakePushSubscribe(
        base64url(new Uint8Array(key instanceof ArrayBuffer ? key : (key as Uint8Array<ArrayBuffer>).buffer)),
      );
      held = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({ ...subscription, expirationTime: null }),
        unsubscribe: () => {
          held = null;
          return Promise.resolve(true);
        },
      } as unknown as PushSubscription;
      return held;
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(held);
  });

  await unlock(page, { path: '/settings/notifications' });
  // The worker registers once the page is idle; a page it controls is one a tapped notification can send elsewhere.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  const device = section.getByRole('switch', { name: 'Notify me on this device' });
  await section.getByRole('radiogroup', { name: 'Whose device' }).getByRole('radio').nth(1).click();
  await device.click();
  await expect(device).toBeChecked();
  await expect(section.getByRole('switch', { name: 'Weekly digest for this device' })).toBeChecked();
  await shoot(page, section, 'notifications', testInfo);
  await expectAccessible(page, 'Settings → Notifications, on');

  await section.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText('A test notification went to this device.', { exact: true })).toBeVisible();
  await expect.poll(() => push.received.length).toBe(1);
  const test = push.received[0]?.payload as PushPayload;
  expect(test).toMatchObject({ topic: 'test', url: '/' });

  // The push service's delivery to the browser, by the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL === `${baseURL}/` && !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const shown = (tag: string) =>
    worker.evaluate(async (wanted) => {
      const scope = self as unknown as WorkerScope;
      return (await scope.registration.getNotifications({ tag: wanted })).map((shown) => ({
        title: shown.title,
        body: shown.body,
        icon: shown.icon,
        badge: (shown as Notification & { badge: string }).badge,
        data: shown.data as unknown,
      }));
    }, tag);

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId,
    data: JSON.stringify(test),
  });
  await expect
    .poll(() => shown('test'))
    .toEqual([
      {
        title: 'Watchlist',
        body: test.body,
        icon: `${baseURL}/icons/icon-192.png`,
        badge: `${baseURL}/icons/badge-96.png`,
        data: { url: '/' },
      },
    ]);

  // A title's news, as the news scan queues it: the tap opens its title page.
  const news: PushPayload = {
    topic: 'new-episode',
    title: 'Breaking Bad',
    body: 'A new episode today',
    url: `/movie/tv/${BREAKING_BAD}`,
    tag: `new-episode:tv:${BREAKING_BAD}`,
    tmdbId: BREAKING_BAD,
    mediaType: 'tv',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId,
    data: JSON.stringify(news),
  });
  await expect.poll(async () => (await shown(news.tag)).length).toBe(1);
  // No DevTools command clicks a notification: the click is dispatched in the worker, where its handler runs as for
  // a tap (an untrusted event: the focus a real tap allows is not proven here).
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (notification) scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, news.tag);
  await expect(page).toHaveURL(`${baseURL}/movie/tv/${BREAKING_BAD}`);
  await expect(page.getByRole('heading', { name: 'Breaking Bad', level: 1 })).toBeVisible();
  await expect.poll(async () => (await shown(news.tag)).length).toBe(0);
});
