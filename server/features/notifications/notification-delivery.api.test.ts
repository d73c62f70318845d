import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  publicKeyResponseSchema,
  subscriptionsResponseSchema,
  type QuietHours,
  type Subscription,
} from '#domain/schemas/notifications';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connection';
import { createNotificationFeatures } from '../../notification-features';
import { startApiHarness, TEST_PIN, type ApiHarness } from '../../test-support/api-harness';
import { startFakeNotifier, type FakeNotifier } from '../../test-support/fake-notifier';
import { startFakePushService, type FakePushService } from '../../test-support/fake-push-service';
import type { News } from './news';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let api: ApiHarness;
let push: FakePushService;
let notifier: FakeNotifier;
let publicKey: string;

beforeEach(async () => {
  api = await startApiHarness();
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

let nextKey = 1;
const news = (change: Partial<News> = {}): News => ({
  key: `new-episode:1399:${nextKey++}`,
  topic: 'new-episode',
  title: 'Harbor Lights',
  body: 'Season 2, episode 3 airs today',
  url: '/movie/tv/210003',
  tmdbId: 210003,
  mediaType: 'tv',
  viewer: null,
  relevantUntil: api.clock.now().getTime() + 24 * HOUR,
  urgent: false,
  ...change,
});

/** Queues news and waits until the worker has sent what is due. */
async function enqueue(...items: News[]): Promise<number> {
  const added = api.app.notifications.newsSink.enqueue(items);
  await api.app.notifications.worker.settled();
  return added;
}

/** Moves the clock on and lets the worker send what fell due meanwhile. */
async function later(ms: number): Promise<void> {
  api.clock.advance(ms);
  api.app.notifications.worker.kick();
  await api.app.notifications.worker.settled();
}

async function subscribe(body: Record<string, unknown> = {}): Promise<string> {
  const answer = await api.request('POST', '/api/notifications/subscriptions', {
    body: { subscription: push.subscribe(publicKey), viewer: 'person1', quietHours: null, ...body },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { endpoint: string }).endpoint;
}

async function devices(): Promise<Subscription[]> {
  return subscriptionsResponseSchema.parse(
    (await api.request('GET', '/api/notifications/subscriptions')).body,
  ).subscriptions;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Quiet hours from the household's present hour for two hours (the clock's time, in the process's zone). */
function quietNow(): QuietHours {
  const hour = api.clock.now().getHours();
  return { from: `${twoDigits(hour)}:00`, to: `${twoDigits((hour + 2) % 24)}:00` };
}

const titlesSent = () => push.received.map((each) => each.payload.title);

describe('news queued', () => {
  it('reaches the device signed, encrypted and decrypted by the push service as sent; a key is queued once', async () => {
    const endpoint = await subscribe();
    const item = news({ key: 'new-episode:210003:2026-06-15' });
    expect(await enqueue(item)).toBe(1);

    expect(push.refused).toEqual([]);
    expect(push.received).toEqual([
      {
        endpoint,
        payload: {
          topic: 'new-episode',
          title: 'Harbor Lights',
          body: 'Season 2, episode 3 airs today',
          url: '/movie/tv/210003',
          tag: 'new-episode:210003:2026-06-15',
          tmdbId: 210003,
          mediaType: 'tv',
        },
        ttl: expect.any(Number) as number,
        urgency: 'normal',
        claims: {
          aud: new URL(endpoint).origin,
          exp: expect.any(Number) as number,
          sub: expect.stringMatching(/^mailto:/) as string,
        },
      },
    ]);
    expect((await devices())[0]?.status).toMatchObject({
      lastSuccessAt: expect.any(String) as string,
      failures: 0,
    });

    expect(await enqueue({ ...item, title: 'Again' })).toBe(0);
    expect(titlesSent()).toEqual(['Harbor Lights']);
  });

  it("goes only to the devices whose topics include it, and the named person's; the notifiers get news for both", async () => {
    const one = await subscribe({ topics: ['new-episode', 'decide'] });
    const two = await subscribe({ viewer: 'person2', topics: ['released', 'decide'] });
    await api.request('PUT', '/api/notifications/settings', {
      body: { ntfyUrl: `${notifier.baseUrl}/watchlist`, topics: ['new-episode', 'decide'], quietHours: null },
    });

    await enqueue(
      news({ title: 'An episode' }),
      news({ topic: 'decide', title: 'An invitation', viewer: 'person2', urgent: true, url: '/decide' }),
      news({ topic: 'weekly-digest', title: 'The week ahead' }),
    );

    const sent = push.received.map((each) => [each.endpoint, each.payload.title]);
    expect(sent).toEqual(
      expect.arrayContaining([
        [one, 'An episode'],
        [two, 'An invitation'],
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(push.received.find((each) => each.payload.topic === 'decide')?.urgency).toBe('high');
    expect(notifier.posts.map((post) => post.headers.title)).toEqual(['An episode']);
  });

  it('waits for the quiet hours to end, the device’s own and the notifiers’; urgent news does not', async () => {
    await subscribe({ quietHours: quietNow() });
    await api.request('PUT', '/api/notifications/settings', {
      body: { ntfyUrl: `${notifier.baseUrl}/watchlist`, quietHours: quietNow() },
    });

    await enqueue(news({ title: 'Held' }), news({ topic: 'decide', title: 'Now', urgent: true }));
    expect(titlesSent()).toEqual(['Now']);
    expect(notifier.posts.map((post) => post.headers.title)).toEqual(['Now']);

    await later(HOUR);
    expect(titlesSent()).toEqual(['Now']);
    await later(HOUR + MINUTE);
    expect(titlesSent()).toEqual(['Now', 'Held']);
    expect(notifier.posts.map((post) => post.headers.title)).toEqual(['Now', 'Held']);
  });

  it('to a device the push service answers 410 drops the subscription and what waited for it', async () => {
    const gone = await subscribe();
    const kept = await subscribe({ viewer: 'person2' });
    push.answer(gone, 410);
    await enqueue(news({ title: 'First' }));
    expect((await devices()).map((each) => each.endpoint)).toEqual([kept]);

    push.answer(gone, null);
    await enqueue(news({ title: 'Second' }));
    expect(push.received.map((each) => [each.endpoint, each.payload.title])).toEqual([
      [kept, 'First'],
      [kept, 'Second'],
    ]);
  });

  it('that fails (500) is retried after 1 then 5 minutes, shown in the status, and sent once it goes through', async () => {
    const endpoint = await subscribe();
    push.answer(endpoint, 500);
    await enqueue(news({ title: 'Retried' }));
    const start = api.clock.now().getTime();
    expect((await devices())[0]?.status).toEqual({
      lastSuccessAt: null,
      lastError: 'The push service answered 500 Internal Server Error',
      failures: 1,
      retryAt: new Date(start + MINUTE).toISOString(),
    });

    await later(30_000);
    expect((await devices())[0]?.status.failures).toBe(1);
    await later(30_000);
    expect((await devices())[0]?.status).toMatchObject({
      failures: 2,
      retryAt: new Date(start + MINUTE + 5 * MINUTE).toISOString(),
    });

    push.answer(endpoint, null);
    await later(5 * MINUTE);
    expect(titlesSent()).toEqual(['Retried']);
    expect((await devices())[0]?.status).toEqual({
      lastSuccessAt: new Date(start + 6 * MINUTE).toISOString(),
      lastError: null,
      failures: 0,
      retryAt: null,
    });
    await later(HOUR);
    expect(titlesSent()).toEqual(['Retried']);
  });

  it('is not retried past its relevance', async () => {
    const endpoint = await subscribe();
    push.answer(endpoint, 503);
    await enqueue(news({ title: 'Soon stale', relevantUntil: api.clock.now().getTime() + 3 * MINUTE }));
    await later(MINUTE);
    expect((await devices())[0]?.status).toMatchObject({ failures: 2, retryAt: null });
    push.answer(endpoint, null);
    await later(HOUR);
    expect(titlesSent()).toEqual([]);
  });
});

describe('news no longer news', () => {
  it('is not sent to the person who already watched it, nor to the notifiers when both of us did', async () => {
    const watched = await subscribe();
    const other = await subscribe({ viewer: 'person2' });
    await api.request('PUT', '/api/notifications/settings', {
      body: { webhookUrl: `${notifier.baseUrl}/hook`, quietHours: null },
    });
    await api.app.close();
    const asked: [string, string | null][] = [];
    const { newsSink, worker } = createNotificationFeatures({
      db: api.db,
      clock: api.clock,
      logger: { warn: () => undefined },
      stillNews: (item, viewer) => {
        asked.push([item.title, viewer]);
        return viewer === 'person2';
      },
    });
    newsSink.enqueue([news({ title: 'Seen by person 1' })]);
    await worker.settled();
    expect(push.received.map((each) => each.endpoint)).toEqual([other]);
    expect(push.received.map((each) => each.endpoint)).not.toContain(watched);
    expect(notifier.posts).toEqual([]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['Seen by person 1', 'person1'],
        ['Seen by person 1', 'person2'],
        ['Seen by person 1', null],
      ]),
    );
  });
});

describe('a push service that does not answer', () => {
  it('is given up on after the time limit, and the news retried', async () => {
    const endpoint = await subscribe();
    push.answer(endpoint, 'no-answer');
    await api.app.close();
    const { newsSink, worker, notifications } = createNotificationFeatures({
      db: api.db,
      clock: api.clock,
      logger: { warn: () => undefined },
      sendTimeoutMs: 300,
    });
    newsSink.enqueue([news({ title: 'Waiting' })]);
    await worker.settled();
    expect(notifications.subscriptions()[0]?.status).toEqual({
      lastSuccessAt: null,
      lastError: 'The push service did not answer within 0.3 seconds',
      failures: 1,
      retryAt: new Date(api.clock.now().getTime() + MINUTE).toISOString(),
    });
  });
});

describe('a restart', () => {
  it('sends what was queued and is still relevant, never what was sent, and a send cut short once more', async () => {
    await subscribe({ quietHours: quietNow() });
    await enqueue(news({ title: 'Sent before', urgent: true }));
    await enqueue(
      news({ title: 'Held' }),
      news({ title: 'Stale by then', relevantUntil: api.clock.now().getTime() + 3 * HOUR }),
    );
    expect(titlesSent()).toEqual(['Sent before']);
    await api.app.close();

    api.clock.advance(4 * HOUR);
    const db = openDatabase(api.dbFile);
    const app = await buildApp({ db, clock: api.clock });
    try {
      await app.ready();
      await app.notifications.worker.settled();
      expect(titlesSent()).toEqual(['Sent before', 'Held']);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'user', pin: TEST_PIN, rememberDevice: false },
      });
      const token = login.json<{ authToken: string }>().authToken;
      const key = await app.inject({
        method: 'GET',
        url: '/api/notifications/public-key',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(key.json()).toEqual({ publicKey });

      // The server stopped after a push went out and before it was marked sent.
      db.prepare(
        `UPDATE notification_deliveries SET state = 'sending'
         WHERE news_id = (SELECT id FROM notification_news WHERE title = 'Held')`,
      ).run();
    } finally {
      await app.close();
    }
    const again = await buildApp({ db, clock: api.clock });
    try {
      await again.ready();
      await again.notifications.worker.settled();
      expect(titlesSent()).toEqual(['Sent before', 'Held', 'Held']);
    } finally {
      await again.close();
    }
    const third = await buildApp({ db, clock: api.clock });
    await third.ready();
    await third.notifications.worker.settled();
    await third.close();
    db.close();
    expect(titlesSent()).toEqual(['Sent before', 'Held', 'Held']);
  });
});
