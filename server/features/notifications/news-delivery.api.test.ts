import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#domain/rules/calendar-days';
import { anyEvening } from '#domain/rules/evening-constraints';
import { refreshJobSchema } from '#domain/schemas/transfer';
import { seasonSchema } from '#domain/schemas/library';
import { publicKeyResponseSchema, type QuietHours } from '#domain/schemas/notifications';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connection';
import type { ApiHarness } from '../../test-support/api-harness';
import { addAiringFixtures, AIRING_TITLES } from '../../test-support/fake-airing-fixtures';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { startFakePushService, type FakePushService } from '../../test-support/fake-push-service';
import { addTitle, startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

// The news scan end to end: from the fake TMDb's airing, through the queue, to the fake push service's devices.

/** The harness clock's day (2026-06-15T12:00Z). */
const TODAY = '2026-06-15';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RETURNING = AIRING_TITLES.returning.id;
const UPCOMING = AIRING_TITLES.upcomingMovie;

const machineZone = process.env.TZ;
let fake: FakeFilmServer;
let api: ApiHarness;
let harness: TmdbHarness;
let push: FakePushService;
let publicKey: string;

beforeEach(async () => {
  process.env.TZ = 'UTC';
  harness = await startTmdbHarness();
  ({ fake, api } = harness);
  push = await startFakePushService();
  publicKey = publicKeyResponseSchema.parse(
    (await api.request('GET', '/api/notifications/public-key')).body,
  ).publicKey;
});
afterEach(async () => {
  await harness.close();
  await push.close();
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

async function subscribe(viewer: 'person1' | 'person2', quietHours: QuietHours = null): Promise<string> {
  const answer = await api.request('POST', '/api/notifications/subscriptions', {
    body: { subscription: push.subscribe(publicKey), viewer, quietHours },
  });
  expect(answer.status, answer.text).toBe(201);
  return (answer.body as { endpoint: string }).endpoint;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Quiet hours from the household's present hour for two hours. */
function quietNow(): QuietHours {
  const hour = api.clock.now().getHours();
  return { from: `${twoDigits(hour)}:00`, to: `${twoDigits((hour + 2) % 24)}:00` };
}

const sent = () => push.received.map((each) => [each.endpoint, each.payload.title, each.payload.body]);
const delivered = () => api.app.notifications.worker.settled();

async function seasonId(itemId: number, seasonNumber: number): Promise<number> {
  const seasons = seasonSchema.array().parse((await api.request('GET', `/api/seasons/${itemId}`)).body);
  const season = seasons.find((entry) => entry.seasonNumber === seasonNumber);
  if (!season) throw new Error(`no season ${seasonNumber}`);
  return season.id;
}

/** The upcoming movie, to watch, released today; the daily check learns it. */
async function releasedToday(): Promise<number> {
  addAiringFixtures(fake.fixtures, addDays(TODAY, -20));
  const id = await addTitle(api, UPCOMING.id, 'movie');
  await api.app.airingCheck.runIfDue();
  await delivered();
  return id;
}

describe('new episodes on the devices', () => {
  it("arrive on the air day in the household's zone, once, on each device", async () => {
    const first = await subscribe('person1');
    const second = await subscribe('person2');
    // Episode 4 of season 2 airs on 2026-06-16: at 23:30 UTC on the 15th, already that day in Tokyo.
    addAiringFixtures(fake.fixtures, addDays(TODAY, 1 - 6));
    const id = await addTitle(api, RETURNING, 'tv');
    await api.request('PUT', `/api/season/${await seasonId(id, 2)}/episode`, { body: { episode: 3 } });
    api.clock.advance(11.5 * HOUR);
    await api.app.airingCheck.runIfDue();
    await delivered();
    expect(sent()).toEqual([]);

    process.env.TZ = 'Asia/Tokyo';
    await api.app.airingCheck.runIfDue();
    await delivered();
    const told = 'New today: S2 · E4 · The Night Crossing';
    expect(sent()).toEqual(
      expect.arrayContaining([
        [first, AIRING_TITLES.returning.name, told],
        [second, AIRING_TITLES.returning.name, told],
      ]),
    );
    expect(push.received).toHaveLength(2);
    expect(push.received[0]?.payload).toMatchObject({
      topic: 'new-episode',
      url: `/movie/tv/${RETURNING}`,
      tag: `new-episode:${RETURNING}:2026-06-16`,
    });

    // Refresh Metadata scans again: the same news is not sent twice.
    await api.request('POST', '/api/library/refresh-metadata');
    for (;;) {
      const job = refreshJobSchema.parse((await api.request('GET', '/api/library/refresh-metadata')).body);
      if (job.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await delivered();
    expect(push.received).toHaveLength(2);
  });
});

describe('quiet hours', () => {
  it('hold a release until they end; the Decide together invitation does not wait', async () => {
    const device = await subscribe('person2', quietNow());
    await releasedToday();
    expect(sent()).toEqual([]);

    const started = await api.request('POST', '/api/decide', {
      body: { viewer: 'person1', constraints: anyEvening },
    });
    expect(started.status, started.text).toBe(201);
    await delivered();
    expect(sent()).toEqual([[device, 'Person 1 wants to decide together', expect.any(String) as string]]);
    expect(push.received[0]?.payload).toMatchObject({ topic: 'decide', url: '/decide' });

    api.clock.advance(2 * HOUR + MINUTE);
    api.app.notifications.worker.kick();
    await delivered();
    expect(sent().map(([, title]) => title)).toEqual(['Person 1 wants to decide together', UPCOMING.title]);
  });
});

describe('a restart with news queued', () => {
  it('sends it at start, but not to the device of the one who watched it meanwhile', async () => {
    const watcher = await subscribe('person1', quietNow());
    const other = await subscribe('person2', quietNow());
    const movie = await releasedToday();
    expect(sent()).toEqual([]);
    const viewing = await api.request('POST', `/api/library/${movie}/watch-instances`, {
      body: { watchedDate: TODAY, viewer: 'person1' },
    });
    expect(viewing.status, viewing.text).toBe(201);
    await api.app.close();

    api.clock.advance(2 * HOUR + MINUTE);
    const db = openDatabase(api.dbFile);
    const app = await buildApp({ db, clock: api.clock });
    try {
      await app.ready();
      await app.notifications.worker.settled();
    } finally {
      await app.close();
      db.close();
    }
    expect(sent()).toEqual([[other, UPCOMING.title, 'Released today']]);
    expect(push.received.map((each) => each.endpoint)).not.toContain(watcher);
  });
});
