import { householdZone } from '#domain/rules/household-day';
import { decideInvitation } from '#domain/rules/notification-news';
import type { DecideSession } from '#domain/schemas/decide';
import type { OwnershipLabels } from '#domain/schemas/settings';
import type { Clock } from './clock';
import type { Db } from './db/connection';
import { errorText } from './error-text';
import type { NewsSink, StillNews } from './features/notifications/news';
import { createNewsRepository } from './features/notifications/news-repository';
import { createNewsScan } from './features/notifications/news-scan';
import { createStillNews } from './features/notifications/news-still';

/** StillNews (news-still.ts) over the database, in the household's zone: the queue asks it before each send. */
export const createNewsStillness = (db: Db, zone: () => string = householdZone): StillNews =>
  createStillNews({ repository: createNewsRepository(db), zone });

/** The day's turn and Sunday 18:00 are caught within this long. */
export const NEWS_SCAN_EVERY_MS = 60_000;

export interface NotificationNewsDeps {
  db: Db;
  clock: Clock;
  /** The queue (notify-delivery's), which keeps each key once. */
  sink: NewsSink;
  /** The household's streaming services (provider ids) and names, as Settings keeps them. */
  settings: () => { services: readonly number[]; ownershipLabels: OwnershipLabels };
  logger: { warn: (details: object, message: string) => void };
  /** The household's time zone; default: the process's (TZ). */
  zone?: () => string;
}

/**
 * What is due to be told (features/notifications news-*): the scan, run after each check that learns something, at
 * start and each minute, and the Decide together invitation, both handed to the queue.
 */
export function createNotificationNewsFeatures({
  db,
  clock,
  sink,
  settings,
  logger,
  zone = householdZone,
}: NotificationNewsDeps) {
  const repository = createNewsRepository(db);
  const scan = createNewsScan({ repository, sink, clock, services: () => settings().services, zone });
  let timer: NodeJS.Timeout | undefined;

  /** Scans now; a failure is logged, never thrown at the check that learned something. */
  function learned(): void {
    try {
      scan.run();
    } catch (error) {
      logger.warn({ error: errorText(error) }, 'news scan failed');
    }
  }

  return {
    learned,
    /** A session was started: invite the other person's devices (Pass the phone has both of us at one phone). */
    invite(session: DecideSession): void {
      if (session.passThePhone) return;
      const invited = session.startedBy === 'person1' ? 'person2' : 'person1';
      const inviter = settings().ownershipLabels[session.startedBy];
      sink.enqueue([decideInvitation(session.id, invited, inviter, clock.now().getTime())]);
    },
    /** Scans at once (news that came while the server was down), then each minute. */
    start(): void {
      learned();
      timer ??= setInterval(learned, NEWS_SCAN_EVERY_MS).unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
