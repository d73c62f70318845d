import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { invalidateLibrary } from './library';
import { mediaServerQueries } from './media-servers';
import type { MediaServerActivityMatch, MediaServerUserUpdate } from './media-servers-shapes';

/** A write whose answer the screen does not read: the overview is asked again instead. */
const send = async (method: string, path: string, body?: unknown): Promise<void> => {
  await apiFetch(method, path, body);
};

/**
 * The media servers' writes. Each settles once the overview is fresh again; a mapping, an undo and a match also
 * refresh the library, since each may record or remove a viewing (a mapped user's waiting plays are recorded).
 */
export function useMediaServerMutations() {
  const queryClient = useQueryClient();
  const refreshOverview = () =>
    queryClient.invalidateQueries({ queryKey: mediaServerQueries.overview().queryKey });
  const refreshAll = () => Promise.all([refreshOverview(), invalidateLibrary(queryClient)]);

  const setViewer = useMutation({
    mutationFn: (update: MediaServerUserUpdate) => send('PUT', '/api/media-servers/users', update),
    onSettled: refreshAll,
  });
  const renew = useMutation({
    mutationFn: () => send('POST', '/api/media-servers/renew'),
    onSuccess: refreshOverview,
  });
  const undo = useMutation({
    mutationFn: (activityId: number) => send('POST', `/api/media-servers/activity/${activityId}/undo`),
    onSuccess: refreshAll,
  });
  const match = useMutation({
    mutationFn: ({ activityId, ...title }: MediaServerActivityMatch & { activityId: number }) =>
      send('POST', `/api/media-servers/activity/${activityId}/match`, title),
    onSuccess: refreshAll,
  });
  return { setViewer, renew, undo, match };
}
