import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  notifierSettingsSchema,
  publicKeyResponseSchema,
  subscriptionSchema,
  subscriptionsResponseSchema,
  type WebhookBody,
} from '#domain/schemas/notifications';
import { appLoggerOptions } from '../../logger-options';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { startFakeNotifier, type FakeNotifier } from '../../test-support/fake-notifier';
import { startFakePushService, type FakePushService } from '../../test-support/fake-push-service';

let api: ApiHarness;
let push: FakePushService;
let notifier: FakeNotifier;
let logLines: string[];
let publicKey: string;

beforeEach(async () => {
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  api = await startApiHarness({ app: { logger: { ...appLoggerOptions('info'), stream } } });
  push = await startFakePushService();
  notifier = await startFakeNotifier();
  await api.login();
  publicKey = publicKeyResponseSchema.parse(
    (await api.request('GET', '/api/notifications/public-key')).body,
  ).publicKey;
});
afterEach(async () => {
  await api.close();
  await push.close();
  await notifier.close();
});

const subscribe = (body: Record<string, unknown> = {}) =>
  api.request('POST', '/api/notifications/subscriptions', {
    body: { subscription: push.subscribe(publicKey), viewer: 'person1', ...body },
  });

describe('the VAPID public key', () => {
  it('is an uncompressed P-256 point in URL-safe base64; the private key never leaves', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toMatch(/^[\w-]{87}$/);
    const row = api.db.prepare('SELECT private_key FROM notification_vapid_keys').get() as {
      private_key: string;
    };
    const answers = await Promise.all([
      api.request('GET', '/api/notifications/public-key'),
      api.request('GET', '/api/notifications/subscriptions'),
      api.request('GET', '/api/notifications/settings'),
    ]);
    for (const answer of answers) expect(answer.text).not.toContain(row.private_key);
    expect(logLines.join('')).not.toContain(row.private_key);
  });

  it('is refused without a session', async () => {
    const answer = await api.request('GET', '/api/notifications/public-key', { token: null });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: expect.any(String) as string });
  });
});

describe('subscriptions', () => {
  it('a new one is 201 with its defaults, the same endpoint again 200 updated, listed newest first', async () => {
    const subscription = push.subscribe(publicKey);
    const created = await api.request('POST', '/api/notifications/subscriptions', {
      body: { subscription, viewer: 'person1' },
    });
    expect(created.status).toBe(201);
    expect(subscriptionSchema.parse(created.body)).toMatchObject({
      endpoint: subscription.endpoint,
      viewer: 'person1',
      topics: ['new-episode', 'new-season', 'released', 'on-our-services', 'decide', 'weekly-digest'],
      quietHours: { from: '22:00', to: '08:00' },
      status: { lastSuccessAt: null, lastError: null, failures: 0, retryAt: null },
    });
    expect(created.text).not.toContain(subscription.keys.auth);

    const updated = await api.request('POST', '/api/notifications/subscriptions', {
      body: { subscription, viewer: 'person2', topics: ['decide'], quietHours: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ viewer: 'person2', topics: ['decide'], quietHours: null });

    api.clock.advance(1000);
    const second = await subscribe();
    const list = subscriptionsResponseSchema.parse(
      (await api.request('GET', '/api/notifications/subscriptions')).body,
    );
    expect(list.subscriptions.map((each) => each.endpoint)).toEqual([
      (second.body as { endpoint: string }).endpoint,
      subscription.endpoint,
    ]);
  });

  it('DELETE forgets one (204), and an unknown endpoint is 404', async () => {
    const created = (await subscribe()).body as { endpoint: string };
    const removed = await api.request('DELETE', '/api/notifications/subscriptions', {
      body: { endpoint: created.endpoint },
    });
    expect(removed.status).toBe(204);
    const again = await api.request('DELETE', '/api/notifications/subscriptions', {
      body: { endpoint: created.endpoint },
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'No device is subscribed with this endpoint' });
  });

  it.each([
    [
      'an endpoint that is not https',
      { endpoint: 'http://push.example.com/x' },
      'subscription.endpoint must be an https: URL',
    ],
    [
      'keys of the wrong length',
      { keys: { p256dh: 'abc', auth: 'def' } },
      'subscription.keys.p256dh must be 87 characters',
    ],
    [
      'a p256dh that is no P-256 point',
      { keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } },
      'subscription.keys.p256dh must be a P-256 public key',
    ],
    ['a viewer of no one', { viewer: 'person3' }, 'viewer must be person1 or person2'],
    ['an unknown topic', { topics: ['gossip'] }, 'topics must name only'],
    [
      'quiet hours that are no time',
      { quietHours: { from: '25:00', to: '08:00' } },
      'quietHours.from must be a time',
    ],
    ['a topic list that is no list', { topics: 'decide' }, 'topics must be a list of topic names'],
  ])('%s is 400 with what is wrong, and nothing is stored', async (_case, change, message) => {
    const subscription = push.subscribe(publicKey);
    const { endpoint, keys, ...rest } = change as Record<string, unknown>;
    const body = {
      subscription: {
        endpoint: endpoint ?? subscription.endpoint,
        keys: keys ?? subscription.keys,
      },
      viewer: 'person1',
      ...rest,
    };
    const answer = await api.request('POST', '/api/notifications/subscriptions', { body });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
    const list = subscriptionsResponseSchema.parse(
      (await api.request('GET', '/api/notifications/subscriptions')).body,
    );
    expect(list.subscriptions).toEqual([]);
  });

  it('a huge body is 413, and a request without a session 401', async () => {
    const huge = await api.request('POST', '/api/notifications/subscriptions', {
      body: { subscription: push.subscribe(publicKey), viewer: 'person1', padding: 'x'.repeat(20_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'The request body is larger than this route takes (16 KB)' });
    const locked = await api.request('POST', '/api/notifications/subscriptions', {
      token: null,
      body: { subscription: push.subscribe(publicKey), viewer: 'person1' },
    });
    expect(locked.status).toBe(401);
  });

  it('a 21st device is refused with 409 and the 20 are kept', async () => {
    for (let i = 0; i < 20; i += 1) expect((await subscribe()).status).toBe(201);
    const refused = await subscribe();
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toContain('At most 20 devices');
    const list = subscriptionsResponseSchema.parse(
      (await api.request('GET', '/api/notifications/subscriptions')).body,
    );
    expect(list.subscriptions).toHaveLength(20);
  });
});

describe("the notifiers' settings", () => {
  it('are saved field by field; the token is kept, never returned nor logged, and cleared by null', async () => {
    const initial = notifierSettingsSchema.parse(
      (await api.request('GET', '/api/notifications/settings')).body,
    );
    expect(initial).toMatchObject({
      ntfyUrl: null,
      ntfyTokenSet: false,
      webhookUrl: null,
      quietHours: { from: '22:00', to: '08:00' },
    });

    const token = 'tk_secret0123456789abcdef';
    const saved = await api.request('PUT', '/api/notifications/settings', {
      body: { ntfyUrl: `${notifier.baseUrl}/watchlist`, ntfyToken: token, topics: ['new-episode'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ntfyToken: null, ntfyTokenSet: true, topics: ['new-episode'] });
    const read = await api.request('GET', '/api/notifications/settings');
    expect(read.body).toMatchObject({
      ntfyUrl: `${notifier.baseUrl}/watchlist`,
      ntfyToken: null,
      ntfyTokenSet: true,
    });
    expect(saved.text + read.text).not.toContain(token);

    const webhook = await api.request('PUT', '/api/notifications/settings', {
      body: { webhookUrl: `${notifier.baseUrl}/hook`, quietHours: null },
    });
    expect(webhook.body).toMatchObject({ ntfyTokenSet: true, topics: ['new-episode'], quietHours: null });
    const cleared = await api.request('PUT', '/api/notifications/settings', { body: { ntfyToken: null } });
    expect(cleared.body).toMatchObject({ ntfyTokenSet: false });

    expect(logLines.some((line) => line.includes('/api/notifications/settings'))).toBe(true);
    expect(logLines.join('')).not.toContain(token);
  });

  it.each([
    [{ ntfyUrl: 'ftp://ntfy.example.com/x' }, 'ntfyUrl must be an http: or https: URL'],
    [{ ntfyToken: '' }, 'ntfyToken must not be empty'],
    [{ webhookUrl: 12 }, 'webhookUrl must be text or null'],
    [{ colour: 'red' }, 'body must be an object of'],
    [{ quietHours: { from: '08:00', to: '08:00' } }, 'quietHours.from and quietHours.to must differ'],
  ])('%o is 400 with what is wrong, and nothing changes', async (body, message) => {
    const answer = await api.request('PUT', '/api/notifications/settings', { body });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
    expect((await api.request('GET', '/api/notifications/settings')).body).toMatchObject({
      ntfyUrl: null,
      webhookUrl: null,
      quietHours: { from: '22:00', to: '08:00' },
    });
  });
});

describe('a test', () => {
  it('reaches every device, ntfy (with its token) and the webhook at once, whatever their topics and quiet hours', async () => {
    const one = (await subscribe({ topics: [], quietHours: { from: '00:00', to: '23:59' } })).body as {
      endpoint: string;
    };
    const two = (await subscribe({ viewer: 'person2' })).body as { endpoint: string };
    await api.request('PUT', '/api/notifications/settings', {
      body: {
        ntfyUrl: `${notifier.baseUrl}/watchlist`,
        ntfyToken: 'tk_0123456789',
        webhookUrl: `${notifier.baseUrl}/hook`,
        topics: [],
      },
      headers: { origin: 'https://watchlist.home:8443' },
    });

    const answer = await api.request('POST', '/api/notifications/test');
    expect(answer.status).toBe(200);
    expect((answer.body as { results: unknown[] }).results).toEqual(
      expect.arrayContaining([
        { target: 'device', endpoint: one.endpoint, viewer: 'person1', ok: true, error: null },
        { target: 'device', endpoint: two.endpoint, viewer: 'person2', ok: true, error: null },
        { target: 'ntfy', endpoint: null, viewer: null, ok: true, error: null },
        { target: 'webhook', endpoint: null, viewer: null, ok: true, error: null },
      ]),
    );
    expect(push.refused).toEqual([]);
    expect(push.received.map((each) => each.endpoint).sort()).toEqual([one.endpoint, two.endpoint].sort());
    expect(push.received[0]?.payload).toMatchObject({ topic: 'test', url: '/' });

    const ntfy = notifier.posts.find((post) => post.path === '/watchlist');
    expect(ntfy?.headers).toMatchObject({
      authorization: 'Bearer tk_0123456789',
      title: 'Watchlist',
      click: 'https://watchlist.home:8443/',
      tags: 'bell',
    });
    const hook = notifier.posts.find((post) => post.path === '/hook');
    expect(JSON.parse(hook?.body ?? '{}') as WebhookBody).toEqual({
      topic: 'test',
      title: 'Watchlist',
      body: expect.any(String) as string,
      url: 'https://watchlist.home:8443/',
      tmdbId: null,
      mediaType: null,
    });
  });

  it('to one device names it; a device the push service forgot is dropped; a failing notifier says why', async () => {
    const kept = (await subscribe()).body as { endpoint: string };
    const gone = (await subscribe()).body as { endpoint: string };
    push.answer(gone.endpoint, 410);
    const device = await api.request('POST', '/api/notifications/test', {
      body: { target: 'device', endpoint: kept.endpoint },
    });
    expect((device.body as { results: unknown[] }).results).toEqual([
      { target: 'device', endpoint: kept.endpoint, viewer: 'person1', ok: true, error: null },
    ]);
    const dropped = await api.request('POST', '/api/notifications/test', {
      body: { target: 'device', endpoint: gone.endpoint },
    });
    expect((dropped.body as { results: [{ ok: boolean; error: string }] }).results[0]).toMatchObject({
      ok: false,
    });
    const list = subscriptionsResponseSchema.parse(
      (await api.request('GET', '/api/notifications/subscriptions')).body,
    );
    expect(list.subscriptions.map((each) => each.endpoint)).toEqual([kept.endpoint]);

    await api.request('PUT', '/api/notifications/settings', {
      body: { webhookUrl: `${notifier.baseUrl}/hook` },
    });
    notifier.answer(503);
    const failing = await api.request('POST', '/api/notifications/test', { body: { target: 'webhook' } });
    expect((failing.body as { results: unknown[] }).results).toEqual([
      {
        target: 'webhook',
        endpoint: null,
        viewer: null,
        ok: false,
        error: 'The webhook answered 503 Service Unavailable',
      },
    ]);
    expect((await api.request('GET', '/api/notifications/settings')).body).toMatchObject({
      status: {
        ntfy: null,
        webhook: { lastError: 'The webhook answered 503 Service Unavailable', failures: 1 },
      },
    });
  });

  it('to an unknown device is 404, to a notifier not set 409, to no target at all 400', async () => {
    const unknown = await api.request('POST', '/api/notifications/test', {
      body: { target: 'device', endpoint: 'https://push.example.com/none' },
    });
    expect(unknown.status).toBe(404);
    const unset = await api.request('POST', '/api/notifications/test', { body: { target: 'ntfy' } });
    expect(unset.status).toBe(409);
    expect(unset.body).toEqual({ message: 'No ntfy topic URL is set' });
    const bad = await api.request('POST', '/api/notifications/test', { body: { target: 'pigeon' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: expect.stringContaining('target must be all, device, ntfy or webhook') as string,
    });
    const noEndpoint = await api.request('POST', '/api/notifications/test', { body: { target: 'device' } });
    expect(noEndpoint.status).toBe(400);
  });
});
