import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The calendar feed's path; its key is the only thing that opens it. */
export const CALENDAR_FEED_PATH = '/api/calendar.ics';

/** 256 random bits, URL-safe. */
export const newFeedKey = (): string => randomBytes(32).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** What is stored of a key: its SHA-256, in hex (like session tokens). */
export const hashFeedKey = (key: string): string => digest(key).toString('hex');

/** Whether a key given is the one whose hash is stored, in a time that does not tell how much of it matched. */
export function matchesFeedKeyHash(given: string, storedHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const hashed = digest(given);
  return stored.length === hashed.length && timingSafeEqual(hashed, stored);
}

export const feedPathOf = (key: string): string => `${CALENDAR_FEED_PATH}?key=${encodeURIComponent(key)}`;

/** A request's URL as logged: the value of a `key` parameter hidden, so that the feed's key never reaches a log. */
export function withoutFeedKey(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/gi, '$1[hidden]');
}
