import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits; only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The key a session's browser shows for images (<img> sends no bearer token): derived from the session token, so
 * the server can hand the same key out again on every verify, and one-way, so the key does not reveal the token.
 */
export function imageKeyOf(token: string): string {
  return createHmac('sha256', token).update('watchlist image key').digest('base64url');
}

export function randomPin(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}
