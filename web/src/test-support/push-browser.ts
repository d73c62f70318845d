import { onTestFinished, vi } from 'vitest';
import type { PushSubscriptionJson } from '#domain/schemas/notifications';

/** A browser's subscription as `toJSON()` writes it (keys of the lengths the contract asks). */
export function subscriptionJson(endpoint = 'https://push.example/this-device'): PushSubscriptionJson {
  return { endpoint, keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'c'.repeat(22) } };
}

interface FakePushOptions {
  /** What `Notification.permission` is now, and what `requestPermission()` answers. */
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  /** The subscription the browser already holds. */
  existing?: PushSubscriptionJson | null;
  secureContext?: boolean;
  userAgent?: string;
  serviceWorker?: boolean;
}

/** Sets `key` for the running test only (the component tests' files share their globals: setup.ts). */
function define(target: object, key: string, value: unknown) {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
  onTestFinished(() => {
    if (own) Object.defineProperty(target, key, own);
    else Reflect.deleteProperty(target, key);
  });
}

/**
 * The browser's service worker, Push API and notification permission, faked for a component test (happy-dom has
 * none): what was asked of them is in the answer's spies, and `current()` is the subscription held now.
 */
export function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  existing = null,
  secureContext = true,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  serviceWorker = true,
}: FakePushOptions = {}) {
  let held = existing;
  const unsubscribe = vi.fn(() => {
    held = null;
    return Promise.resolve(true);
  });
  const asSubscription = (json: PushSubscriptionJson) => ({
    endpoint: json.endpoint,
    toJSON: () => json,
    unsubscribe,
  });
  const subscribe = vi.fn<(options: PushSubscriptionOptionsInit) => Promise<unknown>>(() => {
    held = subscriptionJson();
    return Promise.resolve(asSubscription(held));
  });
  const pushManager = {
    subscribe,
    getSubscription: () => Promise.resolve(held && asSubscription(held)),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(() => {
    notification.permission = answer;
    return Promise.resolve(answer);
  });
  const notification = { permission, requestPermission };

  define(window, 'isSecureContext', secureContext);
  define(navigator, 'userAgent', userAgent);
  define(window, 'Notification', notification);
  if (serviceWorker) {
    define(window, 'PushManager', function PushManager() {});
    define(navigator, 'serviceWorker', {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    });
  }
  return { subscribe, unsubscribe, requestPermission, current: () => held };
}
