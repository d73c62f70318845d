import { afterEach, beforeEach, expect, it } from 'vitest';
import { publicKeyResponseSchema, subscriptionsResponseSchema } from '#domain/schemas/notifications';
import { backupsDirOf, takeBackup } from './features/backups/backups';
import { restoreKeepingSecurity } from './household-restore';
import { startApiHarness, type ApiHarness } from './test-support/api-harness';
import { startFakePushService, type FakePushService } from './test-support/fake-push-service';

let api: ApiHarness;
let push: FakePushService;
beforeEach(async () => {
  api = await startApiHarness();
  push = await startFakePushService();
  await api.login();
});
afterEach(async () => {
  await api.close();
  await push.close();
});

it("a restore keeps today's VAPID key, devices and sent news: the snapshot brings back none of its own", async () => {
  const { publicKey } = publicKeyResponseSchema.parse(
    (await api.request('GET', '/api/notifications/public-key')).body,
  );
  const subscribe = async (viewer: string) => {
    const answer = await api.request('POST', '/api/notifications/subscriptions', {
      body: { subscription: push.subscribe(publicKey), viewer, quietHours: null },
    });
    return (answer.body as { endpoint: string }).endpoint;
  };
  const before = await subscribe('person1');
  const snapshot = takeBackup(api.db, backupsDirOf(api.dbFile), new Date(2026, 10, 1, 12, 0, 0));
  const today = await subscribe('person2');
  const news = {
    key: 'released:900108',
    topic: 'released' as const,
    title: 'Copper Sky',
    body: 'Released today',
    url: '/movie/movie/900108',
    tmdbId: 900108,
    mediaType: 'movie' as const,
    viewer: null,
    relevantUntil: api.clock.now().getTime() + 24 * 3600_000,
    urgent: false,
  };
  api.app.notifications.newsSink.enqueue([news]);
  await api.app.notifications.worker.settled();
  expect(push.received).toHaveLength(2);

  await restoreKeepingSecurity(snapshot, api.dbFile, new Date(2026, 10, 2, 12, 0, 0));
  await api.login();
  const devices = subscriptionsResponseSchema.parse(
    (await api.request('GET', '/api/notifications/subscriptions')).body,
  ).subscriptions;
  expect(devices.map((each) => each.endpoint).sort()).toEqual([before, today].sort());
  expect((await api.request('GET', '/api/notifications/public-key')).body).toEqual({ publicKey });
  expect(api.app.notifications.newsSink.enqueue([news])).toBe(0);
  await api.app.notifications.worker.settled();
  expect(push.received).toHaveLength(2);
});
