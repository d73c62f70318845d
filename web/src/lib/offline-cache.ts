import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { readAuthToken } from './auth-token';

/** How long what was last seen is kept for an offline start (a remembered device's session lasts 30 days). */
export const OFFLINE_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The answers kept for an offline start, by the first part of their query key (each resource's factory in
 * lib/api owns the key; offline-cache.test.ts checks these against them): the library and its season rollups,
 * title details, viewings, seasons, the household's settings and the recaps. Never the session check, searches,
 * trending or job progress, which are only worth having live.
 */
export const KEPT_QUERY_ROOTS: ReadonlySet<string> = new Set([
  '/api/library/all',
  '/api/library',
  '/api/tmdb',
  '/api/watch-instances',
  '/api/seasons',
  '/api/settings',
  '/api/statistics',
]);

export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const root = query.queryKey[0];
  return query.state.status === 'success' && typeof root === 'string' && KEPT_QUERY_ROOTS.has(root);
}

const store = createStore('watchlist-offline', 'query-cache');
const stored = createAsyncStoragePersister({
  storage: {
    getItem: async (key) => (await get<string>(key, store)) ?? null,
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  },
  key: 'last-seen',
});

/**
 * The query cache in IndexedDB, for the signed-in device only: nothing is written or read without a session
 * token, and signing out (or losing the session) deletes it, so the next person to unlock starts from nothing.
 */
export const offlineCache: Persister = {
  persistClient: (client) =>
    readAuthToken() === null ? stored.removeClient() : stored.persistClient(client),
  restoreClient: () => (readAuthToken() === null ? undefined : stored.restoreClient()),
  removeClient: () => stored.removeClient(),
};
