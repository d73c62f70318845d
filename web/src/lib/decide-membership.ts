import { useCallback } from 'react';
import type { DecideViewer } from '#domain/schemas/decide';
import { useStoredJson } from './stored-value';

const MEMBERSHIP_KEY = 'watchlist-decide-membership';
const DECLINED_KEY = 'watchlist-decide-declined';

/** The Decide together session this device swipes in, and for whom (both of us when we pass the phone). */
export interface DecideMembership {
  sessionId: string;
  viewers: DecideViewer[];
}

const isViewer = (value: unknown): value is DecideViewer => value === 'person1' || value === 'person2';

function parseMembership(value: unknown): DecideMembership | null | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { sessionId, viewers } = value as Record<string, unknown>;
  if (typeof sessionId !== 'string' || !Array.isArray(viewers) || !viewers.every(isViewer)) return undefined;
  return { sessionId, viewers };
}

const parseDeclined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Which session this device has joined (kept on the device, so a reload goes on swiping), and which one it said
 * 'Not now' to (no invitation for that one again).
 */
export function useDecideMembership() {
  const [membership, setMembership] = useStoredJson<DecideMembership | null>(
    MEMBERSHIP_KEY,
    parseMembership,
    null,
  );
  const [declined, setDeclined] = useStoredJson<string | null>(DECLINED_KEY, parseDeclined, null);
  /** The viewers this device swipes for in `sessionId`: none when it has not joined that session. */
  const viewersIn = useCallback(
    (sessionId: string): DecideViewer[] => (membership?.sessionId === sessionId ? membership.viewers : []),
    [membership],
  );
  return {
    viewersIn,
    remember: (sessionId: string, viewers: DecideViewer[]) => setMembership({ sessionId, viewers }),
    declined,
    decline: (sessionId: string) => setDeclined(sessionId),
  };
}
