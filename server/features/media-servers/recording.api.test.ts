import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '#domain/rules/household-day';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { fakeFilmData } from '../../test-support/fake-film-data';
import type { FakeFilmServer } from '../../test-support/fake-film-server';
import { formWith, postWebhook, realBody, webhookPaths } from './media-servers-test-support';
import {
  HARBOR_LIGHTS,
  jellyfinPlay,
  latest,
  libraryItem,
  recorded,
  seasonsOf,
  send,
  startRecordingFilmServer,
  viewingsOf,
} from './recording-test-support';

// Each rule of recording a play, end to end: through the real webhook route, onto the fake TMDb's titles.
let fake: FakeFilmServer;
let api: ApiHarness;
let jellyfin: string;
let paths: Awaited<ReturnType<typeof webhookPaths>>;

const LANTERN_KEEPER = { movie: 900101, title: 'The Lantern Keeper' };
const COPPER_SKY = { movie: 900108, title: 'Copper Sky' };
const RETURN = { movie: 900102, title: 'Return of the Lantern Keeper' };
const PAPER_LANTERNS = { movie: 900103, title: 'Paper Lanterns' };

const evening = Date.parse('2026-06-14T19:00:00.000Z');
const at = (minutes: number) => new Date(evening + minutes * 60_000).toISOString();
const dayOf = (minutes: number) => dayInZone(new Date(at(minutes)));

const map = async (name: string, viewer: 'person1' | 'person2' | 'both' | null) => {
  const response = await api.request('PUT', '/api/media-servers/users', {
    body: { kind: 'jellyfin', name, viewer },
  });
  expect(response.status).toBe(200);
};

const itemOf = async (tmdbId: number) => {
  const item = await libraryItem(api, tmdbId);
  if (!item) throw new Error(`${tmdbId} is not in the library`);
  return item;
};

const post = (path: string, body?: unknown) => api.request('POST', path, { body });

beforeAll(async () => {
  fake = await startRecordingFilmServer();
  api = await startApiHarness({ filmData: (deps) => fakeFilmData(fake, deps) });
  await api.login({ rememberDevice: true });
  paths = await webhookPaths(api);
  jellyfin = paths.jellyfin;
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

describe('recording a play', () => {
  it('keeps a new user’s play waiting, and records it the moment the user is mapped', async () => {
    expect(await send(api, jellyfin, jellyfinPlay('alex', LANTERN_KEEPER, at(0)))).toBe('Waiting for who');
    expect(await libraryItem(api, LANTERN_KEEPER.movie)).toBeUndefined();

    await map('alex', 'person1');
    expect(await latest(api)).toMatchObject({ outcome: 'Recorded: The Lantern Keeper for Person 1' });
    const item = await itemOf(LANTERN_KEEPER.movie);
    expect(item).toMatchObject({ ownership: 'person1', status: 'watched', userRating: null });
    expect(await viewingsOf(api, item.id)).toMatchObject([
      { watchedDate: dayOf(0), viewer: 'person1', userRating: null },
    ]);
  });

  it("a mapped person's movie play: answered at once, then a viewing for them and the title watched", async () => {
    expect(await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, at(0)))).toBe('Received');
    expect(await latest(api)).toMatchObject({ outcome: 'Recorded: Copper Sky for Person 1' });
    const item = await itemOf(COPPER_SKY.movie);
    expect(item).toMatchObject({ ownership: 'person1', status: 'watched' });
    expect(await viewingsOf(api, item.id)).toMatchObject([{ watchedDate: dayOf(0), viewer: 'person1' }]);
  });

  it('the same play again within 30 minutes is recorded once', async () => {
    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, at(0)));
    expect(await latest(api)).toMatchObject({ outcome: 'Already recorded' });
    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, at(25)));
    expect(await latest(api)).toMatchObject({ outcome: 'Already recorded' });
    expect(await viewingsOf(api, (await itemOf(COPPER_SKY.movie)).id)).toHaveLength(1);
  });

  it("the other person's finish within 4 hours makes it one viewing by both: Together", async () => {
    expect(await send(api, jellyfin, jellyfinPlay('sam', COPPER_SKY, at(200)))).toBe('Waiting for who');
    await map('sam', 'person2');
    expect(await latest(api)).toMatchObject({ user: 'sam', outcome: 'Together' });
    const item = await itemOf(COPPER_SKY.movie);
    expect(await viewingsOf(api, item.id)).toMatchObject([{ viewer: 'both' }]);

    // A third finish inside the window is the same evening.
    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, at(230)));
    expect(await latest(api)).toMatchObject({ outcome: 'Already recorded' });
    expect(await viewingsOf(api, item.id)).toHaveLength(1);
  });

  it('marked unplayed deletes nothing', async () => {
    await send(api, jellyfin, jellyfinPlay('alex', LANTERN_KEEPER, at(60), 'unplayed'));
    expect(await latest(api)).toMatchObject({
      outcome: 'Ignored: marked unplayed: nothing is deleted',
      message: 'Marked unplayed',
    });
    const item = await itemOf(LANTERN_KEEPER.movie);
    expect(item.status).toBe('watched');
    expect(await viewingsOf(api, item.id)).toHaveLength(1);
  });

  it('a movie stopped before the end records nothing', async () => {
    await send(api, jellyfin, jellyfinPlay('alex', PAPER_LANTERNS, at(0), 'stopped'));
    expect(await latest(api)).toMatchObject({
      outcome: 'Ignored: stopped before the end',
      message: 'Stopped before the end',
    });
    expect(await libraryItem(api, PAPER_LANTERNS.movie)).toBeUndefined();
  });

  it('a stop before the end moves the episode bookmark only; a finish moves it on', async () => {
    await send(api, jellyfin, jellyfinPlay('alex', { episode: [1, 3] }, at(0), 'stopped'));
    expect(await latest(api)).toMatchObject({ outcome: 'Recorded: Harbor Lights S1E3 for Person 1' });
    const series = await itemOf(HARBOR_LIGHTS);
    expect(series).toMatchObject({ ownership: 'person1', status: 'watching' });
    const seasonOne = async () =>
      (await seasonsOf(api, series.id)).find((season) => season.seasonNumber === 1);
    expect(await seasonOne()).toMatchObject({ status: 'watching', episodeBookmark: 3 });
    expect(await viewingsOf(api, series.id)).toEqual([]);

    await send(api, jellyfin, jellyfinPlay('alex', { episode: [1, 4] }, at(60)));
    expect(await latest(api)).toMatchObject({ outcome: 'Recorded: Harbor Lights S1E4 for Person 1' });
    expect(await seasonOne()).toMatchObject({ status: 'watching', episodeBookmark: 4 });
    // Forward only: an earlier episode moves nothing back.
    await send(api, jellyfin, jellyfinPlay('alex', { episode: [1, 2] }, at(120)));
    await recorded(api);
    expect(await seasonOne()).toMatchObject({ episodeBookmark: 4 });
  });

  it("someone else's episode is history only; finished with the owner it is Together and moves on", async () => {
    const series = await itemOf(HARBOR_LIGHTS);
    const seasonOne = async () =>
      (await seasonsOf(api, series.id)).find((season) => season.seasonNumber === 1);
    await send(api, jellyfin, jellyfinPlay('sam', { episode: [1, 5] }, at(300)));
    expect(await latest(api)).toMatchObject({ outcome: 'Recorded: Harbor Lights S1E5 for Person 2' });
    expect(await seasonOne()).toMatchObject({ episodeBookmark: 4 });

    await send(api, jellyfin, jellyfinPlay('alex', { episode: [1, 5] }, at(330)));
    expect(await latest(api)).toMatchObject({ outcome: 'Together' });
    expect(await seasonOne()).toMatchObject({ status: 'watching', episodeBookmark: 5 });
  });
});

describe('Undo', () => {
  it('keeps a title the play added once the household touched it', async () => {
    await send(api, jellyfin, jellyfinPlay('alex', PAPER_LANTERNS, at(0)));
    const event = await latest(api);
    const item = await itemOf(PAPER_LANTERNS.movie);
    api.clock.advance(60_000);
    expect(
      (await api.request('PUT', `/api/library/${item.id}/rating`, { body: { userReaction: 'up' } })).status,
    ).toBe(200);
    expect((await post(`/api/media-servers/activity/${event.id}/undo`)).status).toBe(200);
    expect(await viewingsOf(api, item.id)).toEqual([]);
    expect(await itemOf(PAPER_LANTERNS.movie)).toMatchObject({ userRating: 'up', status: 'to_watch' });
  });

  it('turns a Together back into the one person’s, then removes that viewing and the title it added', async () => {
    api.clock.advance(60_000);
    const activity = await recorded(api);
    const together = activity.find((event) => event.user === 'sam' && event.outcome === 'Together');
    const undone = await post(`/api/media-servers/activity/${together?.id}/undo`);
    expect(undone).toMatchObject({ status: 200, body: { id: together?.id, outcome: 'Undone' } });
    const item = await itemOf(COPPER_SKY.movie);
    expect(await viewingsOf(api, item.id)).toMatchObject([{ viewer: 'person1' }]);

    const alexs = activity.find((event) => event.outcome === 'Recorded: Copper Sky for Person 1');
    expect((await post(`/api/media-servers/activity/${alexs?.id}/undo`)).status).toBe(200);
    expect(await libraryItem(api, COPPER_SKY.movie)).toBeUndefined();
  });

  it('puts the bookmark back, unless a later play moved it on', async () => {
    const activity = await recorded(api);
    const fourth = activity.find((event) => event.title === 'Harbor Lights S1E4');
    const fifth = activity.find(
      (event) => event.title === 'Harbor Lights S1E5' && event.outcome === 'Together',
    );
    const series = await itemOf(HARBOR_LIGHTS);
    const seasonOne = async () =>
      (await seasonsOf(api, series.id)).find((season) => season.seasonNumber === 1);

    expect((await post(`/api/media-servers/activity/${fourth?.id}/undo`)).status).toBe(200);
    expect(await seasonOne()).toMatchObject({ status: 'watching', episodeBookmark: 5 });
    expect((await post(`/api/media-servers/activity/${fifth?.id}/undo`)).status).toBe(200);
    expect(await seasonOne()).toMatchObject({ status: 'watching', episodeBookmark: 4 });
  });

  it('refuses anything this app did not record, an unknown event and a wrong id, with a JSON message', async () => {
    const activity = await recorded(api);
    const unplayed = activity.find((event) => event.outcome.startsWith('Ignored: marked unplayed'));
    const cases: [string, number, RegExp][] = [
      [`${unplayed?.id}`, 409, /Only a play this app recorded can be undone/],
      [`${activity.find((event) => event.outcome === 'Undone')?.id}`, 409, /this one is "Undone"/],
      ['999999', 404, /No media server event with id 999999/],
      ['abc', 400, /id must be a positive whole number/],
    ];
    for (const [id, status, message] of cases) {
      const response = await post(`/api/media-servers/activity/${id}/undo`);
      expect(response.status).toBe(status);
      expect((response.body as { message: string }).message).toMatch(message);
    }
  });
});

describe('Match', () => {
  it('records a play not matched as the title chosen; refuses wrong types and unknown titles', async () => {
    await send(api, jellyfin, jellyfinPlay('alex', { movie: 0, title: 'Some home video' }, at(0)));
    const event = await latest(api);
    expect(event.outcome).toBe('Not matched');
    const path = `/api/media-servers/activity/${event.id}/match`;
    const bad: [unknown, number, RegExp][] = [
      [{ tmdbId: RETURN.movie, mediaType: 'tv' }, 400, /This play is of a movie: match it to a movie/],
      [{ tmdbId: 'x', mediaType: 'movie' }, 400, /tmdbId must be a number/],
      [{ tmdbId: RETURN.movie, mediaType: 'song' }, 400, /mediaType must be movie or tv/],
      [{ tmdbId: 987654, mediaType: 'movie' }, 404, /No movie with TMDb id 987654/],
    ];
    for (const [body, status, message] of bad) {
      const response = await post(path, body);
      expect(response.status).toBe(status);
      expect((response.body as { message: string }).message).toMatch(message);
    }
    expect(await libraryItem(api, RETURN.movie)).toBeUndefined();

    const matched = await post(path, { tmdbId: RETURN.movie, mediaType: 'movie' });
    expect(matched).toMatchObject({
      status: 200,
      body: { id: event.id, outcome: 'Recorded: Return of the Lantern Keeper for Person 1' },
    });
    expect(await viewingsOf(api, (await itemOf(RETURN.movie)).id)).toMatchObject([{ viewer: 'person1' }]);
    expect((await post(path, { tmdbId: RETURN.movie, mediaType: 'movie' })).status).toBe(409);
  });
});

describe('real bodies, by their real ids', () => {
  it('an Emby episode marked played and a Plex scrobble end as their titles, for the users mapped', async () => {
    const emby = await postWebhook(
      api,
      paths.emby,
      realBody('emby/traktsync-item-markplayed-episode.json'),
      'application/json',
    );
    const plex = await postWebhook(
      api,
      paths.plex,
      formWith('payload', realBody('plex/movary-media-scrobble-movie.json'), true),
    );
    expect([emby, plex]).toMatchObject([
      { body: { outcome: 'Waiting for who' } },
      { body: { outcome: 'Waiting for who' } },
    ]);
    for (const [kind, name, viewer] of [
      ['emby', 'luizfelipe', 'person2'],
      ['plex', 'title', 'person1'],
    ] as const) {
      const mapped = await api.request('PUT', '/api/media-servers/users', { body: { kind, name, viewer } });
      expect(mapped.status).toBe(200);
    }

    const outcomes = (await recorded(api)).map((event) => event.outcome);
    expect(outcomes).toContain('Recorded: The Walking Dead: Dead City S2E5 for Person 2');
    expect(outcomes).toContain('Recorded: Big Trouble in Little China for Person 1');
    // The episode by its own TVDB id, through /find: the series added, its season 2 under way at episode 5.
    const deadCity = await itemOf(210202);
    expect(deadCity).toMatchObject({ ownership: 'person2', status: 'watching' });
    expect((await seasonsOf(api, deadCity.id)).find((season) => season.seasonNumber === 2)).toMatchObject({
      status: 'watching',
      episodeBookmark: 5,
    });
    const bigTrouble = await itemOf(6978);
    expect(bigTrouble).toMatchObject({ ownership: 'person1', status: 'watched' });
    expect(await viewingsOf(api, bigTrouble.id)).toMatchObject([{ viewer: 'person1' }]);
  });
});

describe("the option 'only titles already in our library'", () => {
  it('is off until set, and then ignores a play of a title not in the library', async () => {
    expect((await api.request('GET', '/api/media-servers')).body).toMatchObject({ onlyLibraryTitles: false });
    for (const body of [{ onlyLibraryTitles: 'yes' }, {}, { onlyLibraryTitles: true, other: 1 }]) {
      const refused = await api.request('PUT', '/api/media-servers/options', { body });
      expect(refused.status).toBe(400);
      expect((refused.body as { message: string }).message).toMatch(/onlyLibraryTitles|other/);
    }
    const set = await api.request('PUT', '/api/media-servers/options', { body: { onlyLibraryTitles: true } });
    expect(set).toMatchObject({ status: 200, body: { onlyLibraryTitles: true } });
    expect((await api.request('GET', '/api/media-servers')).body).toMatchObject({ onlyLibraryTitles: true });

    await send(api, jellyfin, jellyfinPlay('alex', COPPER_SKY, at(600)));
    expect(await latest(api)).toMatchObject({ outcome: 'Ignored: not in our library' });
    expect(await libraryItem(api, COPPER_SKY.movie)).toBeUndefined();
  });
});
