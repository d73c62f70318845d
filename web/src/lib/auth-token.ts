import { AUTH_TOKEN_STORAGE_KEY } from '../../../domain/rules/constants';
import { verifyResponseSchema } from '../../../domain/schemas/auth';

/** When the server said the session ends, and whether it is a remembered device's: what an offline start checks. */
export interface SessionRecord {
  expiresAt: string;
  rememberDevice: boolean;
}

const SESSION_RECORD_KEY = `${AUTH_TOKEN_STORAGE_KEY}-session`;
const sessionRecordSchema = verifyResponseSchema.pick({ expiresAt: true, rememberDevice: true });

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

/** The last known session, or null when there is none, or its end has passed (it is not revived offline). */
export function readLiveSessionRecord(now = Date.now()): SessionRecord | null {
  if (readAuthToken() === null) return null;
  try {
    const record = sessionRecordSchema.safeParse(
      JSON.parse(localStorage.getItem(SESSION_RECORD_KEY) ?? 'null'),
    );
    if (!record.success) return null;
    return Date.parse(record.data.expiresAt) > now ? record.data : null;
  } catch {
    return null;
  }
}
