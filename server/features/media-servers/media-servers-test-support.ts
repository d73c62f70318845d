import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaServerKind, MediaServersResponse } from '#domain/schemas/media-servers';
import { realDataDir } from '../../test-support/real-recordings';
import type { ApiHarness } from '../../test-support/api-harness';

/** One of the real bodies of test-fixtures/real-data/media-servers, as text. */
export const realBody = (file: string): string =>
  readFileSync(join(realDataDir, 'media-servers', file), 'utf8');

export async function overview(api: ApiHarness): Promise<MediaServersResponse> {
  const response = await api.request('GET', '/api/media-servers');
  if (response.status !== 200) throw new Error(`GET /api/media-servers: ${response.status} ${response.text}`);
  return response.body as MediaServersResponse;
}

/** Each kind's webhook address, from the first visit (the only one that shows them). */
export async function webhookPaths(api: ApiHarness): Promise<Record<MediaServerKind, string>> {
  const { servers } = await overview(api);
  const paths = Object.fromEntries(servers.map((server) => [server.kind, server.webhookPath]));
  if (!paths.jellyfin || !paths.plex || !paths.emby) throw new Error('the addresses were shown before');
  return paths as Record<MediaServerKind, string>;
}

/** A multipart/form-data body with `field` holding `json`, and a JPEG part when asked (as Plex attaches one). */
export function formWith(field: string, json: string, jpeg = false): FormData {
  const form = new FormData();
  form.append(field, json);
  if (jpeg)
    form.append(
      'thumb',
      new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], { type: 'image/jpeg' }),
      'thumb.jpg',
    );
  return form;
}

export interface Answer {
  status: number;
  body: { outcome?: string; message?: string };
}

/** POSTs to a webhook address as a media server does. */
export async function postWebhook(
  api: ApiHarness,
  path: string,
  body: string | FormData,
  contentType?: string,
): Promise<Answer> {
  const headers = contentType === undefined ? undefined : { 'content-type': contentType };
  const response = await fetch(`${api.baseUrl}${path}`, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
