import type { Clock } from '../../clock';
import type { Senders, SendOutcome, Message } from './delivery-senders';
import type { News, StillNews } from './news';
import type { DeliveryTarget, DueDelivery, NotificationsRepository } from './repository';

const MINUTE = 60_000;
/** The wait before each retry: 1, 5 and 30 minutes, then every 2 hours (never past the news's relevance). */
const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE];
/** How often the worker looks for deliveries whose time came (quiet hours over, a retry due). */
const POLL_MS = 30_000;
const BATCH = 20;

const retryDelayMs = (attempts: number): number =>
  RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? MINUTE;

export interface DeliveryLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface DeliveryWorkerDeps {
  repository: NotificationsRepository;
  senders: Senders;
  clock: Clock;
  /** Asked just before each send (the news scan's: already watched?). */
  stillNews: StillNews;
  logger: DeliveryLogger;
}

const messageOf = (news: News): Message => ({
  topic: news.topic,
  tag: news.key,
  title: news.title,
  body: news.body,
  url: news.url,
  tmdbId: news.tmdbId,
  mediaType: news.mediaType,
});

const targetOf = (delivery: DueDelivery): DeliveryTarget =>
  delivery.target.kind === 'device'
    ? { subscriptionId: delivery.target.subscription.id }
    : { notifier: delivery.target.kind };

/**
 * Sends the deliveries that are due, from the queue kept in the database. Each is marked 'sending' (committed)
 * before its request goes out and 'sent' in the transaction that records the target's success: a crash between
 * the two leaves it 'sending', and it is sent again at the next start — at most one notification twice per crash,
 * never one lost.
 */
export function createDeliveryWorker({ repository, senders, clock, stillNews, logger }: DeliveryWorkerDeps) {
  let running: Promise<void> | null = null;
  /** Kicks so far: one that comes while a run is under way makes it look again. */
  let kicks = 0;
  let timer: NodeJS.Timeout | null = null;

  async function send(delivery: DueDelivery): Promise<SendOutcome | 'no-target'> {
    const message = messageOf(delivery.news);
    if (delivery.target.kind === 'device') {
      return senders.push(delivery.target.subscription, message, delivery.news.relevantUntil);
    }
    const settings = repository.settings();
    if (delivery.target.kind === 'ntfy') {
      if (settings.ntfyUrl === null) return 'no-target';
      return senders.ntfy(settings.ntfyUrl, settings.ntfyToken, message, settings.origin);
    }
    if (settings.webhookUrl === null) return 'no-target';
    return senders.webhook(settings.webhookUrl, message, settings.origin);
  }

  async function deliver(delivery: DueDelivery): Promise<void> {
    const now = clock.now().getTime();
    if (now > delivery.news.relevantUntil) {
      repository.markSkipped(delivery.id, 'no longer relevant');
      return;
    }
    const viewer = delivery.target.kind === 'device' ? delivery.target.subscription.viewer : null;
    if (!stillNews(delivery.news, viewer)) {
      repository.markSkipped(delivery.id, 'no longer news');
      return;
    }
    if (!repository.take(delivery.id)) return;
    const outcome = await send(delivery).catch((error: unknown): SendOutcome => ({
      ok: false,
      gone: false,
      error: `The notification could not be prepared (${error instanceof Error ? error.message : String(error)})`,
    }));
    const target = targetOf(delivery);
    if (outcome === 'no-target') {
      repository.markSkipped(delivery.id, 'the notifier is no longer set');
    } else if (outcome.ok) {
      repository.markSent(delivery.id, target, clock.now().toISOString());
    } else if (outcome.gone && delivery.target.kind === 'device') {
      // The push service forgot the subscription (the browser unsubscribed, the app was removed).
      repository.deleteSubscriptionById(delivery.target.subscription.id);
    } else {
      const attempts = delivery.attempts + 1;
      const retryAt = clock.now().getTime() + retryDelayMs(attempts);
      repository.markFailed(
        delivery.id,
        target,
        outcome.error,
        retryAt > delivery.news.relevantUntil ? null : retryAt,
      );
      logger.warn(
        { delivery: delivery.id, target: delivery.target.kind, attempts, error: outcome.error },
        'A notification was not delivered',
      );
    }
  }

  async function run(): Promise<void> {
    for (;;) {
      const due = repository.due(clock.now().getTime(), BATCH);
      if (due.length === 0) return;
      await Promise.all(due.map((delivery) => deliver(delivery)));
    }
  }

  function kick(): void {
    kicks += 1;
    if (running) return;
    running = (async () => {
      for (;;) {
        const seen = kicks;
        try {
          await run();
        } catch (error) {
          logger.warn(
            { error: error instanceof Error ? error.message : String(error) },
            'The notification queue failed',
          );
        }
        if (kicks === seen) break;
      }
      running = null;
    })();
  }

  return {
    /** Looks for due deliveries now (news queued, or the time moved on). */
    kick,
    /** Settles when the worker has nothing left to do now. */
    async settled(): Promise<void> {
      while (running) await running;
    },
    /** At start: what was being sent when the server stopped is due again; then due deliveries are looked for. */
    start(): void {
      repository.resumeSending();
      kick();
      timer ??= setInterval(kick, POLL_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
