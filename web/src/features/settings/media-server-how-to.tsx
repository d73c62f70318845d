import type { MediaServerKind } from '#domain/schemas/media-servers';

export const mediaServerNames: Record<MediaServerKind, string> = {
  jellyfin: 'Jellyfin',
  plex: 'Plex',
  emby: 'Emby',
};

/** The media servers in the order they are shown. */
export const mediaServerKinds: MediaServerKind[] = ['jellyfin', 'plex', 'emby'];

/** Where each media server takes the address, and which of its events to send. */
export const mediaServerHowTo: Record<MediaServerKind, string> = {
  jellyfin:
    'Install the Webhook plugin, add a Generic destination with this address, tick "Send All Properties" and the events Playback Stop and User Data Saved. Its Content-Type may stay text/plain.',
  plex: 'In Settings → Webhooks (needs Plex Pass), add this address. Plex sends the plays of every account on the server: choose below whose each one is.',
  emby: 'In Settings → Notifications → Webhooks (needs Emby Premiere), add this address with the events Playback Stop and Mark Played. Either content type works.',
};
