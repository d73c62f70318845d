import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaServerKind } from '#domain/schemas/media-servers';
import { appLoggerOptions } from '../../logger-options';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { rawRequest } from '../../test-support/raw-request';
import { formWith, postWebhook, realBody, webhookPaths } from './media-servers-test-support';

let api: ApiHarness;
let paths: Record<MediaServerKind, string>;
const logLines: string[] = [];
const stream = { write: (line: string) => void logLines.push(line) };

beforeAll(async () => {
  api = await startApiHarness({ trustProxy: true, app: { logger: { ...appLoggerOptions('info'), stream } } });
  await api.login();
  paths = await webhookPaths(api);
});
afterAll(() => api.close());

const movie = () => realBody('jellyfin/movary-playbackstop-movie.json');
const eventCount = () =>
  (api.db.prepare('SELECT COUNT(*) AS n FROM media_server_events').get() as { n: number }).n;
const secretOf = (path: string) => path.split('/').at(-1) ?? '';

const HUGE_BYTES = 100 * 1024 * 1024;

/**
 * Sends a 100 MB body as fast as the server takes it, and says what came back and how much of the body got out
 * before the server closed the connection.
 */
function postHugeBody(path: string): Promise<{ answer: string; bytesSent: number }> {
  const { hostname, port } = new URL(api.baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let answer = '';
    let left = HUGE_BYTES;
    const pump = () => {
      while (left > 0 && !socket.destroyed) {
        left -= chunk.length;
        if (!socket.write(chunk)) return;
      }
      if (left <= 0) socket.end();
    };
    socket.on('data', (data: Buffer) => (answer += data.toString('utf8')));
    socket.on('drain', pump);
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, bytesSent: socket.bytesWritten }));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Forwarded-For: 10.9.9.9\r\n` +
        `Content-Type: text/plain\r\nContent-Length: ${HUGE_BYTES}\r\n\r\n`,
    );
    pump();
  });
}

describe('bodies that are not what the server sends', () => {
  it('413 for a body over 1 MB', async () => {
    const big = JSON.stringify({ NotificationType: 'PlaybackStop', Overview: 'x'.repeat(1024 * 1024) });
    const answer = await postWebhook(api, paths.jellyfin, big, 'text/plain');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/larger than this route takes \(1 MB\)/);
  });

  it('400 with what is wrong, recording nothing', async () => {
    const before = eventCount();
    const bad: [MediaServerKind, string | FormData, string | undefined, RegExp][] = [
      ['jellyfin', 'NotificationType=PlaybackStop', 'text/plain', /The body is not JSON/],
      ['jellyfin', '{"Name":"Heat"}', 'text/plain', /not a body of the Jellyfin webhook plugin/],
      ['jellyfin', '', 'text/plain', /The body is empty/],
      ['plex', movie(), 'application/json', /Plex sends multipart\/form-data with a "payload" field/],
      ['plex', formWith('data', '{}'), undefined, /The form has no "payload" field/],
      ['plex', formWith('payload', '{"event":'), undefined, /The "payload" field is not JSON/],
      ['plex', formWith('payload', '{"event":"media.scrobble"}'), undefined, /has no Metadata/],
      ['plex', 'garbage', 'multipart/form-data; boundary=zz', /The form has no "payload" field/],
      ['emby', '{"Event": 3}', 'application/json', /not a body of an Emby webhook/],
      ['emby', formWith('payload', '{}'), undefined, /The form has no "data" field/],
      ['emby', '{"Event":"item.markplayed"}', undefined, /has no Item/],
    ];
    for (const [kind, body, contentType, message] of bad) {
      const answer = await postWebhook(api, paths[kind], body, contentType);
      expect(answer.status, `${kind} ${String(message)}`).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const untyped = await rawRequest(api.baseUrl, 'POST', paths.emby, { body: '{"Event": 3}' });
    expect(untyped.status).toBe(400);
    expect(untyped.text).toContain('not a body of an Emby webhook');
    expect(eventCount()).toBe(before);
  });
});

describe('the secret', () => {
  it('404 for a wrong secret or an unknown kind, without reading a huge body', async () => {
    const { answer, bytesSent } = await postHugeBody(`/api/webhooks/jellyfin/${'A'.repeat(43)}`);
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('{"message":"No webhook at this address"}');
    // What got out sat in the sockets' buffers: the server closed the connection instead of reading on.
    expect(bytesSent).toBeLessThan(HUGE_BYTES / 4);
    const unknownKind = await postWebhook(
      api,
      `/api/webhooks/trakt/${secretOf(paths.plex)}`,
      movie(),
      'text/plain',
    );
    expect(unknownKind).toEqual({ status: 404, body: { message: 'No webhook at this address' } });
    const otherKinds = await postWebhook(
      api,
      `/api/webhooks/jellyfin/${secretOf(paths.emby)}`,
      movie(),
      'text/plain',
    );
    expect(otherKinds.status).toBe(404);
  });

  it('renewed: the new address opens, the old one answers 404', async () => {
    const renewed = await api.request('POST', '/api/media-servers/renew', { body: { kind: 'jellyfin' } });
    const { webhookPath } = renewed.body as { webhookPath: string };
    expect(renewed.status).toBe(200);
    expect(webhookPath).toMatch(/^\/api\/webhooks\/jellyfin\/[A-Za-z0-9_-]{43}$/);
    expect((await postWebhook(api, paths.jellyfin, movie(), 'text/plain')).status).toBe(404);
    expect((await postWebhook(api, webhookPath, movie(), 'text/plain')).status).toBe(200);
    expect(
      (
        await postWebhook(
          api,
          paths.plex,
          formWith('payload', realBody('plex/movary-media-scrobble-movie.json')),
        )
      ).status,
    ).toBe(200);
    paths.jellyfin = webhookPath;
    const wrong = await api.request('POST', '/api/media-servers/renew', { body: { kind: 'kodi' } });
    expect(wrong.status).toBe(400);
  });

  it('throttles wrong guesses per address like the PIN, even the right secret, and only that address', async () => {
    const from = (address: string, path: string) =>
      fetch(`${api.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address, 'content-type': 'text/plain' },
        body: movie(),
      });
    let status = 0;
    for (let guess = 0; guess < 10 && status !== 429; guess += 1) {
      status = (await from('10.1.1.1', `/api/webhooks/jellyfin/wrong${guess}`)).status;
    }
    expect(status).toBe(429);
    const right = await from('10.1.1.1', paths.jellyfin);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await right.json()) as { message: string }).message).toMatch(/Too many wrong webhook addresses/);
    expect((await from('10.2.2.2', paths.jellyfin)).status).toBe(200);
    api.clock.advance(60 * 60 * 1000);
    expect((await from('10.1.1.1', paths.jellyfin)).status).toBe(200);
  });
});

describe('odd spellings of the address', () => {
  it('percent-escapes name the same address; doubled slashes, case and a trailing slash do not open it', async () => {
    const secret = secretOf(paths.emby);
    const encoded = `/api/webhooks/%65mby/${secret.replace(/^./, (first) => `%${first.charCodeAt(0).toString(16)}`)}`;
    const send = (target: string) =>
      rawRequest(api.baseUrl, 'POST', target, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.3.3.3' },
        body: realBody('emby/traktsync-item-markplayed-movie.json'),
      });
    expect((await send(encoded)).status).toBe(200);
    const before = eventCount();
    for (const target of [
      `/api/webhooks//emby/${secret}`,
      `//api/webhooks/emby/${secret}`,
      `/api/webhooks/emby//${secret}`,
      `/API/webhooks/emby/${secret}`,
      `/api/webhooks/emby/${secret}/`,
      `/api/webhooks/emby%2F${secret}`,
    ]) {
      const answer = await send(target);
      expect([401, 404], target).toContain(answer.status);
      expect((JSON.parse(answer.text) as { message: string }).message, target).not.toBe('');
    }
    expect(eventCount()).toBe(before);
  });
});

describe('the request log', () => {
  it('never shows a secret, however the path was spelled', () => {
    expect(eventCount()).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect(log).toContain('/api/webhooks/emby/[hidden]');
    for (const path of Object.values(paths)) {
      const secret = secretOf(path);
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.slice(1));
      expect(log.toLowerCase()).not.toContain(secret.slice(1).toLowerCase());
    }
  });
});
