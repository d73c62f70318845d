import { createStore, get, type UseStore } from 'idb-keyval';

/** Where the offline copy is kept (lib/offline-cache.ts writes it): one IndexedDB value. */
export const OFFLINE_COPY_KEY = 'last-seen';

let store: UseStore | null = null;
/** Opened on first use: a device at the unlock screen has no copy to read. */
export function offlineCopyStore(): UseStore {
  store ??= createStore('watchlist-offline', 'query-cache');
  return store;
}

let earlyRead: Promise<string | undefined> | null = null;

/**
 * Starts reading the offline copy: the boot module does it on a signed-in device that starts offline, so that
 * IndexedDB reads it while the app's code loads, not after the app has started.
 */
export function startOfflineCopyRead(): void {
  earlyRead = get<string>(OFFLINE_COPY_KEY, offlineCopyStore());
  earlyRead.catch(() => undefined); // a failure is the taker's to handle; none may go unhandled meanwhile
}

/** The offline copy as stored: the boot's read when there is one (once), else a read now. */
export function readOfflineCopy(): Promise<string | undefined> {
  const read = earlyRead ?? get<string>(OFFLINE_COPY_KEY, offlineCopyStore());
  earlyRead = null;
  return read;
}
