import { z } from 'zod';
import { mediaTypeSchema } from './film';

/** What a device or a notifier may be told, each on or off. */
export const notificationTopics = [
  'new-episode',
  'new-season',
  'released',
  'on-our-services',
  'decide',
  'weekly-digest',
] as const;

export const notificationTopicSchema = z.enum(notificationTopics, {
  error: `topics must name only ${notificationTopics.join(', ')}`,
});
export type NotificationTopic = z.infer<typeof notificationTopicSchema>;

export const topicsSchema = z
  .array(notificationTopicSchema, { error: 'topics must be a list of topic names' })
  .max(notificationTopics.length, 'topics must name each topic at most once')
  .refine((topics) => new Set(topics).size === topics.length, 'topics must name each topic at most once');

const clockTime = (which: string) =>
  z
    .string({ error: `quietHours.${which} must be text` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `quietHours.${which} must be a time HH:MM, 00:00 to 23:59`);

/**
 * Quiet hours in the household's time zone: news that falls due inside them waits until they end (invitations do
 * not wait). `from` after `to` spans midnight; null: no quiet hours.
 */
export const quietHoursSchema = z
  .strictObject(
    { from: clockTime('from'), to: clockTime('to') },
    { error: 'quietHours must be {from, to} (HH:MM) or null' },
  )
  .refine((hours) => hours.from !== hours.to, 'quietHours.from and quietHours.to must differ')
  .nullable();
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const DEFAULT_QUIET_HOURS = { from: '22:00', to: '08:00' } as const satisfies QuietHours;

/** Who holds the device: a device is one person's (news about what that person already saw is not sent to it). */
export const deviceViewerSchema = z.enum(['person1', 'person2'], {
  error: 'viewer must be person1 or person2',
});
export type DeviceViewer = z.infer<typeof deviceViewerSchema>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** A push service's address: `https:`, or `http:` on this machine's loopback (the tests' fake push service). */
export function isPushEndpoint(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** A notifier's address (ntfy, a webhook): http or https, often a machine of the household's own network. */
export function isNotifierUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

/** URL-safe base64 without padding, as `PushSubscription.toJSON()` writes the keys. */
const base64url = (which: string, length: number) =>
  z
    .string({ error: `subscription.keys.${which} must be text` })
    .regex(/^[A-Za-z0-9_-]+$/, `subscription.keys.${which} must be URL-safe base64`)
    .length(length, `subscription.keys.${which} must be ${length} characters`);

/** A browser's `PushSubscription.toJSON()` (expirationTime and anything else it adds are ignored). */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: 'subscription.endpoint must be text' })
      .max(2048, 'subscription.endpoint must be at most 2048 characters')
      .refine(isPushEndpoint, 'subscription.endpoint must be an https: URL'),
    keys: z.object(
      {
        // An uncompressed P-256 point (65 bytes) and a 16-byte secret.
        p256dh: base64url('p256dh', 87),
        auth: base64url('auth', 22),
      },
      { error: 'subscription.keys must be {p256dh, auth}' },
    ),
  },
  { error: 'subscription must be {endpoint, keys: {p256dh, auth}}' },
);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/notifications/subscriptions: a second POST of the same endpoint updates it. */
export const subscriptionBodySchema = z.object({
  subscription: pushSubscriptionSchema,
  viewer: deviceViewerSchema,
  topics: topicsSchema.default([...notificationTopics]),
  quietHours: quietHoursSchema.default(DEFAULT_QUIET_HOURS),
});
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

/** DELETE /api/notifications/subscriptions. */
export const subscriptionDeleteBodySchema = z.object({
  endpoint: z.string({ error: 'endpoint must be text' }).min(1, 'endpoint must not be empty').max(2048),
});

/** How deliveries to one device or notifier went lately: failures other than 404/410 are retried with backoff. */
export const deliveryStatusSchema = z.object({
  /** ISO-8601 moment of the last notification it accepted, null when none yet. */
  lastSuccessAt: z.string().nullable(),
  /** The last failure since that success, in words (never a key or a token), null when none. */
  lastError: z.string().nullable(),
  /** Failures in a row since the last success. */
  failures: z.number().int(),
  /** ISO-8601 moment of the next attempt of news still waiting for it, null when nothing waits. */
  retryAt: z.string().nullable(),
});
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** One device's subscription as Settings shows it (keys never leave the server again). */
export const subscriptionSchema = z.object({
  endpoint: z.string(),
  viewer: deviceViewerSchema,
  topics: z.array(notificationTopicSchema),
  quietHours: quietHoursSchema,
  createdAt: z.string(),
  status: deliveryStatusSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/notifications/subscriptions: the household's devices, newest first. */
export const subscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/** GET /api/notifications/public-key: the VAPID public key, an uncompressed P-256 point in URL-safe base64. */
export const publicKeyResponseSchema = z.object({ publicKey: z.string() });

const notifierUrl = (which: string) =>
  z
    .string({ error: `${which} must be text or null` })
    .trim()
    .max(2048, `${which} must be at most 2048 characters`)
    .refine(isNotifierUrl, `${which} must be an http: or https: URL`)
    .nullable();

/**
 * PUT /api/notifications/settings: the household's own notifiers. `ntfyToken`: a string sets it, null clears it,
 * left out keeps the one stored. A field left out keeps its value.
 */
export const notifierSettingsUpdateSchema = z.strictObject(
  {
    ntfyUrl: notifierUrl('ntfyUrl').optional(),
    ntfyToken: z
      .string({ error: 'ntfyToken must be text or null' })
      .trim()
      .min(1, 'ntfyToken must not be empty')
      .max(512, 'ntfyToken must be at most 512 characters')
      .nullable()
      .optional(),
    webhookUrl: notifierUrl('webhookUrl').optional(),
    topics: topicsSchema.optional(),
    quietHours: quietHoursSchema.optional(),
  },
  { error: 'body must be an object of ntfyUrl, ntfyToken, webhookUrl, topics and quietHours' },
);
export type NotifierSettingsUpdate = z.infer<typeof notifierSettingsUpdateSchema>;

/** GET and PUT /api/notifications/settings answer: the token itself never leaves the server (`ntfyToken` is null). */
export const notifierSettingsSchema = z.object({
  ntfyUrl: z.string().nullable(),
  ntfyToken: z.null(),
  ntfyTokenSet: z.boolean(),
  webhookUrl: z.string().nullable(),
  topics: z.array(notificationTopicSchema),
  quietHours: quietHoursSchema,
  status: z.object({ ntfy: deliveryStatusSchema.nullable(), webhook: deliveryStatusSchema.nullable() }),
});
export type NotifierSettings = z.infer<typeof notifierSettingsSchema>;

/**
 * POST /api/notifications/test: without a body (or `all`), one notification to every device of the household and to
 * each notifier set; `device` to the one subscription named by `endpoint`; `ntfy` or `webhook` to that notifier.
 * Sent at once: topics and quiet hours do not hold a test.
 */
export const notificationTestBodySchema = z
  .object({
    target: z
      .enum(['all', 'device', 'ntfy', 'webhook'], { error: 'target must be all, device, ntfy or webhook' })
      .default('all'),
    endpoint: z.string().max(2048).optional(),
  })
  .refine((body) => body.target !== 'device' || body.endpoint !== undefined, {
    error: 'a device test names its endpoint',
  });
export type NotificationTestBody = z.infer<typeof notificationTestBodySchema>;

export const notificationTestResultSchema = z.object({
  target: z.enum(['device', 'ntfy', 'webhook']),
  /** A device's endpoint; null for a notifier. */
  endpoint: z.string().nullable(),
  viewer: deviceViewerSchema.nullable(),
  ok: z.boolean(),
  /** Why it failed, in words; null when it went through. */
  error: z.string().nullable(),
});
export type NotificationTestResult = z.infer<typeof notificationTestResultSchema>;

/** The answer to a test: one result per target tried (none set: an empty list). */
export const notificationTestResponseSchema = z.object({ results: z.array(notificationTestResultSchema) });
export type NotificationTestResponse = z.infer<typeof notificationTestResponseSchema>;

/**
 * What a push carries (JSON, encrypted aes128gcm) and the service worker shows. `url` is the app's own path to open
 * when tapped (a title's page '/movie/tv/1399', Home for Up Next '/', the deck '/decide'); `tag` folds a later notification of the same news into
 * the earlier one.
 */
export const pushPayloadSchema = z.object({
  topic: z.union([notificationTopicSchema, z.literal('test')]),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  tmdbId: z.number().int().nullable(),
  mediaType: mediaTypeSchema.nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * The generic webhook's JSON POST: `url` absolute (the address the household last saved the settings from, so a
 * phone's browser can open it).
 */
export const webhookBodySchema = z.object({
  topic: z.union([notificationTopicSchema, z.literal('test')]),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tmdbId: z.number().int().nullable(),
  mediaType: mediaTypeSchema.nullable(),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;
