import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayMatcher } from '#domain/rules/media-plays/play-match';
import type { MediaServersResponse } from '#domain/schemas/media-servers';
import { buildApp } from '../../app';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { fakeFilmData } from '../../test-support/fake-film-data';
import { startFakeFilmServer, type FakeFilmServer } from '../../test-support/fake-film-server';
import { webhookPaths } from './media-servers-test-support';
import { jellyfinPlay, recorded, send, standInMatcher } from './recording-test-support';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const COPPER_SKY = { movie: 900108, title: 'Copper Sky' };

async function harness(playMatcher: PlayMatcher, fake?: FakeFilmServer): Promise<ApiHarness> {
  const api = await startApiHarness({
    ...(fake && { filmData: (deps) => fakeFilmData(fake, deps) }),
    app: { playMatcher },
  });
  closers.push(() => api.close());
  await api.login({ rememberDevice: true });
  return api;
}

describe('none lost', () => {
  it('a play the film database could not be asked about is tried again, and recorded', async () => {
    const fake = await startFakeFilmServer();
    closers.push(() => fake.close());
    let failures = 0;
    const onceOutOfReach: PlayMatcher = {
      match: (play) => {
        if (failures > 0) return standInMatcher.match(play);
        failures += 1;
        return Promise.reject(new Error('TMDb cannot be reached'));
      },
    };
    const api = await harness(onceOutOfReach, fake);
    const { jellyfin } = await webhookPaths(api);
    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, '2026-06-14T21:00:00.000Z'));
    await api.request('PUT', '/api/media-servers/users', {
      body: { kind: 'jellyfin', name: 'alex', viewer: 'person1' },
    });
    expect((await recorded(api)).map((event) => event.outcome)).toEqual([
      'Recorded: Copper Sky for Person 1',
    ]);
    expect(failures).toBe(1);
  });

  it('plays kept but not recorded (the film database out of reach) are recorded at the next start', async () => {
    const fake = await startFakeFilmServer();
    closers.push(() => fake.close());
    const outOfReach: PlayMatcher = { match: () => Promise.reject(new Error('TMDb cannot be reached')) };
    const api = await harness(outOfReach, fake);
    const { jellyfin } = await webhookPaths(api);
    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, '2026-06-14T21:00:00.000Z'));
    const mapped = await api.request('PUT', '/api/media-servers/users', {
      body: { kind: 'jellyfin', name: 'alex', viewer: 'person1' },
    });
    expect(mapped.status).toBe(200);
    expect(await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, '2026-06-14T21:10:00.000Z'))).toBe(
      'Received',
    );
    await api.app.close();

    // The app built again on the same file, as after a restart.
    const again = await buildApp({
      db: api.db,
      clock: api.clock,
      filmData: fakeFilmData(fake, { db: api.db, clock: api.clock }),
      playMatcher: standInMatcher,
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
