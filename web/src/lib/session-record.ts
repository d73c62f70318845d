import { readAuthToken, SESSION_RECORD_KEY, type SessionRecord } from './auth-token';

/** What the device stored, if it is a session record (the shape is checked by hand: zod stays out of the web app). */
function asSessionRecord(value: unknown): SessionRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { expiresAt, rememberDevice } = value as Partial<Record<keyof SessionRecord, unknown>>;
  if (typeof expiresAt !== 'string' || typeof rememberDevice !== 'boolean') return null;
  return { expiresAt, rememberDevice };
}

/** The last known session, or null when there is none, or its end has passed (it is not revived offline). */
export function readLiveSessionRecord(now = Date.now()): SessionRecord | null {
  if (readAuthToken() === null) return null;
  try {
    const record = asSessionRecord(JSON.parse(localStorage.getItem(SESSION_RECORD_KEY) ?? 'null'));
    return record && Date.parse(record.expiresAt) > now ? record : null;
  } catch {
    return null;
  }
}
