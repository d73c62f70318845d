import type { PushSubscriptionJson } from '#domain/schemas/notifications';
import { apiRequest } from './api-client';
import { browserFacts, pushSupport } from './push-support';

/** The browser refused to show notifications (now, or earlier and remembered). */
export class PermissionDeniedError extends Error {
  constructor() {
    super('Notifications are blocked for this site');
  }
}

/** A VAPID public key (URL-safe base64, no padding) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** This browser's push subscription, null when it has none or cannot have one (no service worker registered yet). */
export async function readDeviceSubscription(): Promise<PushSubscription | null> {
  if (pushSupport(browserFacts()) !== 'ready') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the browser's permission to show notifications. Called at once in the click's handler: Safari asks only
 * while the tap's user activation lasts.
 */
export function askPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** Subscribes this device to the push service with the server's key, once the permission is granted. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJson> {
  if (Notification.permission !== 'granted') throw new PermissionDeniedError();
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON() as PushSubscriptionJson;
}

/** Removes this device's subscription from the server (while the session still lets it), then from the browser. */
export async function forgetDeviceSubscription(): Promise<void> {
  const subscription = await readDeviceSubscription();
  if (!subscription) return;
  try {
    await apiRequest('DELETE', '/api/notifications/subscriptions', { endpoint: subscription.endpoint });
  } finally {
    await subscription.unsubscribe();
  }
}
