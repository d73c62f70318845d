-- Notifications (server/features/notifications): the VAPID key pair, each device's push subscription, the
-- household's own notifiers, the news queue and one delivery per news × target.

-- One row: made on first start. The private key never leaves this table.
CREATE TABLE notification_vapid_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- A browser's push subscription, one person's device. topics: JSON list of topic names. quiet_from/quiet_to: HH:MM
-- in the household's time zone, both null for none. last_success_at, last_error, failures: its DeliveryStatus.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  viewer TEXT NOT NULL CHECK (viewer IN ('person1', 'person2')),
  topics TEXT NOT NULL,
  quiet_from TEXT,
  quiet_to TEXT,
  created_at TEXT NOT NULL,
  last_success_at TEXT,
  last_error TEXT,
  failures INTEGER NOT NULL DEFAULT 0,
  CHECK ((quiet_from IS NULL) = (quiet_to IS NULL))
);

-- One row: the notifiers' settings (ntfy, a generic webhook), their one set of topics and quiet hours, the origin the
-- settings were last saved from (the absolute links they send), and each notifier's DeliveryStatus.
CREATE TABLE notifier_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  ntfy_url TEXT,
  ntfy_token TEXT,
  webhook_url TEXT,
  topics TEXT NOT NULL,
  quiet_from TEXT,
  quiet_to TEXT,
  origin TEXT,
  ntfy_last_success_at TEXT,
  ntfy_last_error TEXT,
  ntfy_failures INTEGER NOT NULL DEFAULT 0,
  webhook_last_success_at TEXT,
  webhook_last_error TEXT,
  webhook_failures INTEGER NOT NULL DEFAULT 0,
  CHECK ((quiet_from IS NULL) = (quiet_to IS NULL))
);

INSERT INTO notifier_settings (id, topics, quiet_from, quiet_to)
VALUES (1, '["new-episode","new-season","released","on-our-services","decide","weekly-digest"]', '22:00', '08:00');

-- Every piece of news ever queued, kept after sending: a key is never queued twice. relevant_until: epoch ms.
CREATE TABLE notification_news (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  topic TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  url TEXT NOT NULL,
  tmdb_id INTEGER,
  media_type TEXT CHECK (media_type IN ('movie', 'tv')),
  viewer TEXT CHECK (viewer IN ('person1', 'person2')),
  relevant_until INTEGER NOT NULL,
  urgent INTEGER NOT NULL CHECK (urgent IN (0, 1)),
  created_at TEXT NOT NULL
);

-- One delivery per news × target: a device (subscription_id) or a notifier ('ntfy', 'webhook'). state: 'pending'
-- (due from not_before, epoch ms), 'sending' (taken by the worker: a crash leaves it so, and it is sent again at
-- start), 'sent', 'skipped' (no longer news, or past relevant_until), 'failed' (no retry left before relevant_until).
CREATE TABLE notification_deliveries (
  id INTEGER PRIMARY KEY,
  news_id INTEGER NOT NULL REFERENCES notification_news (id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  notifier TEXT CHECK (notifier IN ('ntfy', 'webhook')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  not_before INTEGER NOT NULL,
  last_error TEXT,
  CHECK ((subscription_id IS NULL) <> (notifier IS NULL))
);

CREATE INDEX notification_deliveries_due ON notification_deliveries (state, not_before);
CREATE UNIQUE INDEX notification_deliveries_device ON notification_deliveries (news_id, subscription_id)
  WHERE subscription_id IS NOT NULL;
CREATE UNIQUE INDEX notification_deliveries_notifier ON notification_deliveries (news_id, notifier)
  WHERE notifier IS NOT NULL;
CREATE INDEX notification_deliveries_subscription ON notification_deliveries (subscription_id);
