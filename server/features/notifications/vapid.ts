import webpush from 'web-push';
import type { Clock } from '../../clock';
import type { NotificationsRepository } from './repository';

/**
 * The VAPID `sub` claim: a `mailto:` address, not the app's origin. The origin is usually a home network's address
 * (http://192.168.…, a .local name), which push services reject or cannot reach, and it differs with the address a
 * request came in by; Apple's service accepts only `mailto:` or a public `https:` URL. A constant `mailto:` is
 * valid everywhere and names no one.
 */
export const VAPID_SUBJECT = 'mailto:watchlist@localhost.localdomain';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The household's VAPID key pair, made and stored on first start; the private key stays in the database. */
export function ensureVapidKeys(repository: NotificationsRepository, clock: Clock): VapidDetails {
  const stored =
    repository.vapidKeys() ??
    repository.storeVapidKeys(webpush.generateVAPIDKeys(), clock.now().toISOString());
  return { subject: VAPID_SUBJECT, ...stored };
}
