import { queryOptions } from '@tanstack/react-query';
import type { MediaServersResponse } from '#domain/schemas/media-servers';
import { apiRequest } from '../api-client';

const MEDIA_SERVERS_PATH = '/api/media-servers';

/**
 * A webhook's address is given once, in the answer that made its secret (the server keeps only its hash): an
 * address this page was given stays shown while it is open, though the answers that follow say null.
 */
function keepGivenAddresses(
  earlier: MediaServersResponse | undefined,
  answer: MediaServersResponse,
): MediaServersResponse {
  if (!earlier) return answer;
  return {
    ...answer,
    servers: answer.servers.map((server) => ({
      ...server,
      webhookPath:
        server.webhookPath ??
        earlier.servers.find((known) => known.kind === server.kind)?.webhookPath ??
        null,
    })),
  };
}

/** How often the open block asks again: a play shows within seconds of its server sending it. */
const ACTIVITY_REFRESH_MS = 5_000;

/** The media servers' addresses, their users and the last events they sent (Settings → Media servers). */
export const mediaServerQueries = {
  overview: () =>
    queryOptions({
      queryKey: [MEDIA_SERVERS_PATH] as const,
      queryFn: () => apiRequest<MediaServersResponse>('GET', MEDIA_SERVERS_PATH),
      refetchInterval: ACTIVITY_REFRESH_MS,
      structuralSharing: (earlier: unknown, answer: unknown) =>
        keepGivenAddresses(earlier as MediaServersResponse | undefined, answer as MediaServersResponse),
    }),
};
