import type { DEFAULT_QUIET_HOURS, DeliveryStatus, NotificationTopic } from '#domain/schemas/notifications';
import type { PushSupport } from '../../lib/push-support';

/** The contract's default, typed by it (the schema's module, zod, stays out of the app). */
export const defaultQuietHours: typeof DEFAULT_QUIET_HOURS = { from: '22:00', to: '08:00' };

/** Each topic's switch: its label and what it tells. */
export const topicTexts: Record<NotificationTopic, { label: string; description: string }> = {
  'new-episode': {
    label: 'New episodes',
    description: 'A new episode of a series we are watching, on its air day.',
  },
  'new-season': { label: 'New seasons', description: 'A new season of a series we finished.' },
  released: { label: 'Movie released', description: 'A movie on our watchlist comes out.' },
  'on-our-services': {
    label: 'On our services',
    description: 'A title on our watchlist arrives on one of our services.',
  },
  decide: { label: 'Decide together', description: 'An invitation to decide together what to watch.' },
  'weekly-digest': {
    label: 'Weekly digest',
    description: "Sundays at 18:00: the week ahead's premieres and arrivals.",
  },
};

/** Every topic, in the order Settings shows them. */
export const notificationTopics = Object.keys(topicTexts) as NotificationTopic[];

/** Why this device cannot be told anything, and what to do about it. */
export const pushUnavailableText: Record<Exclude<PushSupport, 'ready'>, string> = {
  insecure:
    "Notifications need HTTPS, and this page came over plain HTTP. Serve Watchlist over HTTPS (the README's 'Install it on your phones'), then turn them on here.",
  'ios-home-screen':
    'On an iPhone or iPad, notifications come only to the app on the home screen: tap Share, then Add to Home Screen, and turn them on from there.',
  unsupported: "This browser can't show notifications from Watchlist: it has no service worker or Push API.",
};

export const permissionDeniedText =
  'Notifications are blocked for Watchlist in this browser. Allow them again in the site settings (the icon beside the address), then turn them on here.';

/** The topics turned on, in words ('All topics', 'None', or their labels). */
export function topicsText(topics: readonly NotificationTopic[]): string {
  if (topics.length === notificationTopics.length) return 'All topics';
  if (topics.length === 0) return 'No topics';
  return notificationTopics
    .filter((topic) => topics.includes(topic))
    .map((topic) => topicTexts[topic].label)
    .join(', ');
}

/** A clock time of an ISO moment, as the device shows times (`14:05`, `2:05 PM`). */
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** How deliveries go when they fail ('Last try failed: …, next try at …'); null while they go through. */
export function deliveryProblemText(
  status: DeliveryStatus | null,
  time: (iso: string) => string = clock,
): string | null {
  if (!status || status.failures === 0 || status.lastError === null) return null;
  const next = status.retryAt === null ? '' : `, next try at ${time(status.retryAt)}`;
  return `Last try failed: ${status.lastError}${next}.`;
}

const pushServices: [RegExp, string][] = [
  [/(^|\.)googleapis\.com$/, 'Chrome'],
  [/(^|\.)mozilla\.com$/, 'Firefox'],
  [/(^|\.)push\.apple\.com$/, 'Safari'],
  [/(^|\.)notify\.windows\.com$/, 'Edge'],
];

/** The browser a device's push service belongs to, to tell the devices apart; null when not a known one. */
export function pushServiceBrowser(endpoint: string): string | null {
  if (!URL.canParse(endpoint)) return null;
  const { hostname } = new URL(endpoint);
  return pushServices.find(([host]) => host.test(hostname))?.[1] ?? null;
}
