import { MEDIA_SERVER_KINDS, type MediaServerKind } from '#domain/schemas/media-servers';
import { normalisedPath } from '../../request-path';

const WEBHOOKS_ROOT = '/api/webhooks';

export const webhookPathOf = (kind: MediaServerKind, secret: string): string =>
  `${WEBHOOKS_ROOT}/${kind}/${secret}`;

export const isMediaServerKind = (text: string): text is MediaServerKind =>
  (MEDIA_SERVER_KINDS as readonly string[]).includes(text);

/**
 * A request's URL as logged: whatever follows a webhook's kind hidden, however the path is spelled (escapes,
 * doubled slashes), so that no secret reaches a log.
 */
export function withoutWebhookSecret(url: string): string {
  const path = normalisedPath(url);
  if (!path.startsWith(`${WEBHOOKS_ROOT}/`)) return url;
  const kind = path.split('/')[3] ?? '';
  return `${WEBHOOKS_ROOT}/${isMediaServerKind(kind) ? kind : '[hidden]'}/[hidden]`;
}
