import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaServerKind } from '#domain/schemas/media-servers';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { formWith, overview, postWebhook, realBody, webhookPaths } from './media-servers-test-support';
import { recorded } from './recording-test-support';

// Every real body of test-fixtures/real-data/media-servers through the real route, as its server sends it.
let api: ApiHarness;
let paths: Record<MediaServerKind, string>;

beforeAll(async () => {
  api = await startApiHarness();
  await api.login();
  paths = await webhookPaths(api);
});
afterAll(() => api.close());

const waiting = 'Waiting for who';
const ignored = (event: string) => `Ignored: ${event} is not a finished or stopped play`;

const jellyfin: [file: string, outcome: string][] = [
  ['movary-playbackstop-movie.json', waiting],
  ['jellyfinanilistsync-playbackstop-episode.json', waiting],
  ['jellyfinanilistsync-userdatasaved-toggleplayed-episode.json', waiting],
  ['moviepilot-playbackstart-episode.json', ignored('PlaybackStart')],
  ['multiscrobbler-playbackprogress-audio.json', ignored('PlaybackProgress')],
];
const plex: [file: string, outcome: string][] = [
  ['movary-media-scrobble-movie.json', waiting],
  ['moviepilot-media-scrobble-episode.json', waiting],
  ['tacoded-media-resume-episode.json', ignored('media.resume')],
  ['tacoded-media-pause-movie.json', ignored('media.pause')],
  ['icco-relay-media-resume-episode-legacy-tvdb.json', ignored('media.resume')],
  ['plex-support-article-media-play-track.json', ignored('media.play')],
];
const emby: [file: string, outcome: string][] = [
  ['movary-playback-stop-movie.json', waiting],
  ['moviepilot-playback-stop-movie.json', waiting],
  ['moviepilot-playback-start-episode.json', ignored('playback.start')],
  ['traktsync-item-markplayed-movie.json', waiting],
  ['traktsync-item-markplayed-episode.json', waiting],
  ['traktsync-playback-pause-movie.json', ignored('playback.pause')],
];

describe('the real bodies, as each server posts them', () => {
  it.each(jellyfin)('Jellyfin, text/plain: %s → %s', async (file, outcome) => {
    const answer = await postWebhook(
      api,
      paths.jellyfin,
      realBody(`jellyfin/${file}`),
      'text/plain; charset=utf-8',
    );
    expect(answer).toEqual({ status: 200, body: { outcome } });
  });

  it.each(plex)('Plex, multipart payload: %s → %s', async (file, outcome) => {
    const jpeg = file === 'movary-media-scrobble-movie.json';
    const answer = await postWebhook(api, paths.plex, formWith('payload', realBody(`plex/${file}`), jpeg));
    expect(answer).toEqual({ status: 200, body: { outcome } });
  });

  it.each(emby)('Emby, multipart data: %s → %s', async (file, outcome) => {
    const answer = await postWebhook(api, paths.emby, formWith('data', realBody(`emby/${file}`)));
    expect(answer).toEqual({ status: 200, body: { outcome } });
  });

  it.each(emby)('Emby, JSON: %s → %s', async (file, outcome) => {
    const answer = await postWebhook(
      api,
      paths.emby,
      realBody(`emby/${file}`),
      'application/json; charset=utf-8',
    );
    expect(answer).toEqual({ status: 200, body: { outcome } });
  });

  it('Jellyfin with the content type the household set: application/json', async () => {
    const body = realBody('jellyfin/movary-playbackstop-movie.json');
    expect(await postWebhook(api, paths.jellyfin, body, 'application/json')).toEqual({
      status: 200,
      body: { outcome: waiting },
    });
  });

  it('Plex’s multipart as Plex writes it: the payload part with its own content type, then the thumbnail', async () => {
    const boundary = '------------------------e3b9d0c0a6f1b2c3';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\nContent-Type: application/json\r\n\r\n` +
          `${realBody('plex/moviepilot-media-scrobble-episode.json')}\r\n--${boundary}\r\n` +
          'Content-Disposition: form-data; name="thumb"; filename="image.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${api.baseUrl}${paths.plex}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: waiting });
  });

  it('Emby’s test notification', async () => {
    const body = JSON.stringify({ Title: 'Test Notification', Event: 'system.notificationtest' });
    expect(await postWebhook(api, paths.emby, body, 'application/json')).toEqual({
      status: 200,
      body: { outcome: 'Test received' },
    });
  });
});

describe('what the household sees', () => {
  it('every event in the activity, newest first, with its user, title and outcome', async () => {
    const { activity } = await overview(api);
    expect(activity).toHaveLength(jellyfin.length + plex.length + emby.length * 2 + 3);
    expect(activity[0]).toMatchObject({ kind: 'emby', user: null, outcome: 'Test received' });
    expect(
      activity.find((event) => event.user === 'luizfelipe' && event.title?.includes('Dead City')),
    ).toMatchObject({
      kind: 'emby',
      title: 'The Walking Dead: Dead City S2E5',
      outcome: waiting,
      message: 'Finished',
      at: '2025-06-08T16:44:13.836Z',
    });
    expect(activity.find((event) => event.title === 'Brother Madonna')).toMatchObject({
      kind: 'jellyfin',
      user: 'Tabitha',
      outcome: ignored('PlaybackProgress'),
    });
  });

  it('lists every user that sent a play, not yet asked about; not those who only sent other events', async () => {
    const { users } = await overview(api);
    expect(users.map(({ kind, name }) => `${kind}:${name}`).sort()).toEqual(
      [
        'emby:admin',
        'emby:luizfelipe',
        'emby:test',
        'jellyfin:Rain',
        'jellyfin:jellyfin',
        'plex:title',
        'plex:播放',
      ].sort(),
    );
    expect(users.every((user) => user.viewer === null && !user.asked)).toBe(true);
  });

  it('shows an address only when its secret is made', async () => {
    const { servers } = await overview(api);
    expect(servers).toEqual([
      { kind: 'jellyfin', webhookPath: null },
      { kind: 'plex', webhookPath: null },
      { kind: 'emby', webhookPath: null },
    ]);
  });

  it('keeps the secret only hashed', () => {
    const secret = paths.plex.split('/').at(-1) ?? '';
    const rows = api.db.prepare('SELECT hex(secret_hash) AS hash FROM media_server_secrets').all() as {
      hash: string;
    }[];
    expect(rows).toHaveLength(3);
    expect(rows.some((row) => row.hash.includes(Buffer.from(secret).toString('hex').toUpperCase()))).toBe(
      false,
    );
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});

describe('who watched', () => {
  it('a mapped user’s waiting plays and later plays are recorded; an ignored user’s are ignored', async () => {
    const mapped = await api.request('PUT', '/api/media-servers/users', {
      body: { kind: 'plex', name: 'title', viewer: 'person1' },
    });
    expect(mapped).toMatchObject({
      status: 200,
      body: { kind: 'plex', name: 'title', viewer: 'person1', asked: true },
    });
    const ignoredUser = await api.request('PUT', '/api/media-servers/users', {
      body: { kind: 'emby', name: 'test', viewer: null },
    });
    expect(ignoredUser.status).toBe(200);

    const activity = await recorded(api);
    const { users } = await overview(api);
    // Recorded after the mapping: its movie (TMDb 6978) is not in the offline catalog.
    expect(activity.filter((event) => event.user === 'title').map((event) => event.outcome)).toEqual([
      'Not matched',
    ]);
    expect(activity.filter((event) => event.user === 'test').map((event) => event.outcome)).toEqual([
      'Ignored: test is set to Ignore',
      'Ignored: test is set to Ignore',
    ]);
    expect(users.find((user) => user.name === 'test')).toEqual({
      kind: 'emby',
      name: 'test',
      viewer: null,
      asked: true,
    });

    const again = await postWebhook(
      api,
      paths.plex,
      formWith('payload', realBody('plex/movary-media-scrobble-movie.json')),
    );
    expect(again).toEqual({ status: 200, body: { outcome: 'Received' } });
    const stop = await postWebhook(
      api,
      paths.emby,
      realBody('emby/movary-playback-stop-movie.json'),
      'application/json',
    );
    expect(stop).toEqual({ status: 200, body: { outcome: 'Ignored: test is set to Ignore' } });
  });

  it('refuses a wrong mapping with a 4xx message, changing nothing', async () => {
    const before = await overview(api);
    const bad: [unknown, number, RegExp][] = [
      [{ kind: 'trakt', name: 'title', viewer: 'person1' }, 400, /kind must be jellyfin, plex or emby/],
      [
        { kind: 'plex', name: 'title', viewer: 'person3' },
        400,
        /viewer must be person1, person2, both or null/,
      ],
      [{ kind: 'plex', name: 42, viewer: 'both' }, 400, /name/],
      [{ kind: 'plex', name: 'title' }, 400, /viewer/],
      [{ kind: 'plex', name: 'nobody', viewer: 'both' }, 404, /No plex user named "nobody" has sent a play/],
    ];
    for (const [body, status, message] of bad) {
      const response = await api.request('PUT', '/api/media-servers/users', { body });
      expect(response.status).toBe(status);
      expect((response.body as { message: string }).message).toMatch(message);
    }
    expect(await overview(api)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/media-servers', undefined],
      ['PUT', '/api/media-servers/users', { kind: 'plex', name: 'title', viewer: 'both' }],
      ['POST', '/api/media-servers/renew', { kind: 'plex' }],
    ] as const) {
      const response = await api.request(method, path, { token: null, body });
      expect(response.status).toBe(401);
      expect((response.body as { message: string }).message).toBe(
        'Authentication required: unlock with your PIN',
      );
    }
  });
});
