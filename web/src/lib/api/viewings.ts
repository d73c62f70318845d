import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchInstance } from '#domain/schemas/library';
import { apiRequest } from '../api-client';

export const viewingQueries = {
  ofItem: (itemId: number) =>
    queryOptions({
      queryKey: ['/api/watch-instances', itemId] as const,
      queryFn: () => apiRequest<WatchInstance[]>('GET', `/api/watch-instances/${itemId}`),
    }),
};

/** A library item's viewings; nothing is asked while there is no item. */
export function useViewings(itemId: number | null) {
  return useQuery({ ...viewingQueries.ofItem(itemId ?? 0), enabled: itemId !== null });
}
