import { afterEach, describe, expect, it } from 'vitest';
import {
  recommendationDismissalSchema,
  recommendationDismissalsResponseSchema,
  recommendationsResponseSchema,
  type Recommendation,
} from '#domain/schemas/recommendations';
import { watchInstanceSchema } from '#domain/schemas/library';
import type { Viewer } from '#domain/schemas/people';
import { defaultFakeFixtures } from '../../test-support/fake-film-fixtures';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { addTitle, startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

// Movies of the fake film database (server/test-support/README.md), without the media servers' real titles. Its
// suggestions for a title: the movies sharing
// its first genre (recommendations) or any of its genres (similar).
const LANTERN_KEEPER = 900101; // Drama, Mystery
const RETURN_OF_THE_KEEPER = 900102; // Drama, Mystery, Thriller
const PAPER_LANTERNS = 900103; // Romance, Drama
const LAST_LANTERN = 900104; // Science Fiction, Thriller
const KESTREL_BAY = 900105; // Family, Adventure
const LANTERN_FISH = 900106; // Animation, Family, Comedy
const COPPER_SKY = 900108; // Western, Drama
const QUIET_ORCHARD = 900109; // Horror, Mystery
const GLASS_HARBOR = 900111; // Crime, Thriller
const SALTWATER_HYMN = 900112; // Music, Drama

// In the US, Last Lantern and Quiet Orchard stream on StreamCo, Return of the Keeper on Nimbus+, Saltwater Hymn rents.
const STREAMCO = 9001;

// Titles of the bundled offline catalog.
const SHAWSHANK = 90000001;

let harness: TmdbHarness | undefined;
let offline: ApiHarness | undefined;
afterEach(async () => {
  await harness?.close();
  await offline?.close();
  harness = undefined;
  offline = undefined;
});

let day = 0;

/** A viewing with a reaction, each on a day of its own; its id. */
async function react(api: ApiHarness, itemId: number, viewer: Viewer, userRating: 'up' | 'down' | null) {
  day += 1;
  const response = await api.request('POST', `/api/library/${itemId}/watch-instances`, {
    body: { watchedDate: `2026-05-${String((day % 28) + 1).padStart(2, '0')}`, viewer, userRating },
  });
  expect(response.status, response.text).toBe(201);
  return watchInstanceSchema.parse(response.body).id;
}

/** What the job does when the library's version moved, awaited. */
async function jobRan(api: ApiHarness) {
  api.app.suggestionsJob.check();
  await api.app.suggestionsJob.whenIdle();
}

async function ideas(api: ApiHarness): Promise<Recommendation[]> {
  const response = await api.request('GET', '/api/recommendations');
  expect(response.status, response.text).toBe(200);
  return recommendationsResponseSchema.parse(response.body).results;
}

const idsOf = (list: readonly Recommendation[]) => list.map((idea) => idea.tmdbId);

/** Lantern Keeper liked by person1, Glass Harbor by both, Copper Sky disliked by person2, Paper Lanterns to watch. */
async function likedLibrary(api: ApiHarness): Promise<number> {
  const keeperLike = await react(api, await addTitle(api, LANTERN_KEEPER, 'movie'), 'person1', 'up');
  await react(api, await addTitle(api, GLASS_HARBOR, 'movie'), 'both', 'up');
  await react(api, await addTitle(api, COPPER_SKY, 'movie'), 'person2', 'down');
  await addTitle(api, PAPER_LANTERNS, 'movie');
  return keeperLike;
}

describe('ideas for the two of us', () => {
  it('draws ideas from what we liked, both first, never a library or disliked title, and only in the job', async () => {
    harness = await startTmdbHarness({ fixtures: defaultFakeFixtures() });
    const { api, fake } = harness;
    const keeperLike = await likedLibrary(api);
    expect(await ideas(api)).toEqual([]);

    await jobRan(api);
    const suggestionCalls = (id: number) =>
      fake.callCount(
        (call) => call.path === `/movie/${id}/recommendations` || call.path === `/movie/${id}/similar`,
      );
    expect([LANTERN_KEEPER, GLASS_HARBOR, COPPER_SKY].map(suggestionCalls)).toEqual([2, 2, 0]);

    fake.resetCalls();
    const list = await ideas(api);
    expect(fake.callCount()).toBe(0);
    expect(idsOf(list)).toEqual([RETURN_OF_THE_KEEPER, LAST_LANTERN, SALTWATER_HYMN, QUIET_ORCHARD]);
    expect(list[0]).toMatchObject({
      title: 'Return of the Lantern Keeper',
      genres: ['Drama', 'Mystery', 'Thriller'],
      reasons: [
        { kind: 'both', tmdbId: GLASS_HARBOR, title: 'Glass Harbor' },
        { kind: 'person1', tmdbId: LANTERN_KEEPER, title: 'The Lantern Keeper' },
      ],
    });

    // Where ideas stream was asked by the job too: our services, once chosen, mark them.
    expect(list.some((idea) => idea.onOurServices)).toBe(false);
    const settings = await api.request('PUT', '/api/settings', { body: { services: [STREAMCO] } });
    expect(settings.status, settings.text).toBe(200);
    expect((await ideas(api)).map((idea) => idea.onOurServices)).toEqual([false, true, false, true]);

    // A like taken back: the ideas drawn from it alone go, the others lose it from their reasons.
    const changed = await api.request('PUT', `/api/watch-instances/${keeperLike}`, {
      body: { userRating: null },
    });
    expect(changed.status, changed.text).toBe(200);
    const after = await ideas(api);
    expect(idsOf(after)).toEqual([RETURN_OF_THE_KEEPER, LAST_LANTERN]);
    expect(after[0]?.reasons.map((reason) => reason.kind)).toEqual(['both']);

    // The job forgets what was suggested for it; liked again, it is asked again (the film cache answers).
    await jobRan(api);
    const stored = api.db
      .prepare('SELECT tmdb_id FROM recommendation_sources ORDER BY tmdb_id')
      .pluck()
      .all();
    expect(stored).toEqual([GLASS_HARBOR]);
    const liked = await api.request('PUT', `/api/watch-instances/${keeperLike}`, {
      body: { userRating: 'up' },
    });
    expect(liked.status, liked.text).toBe(200);
    await jobRan(api);
    expect(idsOf(await ideas(api))).toEqual(idsOf(list));
  });

  it('sets a title aside with Not for us, lists it, and takes it back', async () => {
    harness = await startTmdbHarness({ fixtures: defaultFakeFixtures() });
    const { api } = harness;
    await likedLibrary(api);
    await jobRan(api);

    const dismissed = await api.request('POST', '/api/recommendations/dismissals', {
      body: { tmdbId: LAST_LANTERN, mediaType: 'movie' },
    });
    expect(dismissed.status, dismissed.text).toBe(201);
    expect(recommendationDismissalSchema.parse(dismissed.body)).toMatchObject({
      tmdbId: LAST_LANTERN,
      mediaType: 'movie',
      title: 'The Last Lantern',
    });
    expect(idsOf(await ideas(api))).not.toContain(LAST_LANTERN);
    const listed = await api.request('GET', '/api/recommendations/dismissals');
    expect(
      recommendationDismissalsResponseSchema.parse(listed.body).results.map((entry) => entry.tmdbId),
    ).toEqual([LAST_LANTERN]);

    const undone = await api.request('DELETE', '/api/recommendations/dismissals', {
      body: { tmdbId: LAST_LANTERN, mediaType: 'movie' },
    });
    expect(undone.status, undone.text).toBe(204);
    expect(idsOf(await ideas(api))).toContain(LAST_LANTERN);
    const again = await api.request('DELETE', '/api/recommendations/dismissals', {
      body: { tmdbId: LAST_LANTERN, mediaType: 'movie' },
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Movie 900104 was not set aside' });

    // A title never suggested is set aside from the film database's details; one it does not know is 404.
    const fromDetails = await api.request('POST', '/api/recommendations/dismissals', {
      body: { tmdbId: 900110, mediaType: 'movie' },
    });
    expect(fromDetails.status, fromDetails.text).toBe(201);
    expect(fromDetails.body).toMatchObject({ title: 'Midnight Cartographers' });
    const unknown = await api.request('POST', '/api/recommendations/dismissals', {
      body: { tmdbId: 123456789, mediaType: 'tv' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No series 123456789 is known to set aside' });

    const bad = await api.request('POST', '/api/recommendations/dismissals', {
      body: { tmdbId: 'x', mediaType: 'movie' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.stringContaining('tmdbId must be a number') as string });
  });

  it('keeps answering with what it has while TMDb is down', async () => {
    harness = await startTmdbHarness({ fixtures: defaultFakeFixtures() });
    const { api, fake } = harness;
    await likedLibrary(api);
    const kestrelBay = await addTitle(api, KESTREL_BAY, 'movie');
    await jobRan(api);
    const before = idsOf(await ideas(api));

    fake.setMode('server-error');
    await react(api, kestrelBay, 'both', 'up');
    await jobRan(api);
    expect(idsOf(await ideas(api))).toEqual(before);

    // Back up: the next change fetches what was missed.
    fake.setMode('normal');
    await react(api, kestrelBay, 'person1', 'up');
    await jobRan(api);
    expect(idsOf(await ideas(api))).toContain(LANTERN_FISH);
  });

  it('suggests from the offline catalog’s own titles, with the same reasons', async () => {
    offline = await startApiHarness();
    await offline.login();
    await react(offline, await addTitle(offline, SHAWSHANK, 'movie'), 'both', 'up');
    await jobRan(offline);

    const list = await ideas(offline);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((idea) => idea.mediaType === 'movie' && idea.tmdbId !== SHAWSHANK)).toBe(true);
    expect(list[0]?.reasons).toEqual([
      { kind: 'both', tmdbId: SHAWSHANK, title: 'The Shawshank Redemption' },
    ]);
  });
});
