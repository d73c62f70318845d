import { useConnection } from './use-online';

/** Why a button that changes the library is disabled while the device is offline; the banner says it too. */
export const OFFLINE_WRITE_REASON = "You're offline — changes wait for the connection";

/** Why it is disabled while the browser is online but the server does not answer. */
export const UNREACHABLE_WRITE_REASON = "Can't reach your Watchlist server — changes wait until it answers";

/** Whether changes can be sent now, and if not, why: one rule for every button that writes. */
export function useWriteGuard(): { blocked: boolean; reason: string | undefined } {
  const connection = useConnection();
  if (connection === 'online') return { blocked: false, reason: undefined };
  return {
    blocked: true,
    reason: connection === 'offline' ? OFFLINE_WRITE_REASON : UNREACHABLE_WRITE_REASON,
  };
}
