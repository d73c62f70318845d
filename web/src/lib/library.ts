import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AddLibraryItem,
  CreateWatchInstance,
  ItemStatus,
  LibraryItem,
  Reaction,
  UpdateWatchInstance,
  WatchInstance,
} from '../../../domain/schemas/library';
import type { Ownership, Viewer } from '../../../domain/schemas/people';
import { apiRequest } from './api-client';

export const libraryQueryKey = ['/api/library/all'] as const;
export const watchInstancesKey = (itemId: number) => ['/api/watch-instances', itemId] as const;

/** The whole library: the home screen filters, sorts and groups it on the device. */
export function useLibrary() {
  return useQuery<LibraryItem[]>({ queryKey: libraryQueryKey, staleTime: 30_000, retry: 1 });
}

export function useWatchInstances(itemId: number | null) {
  return useQuery<WatchInstance[]>({
    queryKey: watchInstancesKey(itemId ?? 0),
    enabled: itemId !== null,
  });
}

/** After any library or viewing change: every library query and recap, and the item's viewings. */
export async function refreshLibrary(queryClient: QueryClient, itemId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' &&
        (query.queryKey[0].startsWith('/api/library') || query.queryKey[0] === '/api/statistics'),
    }),
    itemId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: watchInstancesKey(itemId) }),
    itemId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: ['/api/seasons', itemId] }),
  ]);
}

export const libraryApi = {
  add: (item: AddLibraryItem) => apiRequest<LibraryItem>('POST', '/api/library', item),
  setStatus: (id: number, status: ItemStatus, date?: string) =>
    apiRequest<LibraryItem>('PUT', `/api/library/${id}/status`, date ? { status, date } : { status }),
  setRating: (id: number, userReaction: Reaction | null) =>
    apiRequest<LibraryItem>('PUT', `/api/library/${id}/rating`, { userReaction }),
  remove: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/library/${id}`),
  addViewing: (id: number, viewing: CreateWatchInstance) =>
    apiRequest<WatchInstance>('POST', `/api/library/${id}/watch-instances`, viewing),
  updateViewing: (viewingId: number, update: UpdateWatchInstance) =>
    apiRequest<WatchInstance>('PUT', `/api/watch-instances/${viewingId}`, update),
  rewatch: (id: number, viewer: Viewer = 'both') =>
    apiRequest<{ message: string }>('POST', `/api/library/${id}/rewatch`, {
      viewer,
      reaction: null,
      notes: null,
    }),
  /** `exclude`: the titles just shown, so a reroll shows another one while there is another. */
  random: (ownership: Ownership | 'all', exclude: readonly number[] = []) =>
    apiRequest<{ item: LibraryItem }>(
      'GET',
      `/api/library/random/${ownership}${exclude.length > 0 ? `?exclude=${exclude.join(',')}` : ''}`,
    ),
};

/** A library change that refreshes what it touched when it settles. */
export function useLibraryMutation<TVariables, TResult>(
  mutate: (variables: TVariables) => Promise<TResult>,
  itemIdOf: (variables: TVariables, result?: TResult) => number | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSettled: (result, _error, variables) => refreshLibrary(queryClient, itemIdOf(variables, result)),
  });
}
