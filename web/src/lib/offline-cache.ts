import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { del, set } from 'idb-keyval';
import { readAuthToken } from './auth-token';
import { browserIdle } from './browser-idle';
import { keepingLastAnswers } from './offline-copy-guard';
import { OFFLINE_COPY_KEY, offlineCopyStore, readOfflineCopy } from './offline-copy-read';

/** How long what was last seen is kept for an offline start (a remembered device's session lasts 30 days). */
export const OFFLINE_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const stored = createAsyncStoragePersister({
  storage: {
    getItem: async () => (await readOfflineCopy()) ?? null,
    setItem: (key, value) => set(key, value, offlineCopyStore()),
    removeItem: (key) => del(key, offlineCopyStore()),
  },
  key: OFFLINE_COPY_KEY,
});

/**
 * The query cache in IndexedDB, for the signed-in device only: nothing is written or read without a session
 * token, and signing out (or losing the session) deletes it, so the next person to unlock starts from nothing.
 * Written in idle time, and only ever with answers (lib/offline-copy-guard.ts).
 */
export const offlineCache: Persister = keepingLastAnswers({
  persistClient: async (client) => {
    // Saving serialises the whole cache (the library's 5,000 cards with it): done at once, it held back the screen
    // its new answer was for.
    await browserIdle();
    return readAuthToken() === null ? stored.removeClient() : stored.persistClient(client);
  },
  restoreClient: () => (readAuthToken() === null ? undefined : stored.restoreClient()),
  removeClient: () => stored.removeClient(),
});
