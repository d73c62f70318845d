import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { MediaServerKind } from '#domain/schemas/media-servers';
import { readEmbyBody } from '#domain/rules/media-plays/emby';
import { readJellyfinBody } from '#domain/rules/media-plays/jellyfin';
import { readPlexPayload } from '#domain/rules/media-plays/plex';
import type { ReadBody } from '#domain/rules/media-plays/play';

type Json = { ok: true; json: unknown } | { ok: false; message: string };

const isMultipart = (contentType: string) => contentType.toLowerCase().startsWith('multipart/form-data');

function parseJson(text: string, what: string): Json {
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false, message: `${what} is not JSON` };
  }
}

/** The most a form's field may hold: the whole body's limit. */
const FIELD_LIMIT_BYTES = 1024 * 1024;

/** The text of one field of a multipart/form-data body; file parts (Plex's thumbnail) are read past, not kept. */
function formField(body: Buffer, contentType: string, name: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    let form: BusboyInstance;
    try {
      form = Busboy({ headers: { 'content-type': contentType }, limits: { fieldSize: FIELD_LIMIT_BYTES } });
    } catch {
      resolve(undefined);
      return;
    }
    let value: string | undefined;
    form.on('field', (field, text) => {
      if (field === name && value === undefined) value = text;
    });
    form.on('file', (_field, file) => file.resume());
    form.on('error', () => resolve(undefined));
    form.on('finish', () => resolve(value));
    form.end(body);
  });
}

async function jsonOf(kind: MediaServerKind, body: Buffer, contentType: string): Promise<Json> {
  if (kind === 'jellyfin') return parseJson(body.toString('utf8'), 'The body');
  const field = kind === 'plex' ? 'payload' : 'data';
  if (isMultipart(contentType)) {
    const text = await formField(body, contentType, field);
    if (text === undefined) return { ok: false, message: `The form has no "${field}" field` };
    return parseJson(text, `The "${field}" field`);
  }
  if (kind === 'plex') return { ok: false, message: 'Plex sends multipart/form-data with a "payload" field' };
  return parseJson(body.toString('utf8'), 'The body');
}

const READERS = { jellyfin: readJellyfinBody, plex: readPlexPayload, emby: readEmbyBody } as const;

/** A webhook's body read as its server sends it (Jellyfin: JSON as text; Plex: multipart; Emby: either). */
export async function readWebhookBody(
  kind: MediaServerKind,
  body: Buffer | undefined,
  contentType: string,
  now: Date,
): Promise<ReadBody> {
  if (body === undefined || body.length === 0) return { ok: false, message: 'The body is empty' };
  const json = await jsonOf(kind, body, contentType);
  if (!json.ok) return json;
  return READERS[kind](json.json, now);
}
