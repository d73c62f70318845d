import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The default data load: a GET on the query key's parts joined with slashes. */
const getByQueryKey: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getByQueryKey,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
