import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the app can ask its server, as TanStack Query sees it (paused queries wait for it): the browser is online
 * and the server answers (lib/query-client.ts).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

/**
 * Why the app cannot ask its server, when it cannot: the browser is offline, or it is online and the server does not
 * answer ('unreachable': away from the home network, the server or its proxy down).
 */
export function useConnection(): 'online' | 'offline' | 'unreachable' {
  const online = useOnline();
  const browserOnline = useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
  if (online) return 'online';
  return browserOnline ? 'unreachable' : 'offline';
}
