import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_BEFORE_MS } from '#domain/rules/constants';
import { toast } from '../../lib/use-toast';
import { checkSession, forgetSession, signOut } from '../../lib/session';

const activityEvents = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
  'wheel',
] as const;
/** Activity also keeps the server-side idle session alive, at most this often. */
const KEEP_ALIVE_INTERVAL_MS = 5 * 60 * 1000;

/** Signs out after 30 minutes without input, warning 2 minutes before; any input starts the wait again. */
export function useInactivityLogout(enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let warningTimer: ReturnType<typeof setTimeout>;
    let logoutTimer: ReturnType<typeof setTimeout>;
    let lastKeepAlive = Date.now();

    const expire = () => {
      signOut(queryClient)
        .catch(() => forgetSession(queryClient))
        .finally(() => {
          toast({ title: 'Session expired', description: 'Please enter your PIN to continue.' });
        });
    };
    const restart = () => {
      clearTimeout(warningTimer);
      clearTimeout(logoutTimer);
      warningTimer = setTimeout(() => {
        toast({
          title: 'Session expiring soon',
          description: 'Your session will expire in 2 minutes due to inactivity.',
        });
      }, INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_BEFORE_MS);
      logoutTimer = setTimeout(expire, INACTIVITY_TIMEOUT_MS);
    };
    const onActivity = () => {
      restart();
      if (Date.now() - lastKeepAlive >= KEEP_ALIVE_INTERVAL_MS) {
        lastKeepAlive = Date.now();
        checkSession().catch(() => undefined);
      }
    };

    restart();
    for (const event of activityEvents)
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    return () => {
      clearTimeout(warningTimer);
      clearTimeout(logoutTimer);
      for (const event of activityEvents) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [enabled, queryClient]);
}
