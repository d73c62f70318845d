import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MediaServerKind,
  MediaServerMatch,
  MediaServerOptions,
  MediaServerRenewResponse,
  MediaServersResponse,
  MediaServerUserUpdate,
} from '#domain/schemas/media-servers';
import { apiFetch, apiRequest } from '../api-client';
import { invalidateLibrary } from './library';
import { mediaServerQueries } from './media-servers';

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
  const overviewKey = mediaServerQueries.overview().queryKey;
  const refreshOverview = () => queryClient.invalidateQueries({ queryKey: overviewKey });
  const refreshAll = () => Promise.all([refreshOverview(), invalidateLibrary(queryClient)]);

  const setViewer = useMutation({
    mutationFn: (update: MediaServerUserUpdate) => send('PUT', '/api/media-servers/users', update),
    onSettled: refreshAll,
  });
  const renew = useMutation({
    mutationFn: (kind: MediaServerKind) =>
      apiRequest<MediaServerRenewResponse>('POST', '/api/media-servers/renew', { kind }),
    // The new address is in this answer only: it joins the overview before the overview is asked again.
    onSuccess: (renewed) => {
      queryClient.setQueryData<MediaServersResponse>(overviewKey, (overview) =>
        overview
          ? {
              ...overview,
              servers: overview.servers.map((server) => (server.kind === renewed.kind ? renewed : server)),
            }
          : overview,
      );
      return refreshOverview();
    },
  });
  const undo = useMutation({
    mutationFn: (activityId: number) => send('POST', `/api/media-servers/activity/${activityId}/undo`),
    onSuccess: refreshAll,
  });
  const match = useMutation({
    mutationFn: ({ activityId, ...title }: MediaServerMatch & { activityId: number }) =>
      send('POST', `/api/media-servers/activity/${activityId}/match`, title),
    onSuccess: refreshAll,
  });
  const setOptions = useMutation({
    mutationFn: (options: MediaServerOptions) => send('PUT', '/api/media-servers/options', options),
    onSettled: refreshOverview,
  });
  return { setViewer, renew, undo, match, setOptions };
}
