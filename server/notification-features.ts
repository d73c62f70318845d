import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Db } from './db/connection';
import { createSenders } from './features/notifications/delivery-senders';
import { createDeliveryWorker, type DeliveryLogger } from './features/notifications/delivery-worker';
import type { NewsSink, StillNews } from './features/notifications/news';
import { createNewsQueue } from './features/notifications/queue';
import { createNotificationsRepository } from './features/notifications/repository';
import { createNotificationsService } from './features/notifications/service';
import { ensureVapidKeys } from './features/notifications/vapid';
import {
  createNewsStillness,
  createNotificationNewsFeatures,
  type NotificationNewsDeps,
} from './notification-news-features';

/** Each request to a push service, ntfy or the webhook is given this long. */
const SEND_TIMEOUT_MS = 10_000;

export interface NotificationDeps {
  db: Db;
  clock: Clock;
  logger: DeliveryLogger;
  /** Asked just before each send; default: all news is still news (until the news scan tells better). */
  stillNews?: StillNews;
  /** Each request's time limit; default 10 s. */
  sendTimeoutMs?: number;
}

/**
 * Notifications: the household's devices (Web Push) and notifiers (ntfy, a webhook), the queue news goes into
 * (`newsSink`) and the worker that sends it (`worker`: started by the app when it is ready).
 */
export function createNotificationFeatures({
  db,
  clock,
  logger,
  stillNews = () => true,
  sendTimeoutMs = SEND_TIMEOUT_MS,
}: NotificationDeps) {
  const repository = createNotificationsRepository(db);
  const vapid = ensureVapidKeys(repository, clock);
  const senders = createSenders({
    vapid: () => vapid,
    timeoutMs: sendTimeoutMs,
    now: () => clock.now().getTime(),
  });
  const worker = createDeliveryWorker({ repository, senders, clock, stillNews, logger });
  const newsSink = createNewsQueue({ repository, clock, queued: () => worker.kick() });
  const notifications = createNotificationsService({
    repository,
    senders,
    clock,
    publicKey: () => vapid.publicKey,
  });
  return { notifications, newsSink, worker };
}

export interface AddNotificationsDeps extends Pick<NotificationNewsDeps, 'settings' | 'logger'> {
  db: Db;
  clock: Clock;
  logger: DeliveryLogger & NotificationNewsDeps['logger'];
  /** Where due news goes; default: the queue (tests of the news scan alone: a collecting sink). */
  newsSink?: NewsSink | undefined;
  /** The news scan's timer (with the daily checks); without it, the scan runs at start and after each check only. */
  scanEachMinute: boolean;
}

/**
 * Notifications in the app: the queue and its worker, which sends at start what was queued while the server was down
 * and still matters; the news scan (news-*.ts), run at start — news that came meanwhile — and each minute; and
 * `app.notifications`, with which tests queue news and wait for it to be sent.
 */
export function addNotifications(
  app: FastifyInstance,
  { db, clock, logger, settings, newsSink, scanEachMinute }: AddNotificationsDeps,
) {
  const {
    notifications,
    newsSink: queue,
    worker,
  } = createNotificationFeatures({
    db,
    clock,
    logger,
    stillNews: createNewsStillness(db),
  });
  app.decorate('notifications', { newsSink: queue, worker });
  const news = createNotificationNewsFeatures({ db, clock, sink: newsSink ?? queue, settings, logger });
  app.addHook('onReady', (done) => {
    worker.start();
    if (scanEachMinute) news.start();
    else news.learned();
    done();
  });
  app.addHook('onClose', async () => {
    news.stop();
    await worker.stop();
  });
  return { notifications, news };
}
