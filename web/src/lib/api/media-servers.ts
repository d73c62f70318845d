import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import type { MediaServersResponse } from './media-servers-shapes';

const MEDIA_SERVERS_PATH = '/api/media-servers';

/** The media servers' addresses, their users and the last events they sent (Settings → Media servers). */
export const mediaServerQueries = {
  overview: () =>
    queryOptions({
      queryKey: [MEDIA_SERVERS_PATH] as const,
      queryFn: () => apiRequest<MediaServersResponse>('GET', MEDIA_SERVERS_PATH),
    }),
};
