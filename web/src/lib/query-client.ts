import { onlineManager, QueryClient } from '@tanstack/react-query';
import { OFFLINE_CACHE_MAX_AGE_MS } from './offline-cache';

// TanStack Query assumes a connection until the browser says otherwise: an app opened offline starts offline, so
// its queries wait (on what was kept for an offline start) instead of failing.
onlineManager.setOnline(navigator.onLine);

/** Every query's options, its fetcher included, come from its resource's factory in lib/api. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      // Kept as long as the offline copy (lib/offline-cache.ts), which saves only what the cache still holds.
      gcTime: OFFLINE_CACHE_MAX_AGE_MS,
    },
    mutations: { retry: false },
  },
});
