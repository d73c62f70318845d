import { useSyncExternalStore } from 'react';
import { readPwaState, subscribeToPwaState, type PwaState } from './pwa';

/** Whether a new version waits and whether the browser offers to install the app, as they change. */
export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribeToPwaState, readPwaState);
}
