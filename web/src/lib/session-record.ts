import { verifyResponseSchema } from '../../../domain/schemas/auth';
import { readAuthToken, SESSION_RECORD_KEY, type SessionRecord } from './auth-token';

const sessionRecordSchema = verifyResponseSchema.pick({ expiresAt: true, rememberDevice: true });

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
