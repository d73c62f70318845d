import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaServersResponse } from '#domain/schemas/media-servers';
import { buildApp } from '../../app';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { fakeFilmData } from '../../test-support/fake-film-data';
import { startFakeFilmServer, type FakeFilmServer } from '../../test-support/fake-film-server';
import { webhookPaths } from './media-servers-test-support';
import { jellyfinPlay, recorded, send } from './recording-test-support';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const COPPER_SKY = { movie: 900108, title: 'Copper Sky' };

/** The app on the fake TMDb, which answers every request with a server error until set back to 'normal'. */
async function outOfReach(): Promise<{ api: ApiHarness; fake: FakeFilmServer }> {
  const fake = await startFakeFilmServer();
  closers.push(() => fake.close());
  fake.setMode('server-error');
  const api = await startApiHarness({ filmData: (deps) => fakeFilmData(fake, deps) });
  closers.push(() => api.close());
  await api.login({ rememberDevice: true });
  return { api, fake };
}

/** Once the film database was asked and answered with a server error (5xx). */
const refused = (fake: FakeFilmServer) =>
  vi.waitFor(
    () => {
      if (fake.callCount((call) => call.service === 'tmdb' && call.status >= 500) === 0) {
        throw new Error('TMDb not asked yet');
      }
    },
    { timeout: 10_000, interval: 20 },
  );

const mapAlex = async (api: ApiHarness) => {
  const mapped = await api.request('PUT', '/api/media-servers/users', {
    body: { kind: 'jellyfin', name: 'alex', viewer: 'person1' },
  });
  expect(mapped.status).toBe(200);
};

describe('none lost', () => {
  it('a play the film database could not be asked about is tried again, and recorded', async () => {
    const { api, fake } = await outOfReach();
    const { jellyfin } = await webhookPaths(api);
    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, '2026-06-14T21:00:00.000Z'));
    await mapAlex(api);
    await refused(fake);
    expect((await api.request('GET', '/api/media-servers')).body).toMatchObject({
      activity: [{ outcome: 'Received' }],
    });

    fake.setMode('normal');
    expect((await recorded(api)).map((event) => event.outcome)).toEqual([
      'Recorded: Copper Sky for Person 1',
    ]);
  });

  it('plays kept but not recorded (the film database out of reach) are recorded at the next start', async () => {
    const { api, fake } = await outOfReach();
    const { jellyfin } = await webhookPaths(api);
    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, '2026-06-14T21:00:00.000Z'));
    await mapAlex(api);
    expect(await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, '2026-06-14T21:10:00.000Z'))).toBe(
      'Received',
    );
    await refused(fake);
    await api.app.close();
    fake.setMode('normal');

    // The app built again on the same file, as after a restart.
    const again = await buildApp({
      db: api.db,
      clock: api.clock,
      filmData: fakeFilmData(fake, { db: api.db, clock: api.clock }),
    });
    closers.push(() => again.close());
    await again.ready();
    const outcomes = await vi.waitFor(
      async () => {
        const response = await again.inject({
          method: 'GET',
          url: '/api/media-servers',
          headers: { authorization: `Bearer ${api.token ?? ''}` },
        });
        const outcomes = response.json<MediaServersResponse>().activity.map((event) => event.outcome);
        if (outcomes.includes('Received')) throw new Error('still recording');
        return outcomes;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(outcomes).toEqual(['Already recorded', 'Recorded: Copper Sky for Person 1']);
  });
});

describe('a server replaying its history', () => {
  it('has its plays recorded in spaced batches, and one waiting for its batch is kept across a restart', async () => {
    const fake = await startFakeFilmServer();
    closers.push(() => fake.close());
    const api = await startApiHarness({
      filmData: (deps) => fakeFilmData(fake, deps),
      app: { mediaPlayBatchSpacingMs: 3_600_000 },
    });
    closers.push(() => api.close());
    await api.login({ rememberDevice: true });
    const { jellyfin } = await webhookPaths(api);
    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, '2026-06-14T21:00:00.000Z'));
    await mapAlex(api);
    expect((await recorded(api)).map((event) => event.outcome)).toEqual([
      'Recorded: Copper Sky for Person 1',
    ]);

    // The next batch is an hour away: the play waits for it, kept.
    const LANTERN_KEEPER = { movie: 900101, title: 'The Lantern Keeper' };
    await send(api, jellyfin, jellyfinPlay('alex', LANTERN_KEEPER, '2026-06-15T21:00:00.000Z'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await api.request('GET', '/api/media-servers')).body).toMatchObject({
      activity: [{ outcome: 'Received' }, { outcome: 'Recorded: Copper Sky for Person 1' }],
    });
    await api.app.close();

    const again = await buildApp({
      db: api.db,
      clock: api.clock,
      filmData: fakeFilmData(fake, { db: api.db, clock: api.clock }),
    });
    closers.push(() => again.close());
    await again.ready();
    await vi.waitFor(
      async () => {
        const response = await again.inject({
          method: 'GET',
          url: '/api/media-servers',
          headers: { authorization: `Bearer ${api.token ?? ''}` },
        });
        expect(response.json<MediaServersResponse>().activity[0]?.outcome).toBe(
          'Recorded: The Lantern Keeper for Person 1',
        );
      },
      { timeout: 10_000, interval: 20 },
    );
  });
});
