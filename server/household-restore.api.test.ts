import { afterEach, describe, expect, it } from 'vitest';
import { backupsDirOf, takeBackup } from './features/backups/backups';
import { postWebhook, webhookPaths } from './features/media-servers/media-servers-test-support';
import { jellyfinPlay, recorded } from './features/media-servers/recording-test-support';
import { restoreKeepingSecurity } from './household-restore';
import { startApiHarness, type ApiHarness } from './test-support/api-harness';

let api: ApiHarness | undefined;
afterEach(async () => {
  await api?.close();
});

const COPPER_SKY = { movie: 900108, title: 'Copper Sky' };

describe('a restore', () => {
  it("keeps today's webhook secrets: a renewed address keeps working, the snapshot's does not come back", async () => {
    api = await startApiHarness();
    await api.login();
    const before = (await webhookPaths(api)).jellyfin;
    const snapshot = takeBackup(api.db, backupsDirOf(api.dbFile), new Date(2026, 10, 1, 12, 0, 0));
    const renewed = await api.request('POST', '/api/media-servers/renew', { body: { kind: 'jellyfin' } });
    const today = (renewed.body as { webhookPath: string }).webhookPath;

    await restoreKeepingSecurity(snapshot, api.dbFile, new Date(2026, 10, 2, 12, 0, 0));
    const body = jellyfinPlay('alex', COPPER_SKY, '2026-06-14T21:00:00.000Z');
    expect(await postWebhook(api, today, body, 'text/plain')).toEqual({
      status: 200,
      body: { outcome: 'Waiting for who' },
    });
    expect((await postWebhook(api, before, body, 'text/plain')).status).toBe(404);
    await api.login();
    expect((await recorded(api)).map((event) => event.outcome)).toEqual(['Waiting for who']);
  });

  it("ends the calendar feed's key: neither today's nor the snapshot's opens the feed", async () => {
    api = await startApiHarness();
    await api.login();
    const feedPath = async () =>
      ((await api?.request('POST', '/api/calendar/feed/renew'))?.body as { path: string }).path;
    const before = await feedPath();
    const snapshot = takeBackup(api.db, backupsDirOf(api.dbFile), new Date(2026, 10, 1, 12, 0, 0));
    const today = await feedPath();
    expect((await api.request('GET', today, { token: null })).status).toBe(200);

    await restoreKeepingSecurity(snapshot, api.dbFile, new Date(2026, 10, 2, 12, 0, 0));
    for (const path of [before, today])
      expect((await api.request('GET', path, { token: null })).status).toBe(401);
    await api.login();
    expect((await api.request('GET', '/api/calendar/feed')).body).toEqual({ exists: false, createdAt: null });
  });
});
