import { useOnline } from './use-online';

/** Why a button that changes the library is disabled while the device is offline; the banner says it too. */
export const OFFLINE_WRITE_REASON = "You're offline — changes wait for the connection";

/** Whether changes can be sent now, and if not, why: one rule for every button that writes. */
export function useWriteGuard(): { blocked: boolean; reason: string | undefined } {
  const online = useOnline();
  return { blocked: !online, reason: online ? undefined : OFFLINE_WRITE_REASON };
}
