import type {
  DeliveryStatus,
  NotificationTestBody,
  NotificationTestResult,
  NotifierSettings,
  NotifierSettingsUpdate,
  Subscription,
  SubscriptionBody,
} from '#domain/schemas/notifications';
import { createECDH } from 'node:crypto';
import type { Clock } from '../../clock';
import { badRequest, conflict, notFound } from '../../errors';
import type { Message, Senders, SendOutcome } from './delivery-senders';
import type { NotificationsRepository, StoredSubscription } from './repository';

/** The most devices kept: a 21st is refused (409) rather than one of ours dropped without a word. */
export const MAX_SUBSCRIPTIONS = 20;

const TEST_MESSAGE: Message = {
  topic: 'test',
  tag: 'test',
  title: 'Watchlist',
  body: 'A test notification: this is how our news will reach you.',
  url: '/',
  tmdbId: null,
  mediaType: null,
};

const GONE = 'The push service no longer knows this device: its subscription was removed';

/** Whether a browser's p256dh is a point of P-256 (nothing could be encrypted for it otherwise). */
function isP256Point(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  senders: Senders;
  clock: Clock;
  publicKey: () => string;
}

/** Settings → Notifications: this household's devices, its own notifiers, and a test send. */
export function createNotificationsService({
  repository,
  senders,
  clock,
  publicKey,
}: NotificationsServiceDeps) {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

  const subscriptionOf = (stored: StoredSubscription): Subscription => ({
    endpoint: stored.endpoint,
    viewer: stored.viewer,
    topics: stored.topics,
    quietHours: stored.quietHours,
    createdAt: stored.createdAt,
    status: {
      lastSuccessAt: stored.lastSuccessAt,
      lastError: stored.lastError,
      failures: stored.failures,
      retryAt: iso(repository.deviceRetryAt(stored.id)),
    },
  });

  function settings(): NotifierSettings {
    const stored = repository.settings();
    const status = (kind: 'ntfy' | 'webhook'): DeliveryStatus => ({
      ...stored[kind],
      retryAt: iso(repository.notifierRetryAt(kind)),
    });
    return {
      ntfyUrl: stored.ntfyUrl,
      ntfyToken: null,
      ntfyTokenSet: stored.ntfyToken !== null,
      webhookUrl: stored.webhookUrl,
      topics: stored.topics,
      quietHours: stored.quietHours,
      status: {
        ntfy: stored.ntfyUrl === null ? null : status('ntfy'),
        webhook: stored.webhookUrl === null ? null : status('webhook'),
      },
    };
  }

  async function testDevice(subscription: StoredSubscription): Promise<NotificationTestResult> {
    const outcome = await senders.push(subscription, TEST_MESSAGE, clock.now().getTime() + 3600_000);
    if (!outcome.ok && outcome.gone) repository.deleteSubscriptionById(subscription.id);
    else record({ subscriptionId: subscription.id }, outcome);
    return {
      target: 'device',
      endpoint: subscription.endpoint,
      viewer: subscription.viewer,
      ok: outcome.ok,
      error: outcome.ok ? null : outcome.gone ? GONE : outcome.error,
    };
  }

  function record(
    target: { subscriptionId: number } | { notifier: 'ntfy' | 'webhook' },
    outcome: SendOutcome,
  ) {
    repository.recordOutcome(target, clock.now().toISOString(), outcome.ok ? null : outcome.error);
  }

  async function testNotifier(kind: 'ntfy' | 'webhook'): Promise<NotificationTestResult> {
    const stored = repository.settings();
    const outcome =
      kind === 'ntfy'
        ? await senders.ntfy(stored.ntfyUrl ?? '', stored.ntfyToken, TEST_MESSAGE, stored.origin)
        : await senders.webhook(stored.webhookUrl ?? '', TEST_MESSAGE, stored.origin);
    record({ notifier: kind }, outcome);
    return {
      target: kind,
      endpoint: null,
      viewer: null,
      ok: outcome.ok,
      error: outcome.ok ? null : outcome.error,
    };
  }

  return {
    publicKey,

    subscriptions(): Subscription[] {
      return repository.subscriptions().map(subscriptionOf);
    },

    /** Adds this device, or updates it (the same endpoint): `created` tells which. */
    subscribe(body: SubscriptionBody): { created: boolean; subscription: Subscription } {
      if (!isP256Point(body.subscription.keys.p256dh)) {
        throw badRequest('subscription.keys.p256dh must be a P-256 public key');
      }
      const saved = repository.saveSubscription(
        {
          endpoint: body.subscription.endpoint,
          p256dh: body.subscription.keys.p256dh,
          auth: body.subscription.keys.auth,
          viewer: body.viewer,
          topics: body.topics,
          quietHours: body.quietHours,
        },
        clock.now().toISOString(),
        MAX_SUBSCRIPTIONS,
      );
      if (saved === 'full') {
        throw conflict(
          `At most ${MAX_SUBSCRIPTIONS} devices can be told: remove one in Settings → Notifications first`,
        );
      }
      const stored = repository.subscription(body.subscription.endpoint);
      if (!stored) throw new Error('The subscription was not stored');
      return { created: saved === 'created', subscription: subscriptionOf(stored) };
    },

    unsubscribe(endpoint: string): void {
      if (!repository.deleteSubscription(endpoint))
        throw notFound('No device is subscribed with this endpoint');
    },

    settings,

    /** `origin`: the address the settings are saved from, the base of the links the notifiers send. */
    updateSettings(update: NotifierSettingsUpdate, origin: string | null): NotifierSettings {
      const stored = repository.settings();
      repository.saveSettings({
        ntfyUrl: update.ntfyUrl === undefined ? stored.ntfyUrl : update.ntfyUrl,
        ntfyToken: update.ntfyToken === undefined ? stored.ntfyToken : update.ntfyToken,
        webhookUrl: update.webhookUrl === undefined ? stored.webhookUrl : update.webhookUrl,
        topics: update.topics ?? stored.topics,
        quietHours: update.quietHours === undefined ? stored.quietHours : update.quietHours,
        origin: origin ?? stored.origin,
      });
      return settings();
    },

    /** Sends a test at once to the targets asked for (topics and quiet hours do not hold it). */
    async test(body: NotificationTestBody): Promise<NotificationTestResult[]> {
      const stored = repository.settings();
      if (body.target === 'device') {
        const subscription = repository.subscription(body.endpoint ?? '');
        if (!subscription) throw notFound('No device is subscribed with this endpoint');
        return [await testDevice(subscription)];
      }
      if (body.target === 'ntfy' && stored.ntfyUrl === null) throw conflict('No ntfy topic URL is set');
      if (body.target === 'webhook' && stored.webhookUrl === null) throw conflict('No webhook URL is set');
      const tries: Promise<NotificationTestResult>[] = [];
      if (body.target === 'all') tries.push(...repository.subscriptions().map(testDevice));
      if ((body.target === 'all' || body.target === 'ntfy') && stored.ntfyUrl !== null)
        tries.push(testNotifier('ntfy'));
      if ((body.target === 'all' || body.target === 'webhook') && stored.webhookUrl !== null) {
        tries.push(testNotifier('webhook'));
      }
      return Promise.all(tries);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
