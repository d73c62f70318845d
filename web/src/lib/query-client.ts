import { onlineManager, QueryClient } from '@tanstack/react-query';

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
      // Kept while the page lives: the offline copy (lib/offline-cache.ts) saves only what the cache still holds.
      // Not OFFLINE_CACHE_MAX_AGE_MS: a timer past 2^31 - 1 ms (~24.8 days) fires at once, and an answer nothing
      // was showing yet (the boot's early library, everything restored from the offline copy) was dropped at once.
      gcTime: Infinity,
    },
    mutations: { retry: false },
  },
});
