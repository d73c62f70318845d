import { z } from 'zod';
import {
  notificationTopicSchema,
  type DeliveryStatus,
  type DeviceViewer,
  type NotificationTopic,
  type QuietHours,
} from '#domain/schemas/notifications';
import type { MediaType } from '#domain/schemas/film';
import { writeTransaction, type Db } from '../../db/connection';
import type { News } from './news';

export type NotifierKind = 'ntfy' | 'webhook';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  viewer: DeviceViewer;
  topics: NotificationTopic[];
  quietHours: QuietHours;
  createdAt: string;
  lastSuccessAt: string | null;
  lastError: string | null;
  failures: number;
}

export interface StoredNotifierSettings {
  ntfyUrl: string | null;
  ntfyToken: string | null;
  webhookUrl: string | null;
  topics: NotificationTopic[];
  quietHours: QuietHours;
  origin: string | null;
  ntfy: Omit<DeliveryStatus, 'retryAt'>;
  webhook: Omit<DeliveryStatus, 'retryAt'>;
}

/** A delivery due now, with its news and its target. */
export interface DueDelivery {
  id: number;
  attempts: number;
  news: News;
  target: { kind: 'device'; subscription: StoredSubscription } | { kind: NotifierKind };
}

/** Where a delivery goes when news is queued, and from when. */
export interface PlannedDelivery {
  subscriptionId: number | null;
  notifier: NotifierKind | null;
  notBefore: number;
}

export type DeliveryTarget = { subscriptionId: number } | { notifier: NotifierKind };

interface SubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  viewer: DeviceViewer;
  topics: string;
  quiet_from: string | null;
  quiet_to: string | null;
  created_at: string;
  last_success_at: string | null;
  last_error: string | null;
  failures: number;
}

interface SettingsRow {
  ntfy_url: string | null;
  ntfy_token: string | null;
  webhook_url: string | null;
  topics: string;
  quiet_from: string | null;
  quiet_to: string | null;
  origin: string | null;
  ntfy_last_success_at: string | null;
  ntfy_last_error: string | null;
  ntfy_failures: number;
  webhook_last_success_at: string | null;
  webhook_last_error: string | null;
  webhook_failures: number;
}

interface DueRow {
  id: number;
  attempts: number;
  subscription_id: number | null;
  notifier: NotifierKind | null;
  key: string;
  topic: NotificationTopic;
  title: string;
  body: string;
  url: string;
  tmdb_id: number | null;
  media_type: MediaType | null;
  viewer: DeviceViewer | null;
  relevant_until: number;
  urgent: number;
}

const topicsSchema = z.array(notificationTopicSchema);
const topicsOf = (text: string): NotificationTopic[] => topicsSchema.parse(JSON.parse(text));

const quietHoursOf = (from: string | null, to: string | null): QuietHours =>
  from === null || to === null ? null : { from, to };

const subscriptionOf = (row: SubscriptionRow): StoredSubscription => ({
  id: row.id,
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  viewer: row.viewer,
  topics: topicsOf(row.topics),
  quietHours: quietHoursOf(row.quiet_from, row.quiet_to),
  createdAt: row.created_at,
  lastSuccessAt: row.last_success_at,
  lastError: row.last_error,
  failures: row.failures,
});

const newsOf = (row: DueRow): News => ({
  key: row.key,
  topic: row.topic,
  title: row.title,
  body: row.body,
  url: row.url,
  tmdbId: row.tmdb_id,
  mediaType: row.media_type,
  viewer: row.viewer,
  relevantUntil: row.relevant_until,
  urgent: row.urgent === 1,
});

const SUBSCRIPTION_COLUMNS = `id, endpoint, p256dh, auth, viewer, topics, quiet_from, quiet_to, created_at,
  last_success_at, last_error, failures`;

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  viewer: DeviceViewer;
  topics: readonly NotificationTopic[];
  quietHours: QuietHours;
}

export interface NotifierSettingsInput {
  ntfyUrl: string | null;
  ntfyToken: string | null;
  webhookUrl: string | null;
  topics: readonly NotificationTopic[];
  quietHours: QuietHours;
  origin: string | null;
}

/** The notifications' tables, in the order their rows can be inserted (a delivery names its news and its device). */
const TABLES = [
  'notification_vapid_keys',
  'notifier_settings',
  'push_subscriptions',
  'notification_news',
  'notification_deliveries',
] as const;

/** Every row of the notifications' tables, column by column. */
export type NotificationRows = Record<(typeof TABLES)[number], Record<string, unknown>[]>;

/**
 * The one writer of the notifications' tables: notification_vapid_keys, push_subscriptions, notifier_settings,
 * notification_news and notification_deliveries.
 */
export function createNotificationsRepository(db: Db) {
  const statements = {
    vapid: db.prepare<[], { public_key: string; private_key: string }>(
      'SELECT public_key, private_key FROM notification_vapid_keys WHERE id = 1',
    ),
    insertVapid: db.prepare<[string, string, string]>(
      `INSERT INTO notification_vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    ),
    subscriptions: db.prepare<[], SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions ORDER BY created_at DESC, id DESC`,
    ),
    subscriptionByEndpoint: db.prepare<[string], SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions WHERE endpoint = ?`,
    ),
    subscriptionCount: db.prepare<[], { count: number }>('SELECT count(*) AS count FROM push_subscriptions'),
    insertSubscription: db.prepare(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, viewer, topics, quiet_from, quiet_to, created_at)
       VALUES (@endpoint, @p256dh, @auth, @viewer, @topics, @quietFrom, @quietTo, @at)`,
    ),
    updateSubscription: db.prepare(
      `UPDATE push_subscriptions SET p256dh = @p256dh, auth = @auth, viewer = @viewer, topics = @topics,
         quiet_from = @quietFrom, quiet_to = @quietTo WHERE endpoint = @endpoint`,
    ),
    deleteSubscription: db.prepare<[string]>('DELETE FROM push_subscriptions WHERE endpoint = ?'),
    deleteSubscriptionById: db.prepare<[number]>('DELETE FROM push_subscriptions WHERE id = ?'),
    settings: db.prepare<[], SettingsRow>(
      `SELECT ntfy_url, ntfy_token, webhook_url, topics, quiet_from, quiet_to, origin, ntfy_last_success_at,
         ntfy_last_error, ntfy_failures, webhook_last_success_at, webhook_last_error, webhook_failures
       FROM notifier_settings WHERE id = 1`,
    ),
    updateSettings: db.prepare(
      `UPDATE notifier_settings SET ntfy_url = @ntfyUrl, ntfy_token = @ntfyToken, webhook_url = @webhookUrl,
         topics = @topics, quiet_from = @quietFrom, quiet_to = @quietTo, origin = @origin WHERE id = 1`,
    ),
    insertNews: db.prepare(
      `INSERT INTO notification_news (key, topic, title, body, url, tmdb_id, media_type, viewer, relevant_until,
         urgent, created_at)
       VALUES (@key, @topic, @title, @body, @url, @tmdbId, @mediaType, @viewer, @relevantUntil, @urgent, @at)
       ON CONFLICT (key) DO NOTHING`,
    ),
    insertDelivery: db.prepare(
      `INSERT INTO notification_deliveries (news_id, subscription_id, notifier, state, not_before)
       VALUES (@newsId, @subscriptionId, @notifier, 'pending', @notBefore)`,
    ),
    due: db.prepare<[number, number], DueRow>(
      `SELECT d.id, d.attempts, d.subscription_id, d.notifier, n.key, n.topic, n.title, n.body, n.url, n.tmdb_id,
         n.media_type, n.viewer, n.relevant_until, n.urgent
       FROM notification_deliveries d JOIN notification_news n ON n.id = d.news_id
       WHERE d.state = 'pending' AND d.not_before <= ? ORDER BY d.not_before, d.id LIMIT ?`,
    ),
    subscriptionById: db.prepare<[number], SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions WHERE id = ?`,
    ),
    take: db.prepare<[number]>(
      `UPDATE notification_deliveries SET state = 'sending', attempts = attempts + 1
       WHERE id = ? AND state = 'pending'`,
    ),
    settle: db.prepare<[string, string | null, number]>(
      'UPDATE notification_deliveries SET state = ?, last_error = ? WHERE id = ?',
    ),
    retry: db.prepare<[number, string, number]>(
      `UPDATE notification_deliveries SET state = 'pending', not_before = ?, last_error = ? WHERE id = ?`,
    ),
    resumeSending: db.prepare(`UPDATE notification_deliveries SET state = 'pending' WHERE state = 'sending'`),
    deviceSuccess: db.prepare<[string, number]>(
      'UPDATE push_subscriptions SET last_success_at = ?, last_error = NULL, failures = 0 WHERE id = ?',
    ),
    deviceFailure: db.prepare<[string, number]>(
      'UPDATE push_subscriptions SET last_error = ?, failures = failures + 1 WHERE id = ?',
    ),
    ntfySuccess: db.prepare<[string]>(
      `UPDATE notifier_settings SET ntfy_last_success_at = ?, ntfy_last_error = NULL, ntfy_failures = 0
       WHERE id = 1`,
    ),
    ntfyFailure: db.prepare<[string]>(
      'UPDATE notifier_settings SET ntfy_last_error = ?, ntfy_failures = ntfy_failures + 1 WHERE id = 1',
    ),
    webhookSuccess: db.prepare<[string]>(
      `UPDATE notifier_settings SET webhook_last_success_at = ?, webhook_last_error = NULL, webhook_failures = 0
       WHERE id = 1`,
    ),
    webhookFailure: db.prepare<[string]>(
      'UPDATE notifier_settings SET webhook_last_error = ?, webhook_failures = webhook_failures + 1 WHERE id = 1',
    ),
    deviceRetryAt: db.prepare<[number], { at: number | null }>(
      `SELECT min(not_before) AS at FROM notification_deliveries
       WHERE subscription_id = ? AND state = 'pending' AND attempts > 0`,
    ),
    notifierRetryAt: db.prepare<[NotifierKind], { at: number | null }>(
      `SELECT min(not_before) AS at FROM notification_deliveries
       WHERE notifier = ? AND state = 'pending' AND attempts > 0`,
    ),
    nextDue: db.prepare<[], { at: number | null }>(
      `SELECT min(not_before) AS at FROM notification_deliveries WHERE state = 'pending'`,
    ),
  };

  function recordOutcome(target: DeliveryTarget, at: string, error: string | null): void {
    if ('subscriptionId' in target) {
      if (error === null) statements.deviceSuccess.run(at, target.subscriptionId);
      else statements.deviceFailure.run(error, target.subscriptionId);
    } else if (target.notifier === 'ntfy') {
      if (error === null) statements.ntfySuccess.run(at);
      else statements.ntfyFailure.run(error);
    } else if (error === null) statements.webhookSuccess.run(at);
    else statements.webhookFailure.run(error);
  }

  return {
    vapidKeys(): { publicKey: string; privateKey: string } | null {
      const row = statements.vapid.get();
      return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
    },

    /** Keeps the pair unless one is stored already (two starts at once); answers the one stored. */
    storeVapidKeys(keys: { publicKey: string; privateKey: string }, at: string) {
      statements.insertVapid.run(keys.publicKey, keys.privateKey, at);
      const stored = statements.vapid.get();
      if (!stored) throw new Error('The VAPID key pair was not stored');
      return { publicKey: stored.public_key, privateKey: stored.private_key };
    },

    subscriptions(): StoredSubscription[] {
      return statements.subscriptions.all().map(subscriptionOf);
    },

    subscription(endpoint: string): StoredSubscription | null {
      const row = statements.subscriptionByEndpoint.get(endpoint);
      return row ? subscriptionOf(row) : null;
    },

    /**
     * Adds a subscription, or updates the one of that endpoint; `limit`: the most kept (answers 'full' when a new
     * one would pass it).
     */
    saveSubscription(input: SubscriptionInput, at: string, limit: number): 'created' | 'updated' | 'full' {
      return writeTransaction(db, () => {
        const values = {
          endpoint: input.endpoint,
          p256dh: input.p256dh,
          auth: input.auth,
          viewer: input.viewer,
          topics: JSON.stringify(input.topics),
          quietFrom: input.quietHours?.from ?? null,
          quietTo: input.quietHours?.to ?? null,
        };
        if (statements.updateSubscription.run(values).changes > 0) return 'updated';
        if ((statements.subscriptionCount.get()?.count ?? 0) >= limit) return 'full';
        statements.insertSubscription.run({ ...values, at });
        return 'created';
      });
    },

    /** Forgets a subscription and what waited for it; false when there was none. */
    deleteSubscription(endpoint: string): boolean {
      return statements.deleteSubscription.run(endpoint).changes > 0;
    },

    deleteSubscriptionById(id: number): void {
      statements.deleteSubscriptionById.run(id);
    },

    settings(): StoredNotifierSettings {
      const row = statements.settings.get();
      if (!row) throw new Error('notifier_settings has no row');
      return {
        ntfyUrl: row.ntfy_url,
        ntfyToken: row.ntfy_token,
        webhookUrl: row.webhook_url,
        topics: topicsOf(row.topics),
        quietHours: quietHoursOf(row.quiet_from, row.quiet_to),
        origin: row.origin,
        ntfy: {
          lastSuccessAt: row.ntfy_last_success_at,
          lastError: row.ntfy_last_error,
          failures: row.ntfy_failures,
        },
        webhook: {
          lastSuccessAt: row.webhook_last_success_at,
          lastError: row.webhook_last_error,
          failures: row.webhook_failures,
        },
      };
    },

    saveSettings(input: NotifierSettingsInput): void {
      statements.updateSettings.run({
        ntfyUrl: input.ntfyUrl,
        ntfyToken: input.ntfyToken,
        webhookUrl: input.webhookUrl,
        topics: JSON.stringify(input.topics),
        quietFrom: input.quietHours?.from ?? null,
        quietTo: input.quietHours?.to ?? null,
        origin: input.origin,
      });
    },

    /**
     * Stores each piece of news whose key is new, with the deliveries `plan` gives it, in one transaction; answers
     * how many were new.
     */
    enqueue(news: readonly News[], at: string, plan: (news: News) => PlannedDelivery[]): number {
      return writeTransaction(db, () => {
        let added = 0;
        for (const item of news) {
          const inserted = statements.insertNews.run({
            key: item.key,
            topic: item.topic,
            title: item.title,
            body: item.body,
            url: item.url,
            tmdbId: item.tmdbId,
            mediaType: item.mediaType,
            viewer: item.viewer,
            relevantUntil: item.relevantUntil,
            urgent: item.urgent ? 1 : 0,
            at,
          });
          if (inserted.changes === 0) continue;
          added += 1;
          for (const delivery of plan(item)) {
            statements.insertDelivery.run({ newsId: inserted.lastInsertRowid, ...delivery });
          }
        }
        return added;
      });
    },

    /** Deliveries pending whose time has come, oldest first. */
    due(now: number, limit: number): DueDelivery[] {
      const deliveries: DueDelivery[] = [];
      for (const row of statements.due.all(now, limit)) {
        const news = newsOf(row);
        if (row.notifier !== null) {
          deliveries.push({ id: row.id, attempts: row.attempts, news, target: { kind: row.notifier } });
          continue;
        }
        const subscription =
          row.subscription_id === null ? undefined : statements.subscriptionById.get(row.subscription_id);
        if (subscription) {
          deliveries.push({
            id: row.id,
            attempts: row.attempts,
            news,
            target: { kind: 'device', subscription: subscriptionOf(subscription) },
          });
        } else {
          statements.settle.run('skipped', 'the device is gone', row.id);
        }
      }
      return deliveries;
    },

    /** Marks a delivery as being sent (committed before the request goes out); false when another took it. */
    take(id: number): boolean {
      return statements.take.run(id).changes > 0;
    },

    /** The delivery went through: it is marked sent and its target's status updated, in one transaction. */
    markSent(id: number, target: DeliveryTarget, at: string): void {
      writeTransaction(db, () => {
        statements.settle.run('sent', null, id);
        recordOutcome(target, at, null);
      });
    },

    /** It failed: tried again from `retryAt`, or given up when null; the target's status says why. */
    markFailed(id: number, target: DeliveryTarget, error: string, retryAt: number | null): void {
      writeTransaction(db, () => {
        if (retryAt === null) statements.settle.run('failed', error, id);
        else statements.retry.run(retryAt, error, id);
        recordOutcome(target, '', error);
      });
    },

    markSkipped(id: number, reason: string): void {
      statements.settle.run('skipped', reason, id);
    },

    /** A test send's outcome on its target's status (no delivery of the queue). */
    recordOutcome(target: DeliveryTarget, at: string, error: string | null): void {
      recordOutcome(target, at, error);
    },

    /** At start: deliveries taken when the server stopped (sent or not) wait again, to be sent once more. */
    resumeSending(): number {
      return statements.resumeSending.run().changes;
    },

    deviceRetryAt(subscriptionId: number): number | null {
      return statements.deviceRetryAt.get(subscriptionId)?.at ?? null;
    },

    notifierRetryAt(kind: NotifierKind): number | null {
      return statements.notifierRetryAt.get(kind)?.at ?? null;
    },

    /** Every row of the notifications' tables (to carry them over a restore). */
    rows(): NotificationRows {
      const all = (table: (typeof TABLES)[number]) =>
        db.prepare<[], Record<string, unknown>>(`SELECT * FROM ${table}`).all();
      return {
        notification_vapid_keys: all('notification_vapid_keys'),
        notifier_settings: all('notifier_settings'),
        push_subscriptions: all('push_subscriptions'),
        notification_news: all('notification_news'),
        notification_deliveries: all('notification_deliveries'),
      };
    },

    /** Replaces every row of the notifications' tables with these, in one transaction. */
    replaceRows(rows: NotificationRows): void {
      writeTransaction(db, () => {
        for (const table of [...TABLES].reverse()) db.prepare(`DELETE FROM ${table}`).run();
        for (const table of TABLES) {
          for (const row of rows[table]) {
            const columns = Object.keys(row);
            db.prepare(
              `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
            ).run(row);
          }
        }
      });
    },

    /** The earliest moment a pending delivery falls due, null when none waits. */
    nextDue(): number | null {
      return statements.nextDue.get()?.at ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
