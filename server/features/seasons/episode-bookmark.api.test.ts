import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemSchema, seasonSchema, type Season } from '#domain/schemas/library';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

// Breaking Bad in the bundled offline catalog: season 1 has 7 episodes.
const BREAKING_BAD = 90500001;

let api: ApiHarness;
let seriesId: number;
let seasons: Season[];

beforeAll(async () => {
  api = await startApiHarness();
  await api.login();
  const added = await api.request('POST', '/api/library', {
    body: { tmdbId: BREAKING_BAD, mediaType: 'tv', title: 'Breaking Bad', ownership: 'together' },
  });
  seriesId = libraryItemSchema.parse(added.body).id;
  seasons = seasonSchema.array().parse((await api.request('GET', `/api/seasons/${seriesId}`)).body);
});
afterAll(async () => {
  await api.close();
});

const season = (seasonNumber: number): Season => {
  const found = seasons.find((entry) => entry.seasonNumber === seasonNumber);
  if (!found) throw new Error(`no season ${seasonNumber}`);
  return found;
};

async function step(seasonNumber: number, episode: unknown) {
  return api.request('PUT', `/api/season/${season(seasonNumber).id}/episode`, { body: { episode } });
}

async function seriesItem() {
  const list = libraryItemSchema.array().parse((await api.request('GET', '/api/library/all')).body);
  return list.find((item) => item.id === seriesId);
}

async function watches() {
  const response = await api.request('GET', `/api/season-watches/all/${seriesId}`);
  return (response.body as { seasonNumber: number; rewatchIndex: number }[]).map((watch) => [
    watch.seasonNumber,
    watch.rewatchIndex,
  ]);
}

describe('the episode bookmark', () => {
  it('steps through the episodes of a season, and the last one finishes it as the status select does', async () => {
    expect(season(1)).toMatchObject({ episodeCount: 7, episodeBookmark: null, status: 'to_watch' });
    const first = await step(1, 1);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ seasonNumber: 1, status: 'watching', episodeBookmark: 1 });
    for (let episode = 2; episode <= 6; episode += 1) await step(1, episode);
    expect((await seriesItem())?.seasonRollup).toMatchObject({
      overallStatus: 'watching',
      currentSeason: { seasonNumber: 1, episodeBookmark: 6, episodeCount: 7 },
    });
    expect(await watches()).toEqual([]);

    const last = await step(1, 7);
    expect(last.body).toMatchObject({ status: 'watched', episodeBookmark: null });
    expect(await watches()).toEqual([[1, 0]]);
    expect((await seriesItem())?.seasonRollup).toMatchObject({
      watchedSeasons: 1,
      currentSeason: { seasonNumber: 2, episodeBookmark: null },
    });
  });

  it('steps a finished season back to watching, and clears the bookmark when the status moves on', async () => {
    expect((await step(1, 5)).body).toMatchObject({ status: 'watching', episodeBookmark: 5 });
    const select = await api.request('PUT', `/api/season/${season(1).id}`, { body: { status: 'to_watch' } });
    expect(select.body).toMatchObject({ status: 'to_watch', episodeBookmark: null });
    await step(1, 3);
    const finished = await api.request('PUT', `/api/season/${season(1).id}`, { body: { status: 'watched' } });
    expect(finished.body).toMatchObject({ status: 'watched', episodeBookmark: null });
  });

  it('records a new season watch when a rewatch reaches its last episode', async () => {
    await api.request('PUT', `/api/season/${season(1).id}`, { body: { status: 'rewatch' } });
    expect((await step(1, 2)).body).toMatchObject({ status: 'rewatch', episodeBookmark: 2 });
    expect((await step(1, 7)).body).toMatchObject({ status: 'watched', episodeBookmark: null });
    expect(await watches()).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });

  it('says what is wrong with a step it cannot take, and changes nothing', async () => {
    const before = JSON.stringify(api.db.prepare('SELECT * FROM seasons ORDER BY id').all());
    const past = await step(2, 14);
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ message: 'episode must be at most 13: the season has 13 episodes' });
    for (const episode of [-1, 1.5, 'three', null, 10_000]) {
      const bad = await step(2, episode);
      expect(bad.status, String(episode)).toBe(400);
      expect(bad.body).toHaveProperty('message');
    }
    const extra = await api.request('PUT', `/api/season/${season(2).id}/episode`, {
      body: { episode: 1, status: 'watched' },
    });
    expect(extra.status).toBe(400);
    expect((await api.request('PUT', '/api/season/99999/episode', { body: { episode: 1 } })).status).toBe(
      404,
    );
    expect(JSON.stringify(api.db.prepare('SELECT * FROM seasons ORDER BY id').all())).toBe(before);
  });
});
