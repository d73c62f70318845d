import { QueryClient } from '@tanstack/react-query';

/** Every query's options, its fetcher included, come from its resource's factory in lib/api. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
