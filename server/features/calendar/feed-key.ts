import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The calendar feed's path; its key is the only thing that opens it. */
export const CALENDAR_FEED_PATH = '/api/calendar.ics';

/** 256 random bits, URL-safe. */
export const newFeedKey = (): string => randomBytes(32).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether a key given matches the stored one, in a time that does not tell how much of it did. */
export function sameFeedKey(given: string, stored: string): boolean {
  return timingSafeEqual(digest(given), digest(stored));
}

export const feedPathOf = (key: string): string => `${CALENDAR_FEED_PATH}?key=${encodeURIComponent(key)}`;

/** A request's URL as logged: the value of a `key` parameter hidden, so that the feed's key never reaches a log. */
export function withoutFeedKey(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/gi, '$1[hidden]');
}
