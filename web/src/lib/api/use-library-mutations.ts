import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '#domain/schemas/auth';
import type {
  AddLibraryItem,
  CreateWatchInstance,
  DeletedViewing,
  ItemStatus,
  LibraryItem,
  Reaction,
  UpdateWatchInstance,
  WatchInstance,
} from '#domain/schemas/library';
import type { Viewer } from '#domain/schemas/people';
import { apiRequest } from '../api-client';
import { invalidateLibrary } from './library';

interface LibraryChange {
  /** The item whose viewings and seasons may have changed too. */
  itemId?: number;
  send: () => Promise<unknown>;
}

/**
 * Every change to the library and its viewings. Each call settles only once what it touched is fresh again
 * (so a dialog closes on the new state), and rejects when the server refuses, for the caller's toast.
 */
export function useLibraryMutations() {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (change: LibraryChange) => change.send(),
    onSettled: (_result, _error, change) => invalidateLibrary(queryClient, change.itemId),
  });
  const change = <T>(itemId: number | undefined, send: () => Promise<T>) =>
    mutateAsync({ itemId, send }) as Promise<T>;

  return {
    pending: isPending,
    add: (item: AddLibraryItem) =>
      change(undefined, () => apiRequest<LibraryItem>('POST', '/api/library', item)),
    setStatus: (itemId: number, status: ItemStatus, date?: string) =>
      change(itemId, () =>
        apiRequest<LibraryItem>('PUT', `/api/library/${itemId}/status`, date ? { status, date } : { status }),
      ),
    rate: (itemId: number, userReaction: Reaction | null) =>
      change(itemId, () => apiRequest<LibraryItem>('PUT', `/api/library/${itemId}/rating`, { userReaction })),
    rewatch: (itemId: number, viewer: Viewer = 'both') =>
      change(itemId, () =>
        apiRequest<MessageResponse>('POST', `/api/library/${itemId}/rewatch`, {
          viewer,
          reaction: null,
          notes: null,
        }),
      ),
    remove: (itemId: number) =>
      change(undefined, () => apiRequest<MessageResponse>('DELETE', `/api/library/${itemId}`)),
    addViewing: (itemId: number, viewing: CreateWatchInstance) =>
      change(itemId, () =>
        apiRequest<WatchInstance>('POST', `/api/library/${itemId}/watch-instances`, viewing),
      ),
    updateViewing: (itemId: number, viewingId: number, update: UpdateWatchInstance) =>
      change(itemId, () => apiRequest<WatchInstance>('PUT', `/api/watch-instances/${viewingId}`, update)),
    /** Answers the viewing deleted and its title after the delete (its status may have moved back). */
    deleteViewing: (itemId: number, viewingId: number) =>
      change(itemId, () => apiRequest<DeletedViewing>('DELETE', `/api/watch-instances/${viewingId}`)),
  };
}
