import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isKeptQueryKey } from './offline-queries';

const changes = new Set(['added', 'removed', 'updated']);

/**
 * Calls `save` when the cache changes in a way the offline copy would see: as TanStack's persistQueryClientSubscribe,
 * but a query the copy never keeps does not count. A query polled every few seconds (the open Decide together
 * session) would otherwise write the whole copy, the library's 5,000 cards with it, as often.
 */
export function onOfflineCopyChange(client: QueryClient, save: () => void): () => void {
  const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
    if (changes.has(event.type) && isKeptQueryKey(event.query.queryKey as QueryKey)) save();
  });
  const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
    if (changes.has(event.type)) save();
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
