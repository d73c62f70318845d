import {
  onlineManager,
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { isServerUnreachable, onServerReachChange, serverReachable } from './server-reach';

/**
 * TanStack Query's "online" is whether the app can ask its server: the browser is online (an app opened offline starts
 * offline) and the server answers (lib/server-reach.ts). While either is not so, queries wait, on what was kept for an
 * offline start, instead of failing, and changes are held back (lib/write-guard.ts). TanStack's own listener would
 * take the browser's 'online' event for a connection to the server.
 */
onlineManager.setEventListener((setOnline) => {
  const follow = () => setOnline(navigator.onLine && serverReachable());
  follow();
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
  const stopFollowingServer = onServerReachChange(follow);
  return () => {
    window.removeEventListener('online', follow);
    window.removeEventListener('offline', follow);
    stopFollowingServer();
  };
});

type Options<
  TQueryFnData,
  TError,
  TData,
  TQueryData,
  TQueryKey extends QueryKey,
> = DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>;

function retriesBy<TError>(
  retry: Options<unknown, TError, unknown, unknown, QueryKey>['retry'],
  failures: number,
  error: TError,
): boolean {
  if (typeof retry === 'function') return retry(failures, error);
  return retry === true || (typeof retry === 'number' && failures < retry);
}

/**
 * A query whose request got no answer from the server is tried again, at once: the server is then out of reach, so
 * TanStack holds the retry until it answers (as it holds a query offline), and the query keeps what it showed rather
 * than failing. Other failures follow the query's own retry policy (its factory's, in lib/api).
 */
function waitingForTheServer<TQueryFnData, TError, TData, TQueryData, TQueryKey extends QueryKey>(
  options: Options<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
): Options<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
  // A query that runs whatever the connection (the session check) would be retried at once, over and over.
  if (options.networkMode === 'always') return options;
  const { retry, retryDelay } = options;
  const delay = (failures: number, error: TError): number => {
    if (isServerUnreachable(error)) return 0;
    if (typeof retryDelay === 'function') return retryDelay(failures, error);
    return retryDelay ?? Math.min(1000 * 2 ** failures, 30_000); // TanStack's own default
  };
  return {
    ...options,
    retry: (failures: number, error: TError) =>
      isServerUnreachable(error) || retriesBy(retry, failures, error),
    retryDelay: delay,
  };
}

class ServerAwareQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    return options._defaulted ? defaulted : waitingForTheServer(defaulted);
  }
}

/** Every query's options, its fetcher included, come from its resource's factory in lib/api. */
export const queryClient = new ServerAwareQueryClient({
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
