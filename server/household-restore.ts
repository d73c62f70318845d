import { keepSecurityAcrossRestore } from './features/auth/restore-security';
import { restoreBackup } from './features/backups/backups';
import { forgetCalendarFeedKey } from './features/calendar/forget-feed-key';
import { keepWebhookSecretsAcrossRestore } from './features/media-servers/restore-secrets';
import { keepNotificationsAcrossRestore } from './features/notifications/restore-notifications';
import type { Db } from './db/connection';

type Kept = {
  security: ReturnType<typeof keepSecurityAcrossRestore.take>;
  webhookSecrets: ReturnType<typeof keepWebhookSecretsAcrossRestore.take>;
  notifications: ReturnType<typeof keepNotificationsAcrossRestore.take>;
};

/**
 * Today's PIN, trusted devices and throttle (the auth feature), the media servers' webhook secrets, and the
 * notifications' keys, devices, notifiers and queue; the calendar feed's key ends (the snapshot's may be one renewed
 * since).
 */
const householdCarryOver = {
  take: (live: Db): Kept => ({
    security: keepSecurityAcrossRestore.take(live),
    webhookSecrets: keepWebhookSecretsAcrossRestore.take(live),
    notifications: keepNotificationsAcrossRestore.take(live),
  }),
  put: (restored: Db, kept: Kept | null): void => {
    keepSecurityAcrossRestore.put(restored, kept?.security ?? null);
    keepWebhookSecretsAcrossRestore.put(restored, kept?.webhookSecrets ?? null);
    keepNotificationsAcrossRestore.put(restored, kept?.notifications ?? null);
    forgetCalendarFeedKey(restored);
  },
};

/**
 * `npm run restore`'s restore: the backups feature puts the snapshot back, carrying over today's PIN, trusted devices
 * and throttle from the auth feature and the webhook secrets from the media servers; every session is signed out and
 * the calendar feed's key ends.
 */
export const restoreKeepingSecurity = (file: string, dbFile: string, now: Date) =>
  restoreBackup(file, dbFile, now, householdCarryOver);
