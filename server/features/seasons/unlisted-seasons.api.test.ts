import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  libraryItemSchema,
  seasonRollupSchema,
  seasonSchema,
  seasonWatchSchema,
  type LibraryItem,
} from '#domain/schemas/library';
import type { ApiHarness } from '../../test-support/api-harness';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { addTitle, startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

// The fake TMDb's 'The Lantern Guild': seasons 1 to 5.
const LANTERN_GUILD = 210003;
const MINUTE = 60_000;

let harness: TmdbHarness;
let api: ApiHarness;
let fake: FakeFilmServer;
beforeEach(async () => {
  harness = await startTmdbHarness();
  ({ api, fake } = harness);
});
afterEach(async () => {
  await harness.close();
});

const upstream = () => {
  const series = fake.fixtures.tv.find((entry) => entry.id === LANTERN_GUILD);
  if (!series) throw new Error('no Lantern Guild');
  return series;
};

/** Takes seasons out of what the fake TMDb lists; answers how to put them back. */
function dropUpstream(...seasonNumbers: number[]): () => void {
  const series = upstream();
  const all = [...series.seasons];
  series.seasons = all.filter((season) => !seasonNumbers.includes(season.season_number));
  return () => {
    series.seasons = all;
  };
}

async function ok(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await api.request(method, path, body === undefined ? {} : { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBe(200);
  return response.body;
}

/** Refresh Metadata of the series, to the end of the job. */
async function refresh(id: number) {
  const started = await api.request('POST', '/api/library/refresh-metadata', { body: { ids: [id] } });
  expect(started.status, started.text).toBe(202);
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const job = (await ok('GET', '/api/library/refresh-metadata')) as { state: string };
    if (job.state === 'finished') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the refresh job did not finish');
}

const seasonsOf = async (id: number) => seasonSchema.array().parse(await ok('GET', `/api/seasons/${id}`));
const watchesOf = async (id: number) =>
  seasonWatchSchema.array().parse(await ok('GET', `/api/season-watches/all/${id}`));
const itemOf = async (id: number): Promise<LibraryItem> =>
  libraryItemSchema.parse(await ok('GET', `/api/library/items/${id}`));
const rollupOf = async (id: number) =>
  seasonRollupSchema.parse(await ok('GET', `/api/library/${id}/season-rollup`));

/** The recap's titles finished, all time. */
const finishedInRecap = async () =>
  ((await ok('GET', '/api/statistics?timeframe=all-time')) as { heroCards: { totalFinished: number } })
    .heroCards.totalFinished;

async function seasonId(id: number, seasonNumber: number): Promise<number> {
  const season = (await seasonsOf(id)).find((entry) => entry.seasonNumber === seasonNumber);
  if (!season) throw new Error(`no season ${seasonNumber}`);
  return season.id;
}

describe('a season dropped upstream', () => {
  it('is kept with its status, bookmark and watches, marked not listed, and listed again when it is back', async () => {
    const id = await addTitle(api, LANTERN_GUILD, 'tv');
    await ok('PUT', `/api/season/${await seasonId(id, 1)}`, { status: 'watched' });
    await ok('PUT', `/api/season/${await seasonId(id, 2)}`, { status: 'watched' });
    await ok('PUT', `/api/season/${await seasonId(id, 2)}`, { status: 'rewatch' });
    await ok('PUT', `/api/season/${await seasonId(id, 3)}/episode`, { episode: 4 });
    const seasonsBefore = await seasonsOf(id);
    const watchesBefore = await watchesOf(id);
    const itemBefore = await itemOf(id);
    const rollupBefore = await rollupOf(id);
    expect(seasonsBefore.every((season) => season.listed)).toBe(true);
    expect(itemBefore.status).toBe('watching');

    const putBack = dropUpstream(2, 3);
    api.clock.advance(MINUTE);
    expect(await refresh(id)).toMatchObject({ refreshed: 1, failed: 0 });
    expect(await seasonsOf(id)).toEqual(
      seasonsBefore.map((season) =>
        [2, 3].includes(season.seasonNumber) ? { ...season, listed: false } : season,
      ),
    );
    expect(await watchesOf(id)).toEqual(watchesBefore);
    // Started, they still count: the progress and the series' status stay.
    expect(await rollupOf(id)).toEqual(rollupBefore);
    expect(await itemOf(id)).toMatchObject({ status: 'watching', updatedAt: itemBefore.updatedAt });

    putBack();
    api.clock.advance(MINUTE);
    await refresh(id);
    expect(await seasonsOf(id)).toEqual(seasonsBefore);
    expect(await watchesOf(id)).toEqual(watchesBefore);
    expect(await rollupOf(id)).toEqual(rollupBefore);
    expect((await itemOf(id)).status).toBe('watching');
  });

  it('does not count while still to watch: the series is finished without it, and not once it is back', async () => {
    const id = await addTitle(api, LANTERN_GUILD, 'tv');
    for (const seasonNumber of [1, 2, 3, 4])
      await ok('PUT', `/api/season/${await seasonId(id, seasonNumber)}`, { status: 'watched' });
    const finishedAt = api.clock.now().toISOString();
    expect((await itemOf(id)).status).toBe('watching');

    const putBack = dropUpstream(5);
    api.clock.advance(MINUTE);
    await refresh(id);
    expect((await seasonsOf(id)).find((season) => season.seasonNumber === 5)).toMatchObject({
      status: 'to_watch',
      listed: false,
    });
    expect(await rollupOf(id)).toMatchObject({
      overallStatus: 'watched',
      totalSeasons: 4,
      watchedSeasons: 4,
      completionPercentage: 100,
      currentSeason: null,
    });
    // Finished when its last counted season was, and so in the recap.
    expect(await itemOf(id)).toMatchObject({
      status: 'watched',
      dateFinished: finishedAt,
      finishedDate: finishedAt,
      updatedAt: api.clock.now().toISOString(),
    });
    expect(await finishedInRecap()).toBe(1);

    putBack();
    await refresh(id);
    expect(await rollupOf(id)).toMatchObject({
      overallStatus: 'watching',
      totalSeasons: 5,
      watchedSeasons: 4,
    });
    expect(await itemOf(id)).toMatchObject({ status: 'watching', dateFinished: finishedAt });
    expect(await finishedInRecap()).toBe(0);
  });

  it('is not marked by a refresh that cannot read the film data, nor by an answer that lists no season', async () => {
    const id = await addTitle(api, LANTERN_GUILD, 'tv');
    const seasonsBefore = await seasonsOf(id);
    dropUpstream(1, 2, 3, 4, 5);
    fake.setMode('server-error');
    // Nothing cached to fall back on: the series cannot be read.
    api.db.exec('DELETE FROM film_cache');
    expect(await refresh(id)).toMatchObject({ refreshed: 0, failed: 1 });
    expect(await seasonsOf(id)).toEqual(seasonsBefore);

    fake.setMode('normal');
    expect(await refresh(id)).toMatchObject({ refreshed: 1, failed: 0 });
    expect(await seasonsOf(id)).toEqual(seasonsBefore);
  });
});
