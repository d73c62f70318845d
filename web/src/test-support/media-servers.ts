import type { MediaServersResponse } from '#domain/schemas/media-servers';

/** GET /api/media-servers' answer: the three addresses, no user and no event yet, unless told otherwise. */
export function mediaServersAnswer(fields: Partial<MediaServersResponse> = {}): MediaServersResponse {
  return {
    servers: [
      { kind: 'jellyfin', webhookPath: '/api/webhooks/jellyfin/secret-one' },
      { kind: 'plex', webhookPath: '/api/webhooks/plex/secret-one' },
      { kind: 'emby', webhookPath: '/api/webhooks/emby/secret-one' },
    ],
    users: [],
    activity: [],
    onlyLibraryTitles: false,
    ...fields,
  };
}
