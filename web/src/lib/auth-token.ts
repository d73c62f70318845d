import { AUTH_TOKEN_STORAGE_KEY } from '#domain/rules/constants';

/**
 * When the server said the session ends, and whether it is a remembered device's: what an offline start checks
 * (session-record.ts reads it). Written here, without zod: the boot's unlock screen keeps it.
 */
export interface SessionRecord {
  expiresAt: string;
  rememberDevice: boolean;
}

export const SESSION_RECORD_KEY = `${AUTH_TOKEN_STORAGE_KEY}-session`;

export function readAuthToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
}

export function storeAuthToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
}

export function clearAuthToken(): void {
  localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  localStorage.removeItem(SESSION_RECORD_KEY);
}

/** Kept from each answer that tells the session's end (unlock, session check); only while a token is held. */
export function storeSessionRecord({ expiresAt, rememberDevice }: SessionRecord): void {
  if (readAuthToken() === null) return;
  localStorage.setItem(SESSION_RECORD_KEY, JSON.stringify({ expiresAt, rememberDevice }));
}
