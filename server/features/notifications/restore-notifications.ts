import type { Db } from '../../db/connection';
import { createNotificationsRepository, type NotificationRows } from './repository';

/**
 * What a restore keeps of today's database for the notifications: all of it. The devices subscribed today are bound
 * to today's VAPID key, and the news already sent must not be sent again; a snapshot brings back neither.
 */
export const keepNotificationsAcrossRestore = {
  take: (live: Db): NotificationRows => createNotificationsRepository(live).rows(),
  put: (restored: Db, kept: NotificationRows | null): void => {
    if (kept !== null) createNotificationsRepository(restored).replaceRows(kept);
  },
};
