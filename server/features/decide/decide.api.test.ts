import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decideConflictSchema,
  decideSessionSchema,
  decideVoteResponseSchema,
  type DecideSession,
} from '#domain/schemas/decide';
import { anyEvening } from '#domain/rules/evening-constraints';
import { libraryItemSchema } from '#domain/schemas/library';
import { recommendationsResponseSchema } from '#domain/schemas/recommendations';
import type { ApiHarness } from '../../test-support/api-harness';
import { addTitle, startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

// The fake film database's titles (server/test-support/README.md): their US services, runtime and genres.
const VELVET_STATIC = 900113; // Nimbus+ and StreamCo; 96 min; Science Fiction, Comedy
const LANTERN_KEEPER = 900101; // StreamCo; 117 min; Drama, Mystery
const GLASS_HARBOR = 900111; // rent only
const SALTMARSH = 210005; // a series, free with ads on FreeWave
const NOWHERE = 900107; // on no service
const STREAMCO = 9001;
const NIMBUS = 9004;

let harness: TmdbHarness;
let api: ApiHarness;
const ids = new Map<number, number>();

beforeEach(async () => {
  harness = await startTmdbHarness();
  ({ api } = harness);
  for (const [tmdbId, mediaType] of [
    [VELVET_STATIC, 'movie'],
    [LANTERN_KEEPER, 'movie'],
    [GLASS_HARBOR, 'movie'],
    [SALTMARSH, 'tv'],
  ] as const) {
    ids.set(tmdbId, await addTitle(api, tmdbId, mediaType));
  }
  ids.set(NOWHERE, await addTitle(api, NOWHERE, 'movie', { status: 'watched' }));
  await api.request('PUT', '/api/settings', { body: { services: [STREAMCO, NIMBUS] } });
});
afterEach(async () => {
  await harness.close();
});

async function start(body: Record<string, unknown> = {}): Promise<DecideSession> {
  const response = await api.request('POST', '/api/decide', {
    body: { viewer: 'person1', constraints: anyEvening, ...body },
  });
  expect(response.status, response.text).toBe(201);
  return decideSessionSchema.parse(response.body);
}

const vote = (id: string, viewer: string, key: string, way: 'yes' | 'no') =>
  api.request('POST', `/api/decide/${id}/votes`, { body: { viewer, key, vote: way } });

describe('starting to decide together', () => {
  it('deals our titles that fit the evening, with what a card shows', async () => {
    const session = await start({ constraints: { ...anyEvening, onServices: true } });
    expect(session).toMatchObject({
      startedBy: 'person1',
      passThePhone: false,
      joined: ['person1'],
      progress: { person1: 0, person2: 0 },
      match: null,
      oneYes: [],
    });
    expect(session.id).toMatch(/^[\w-]{22}$/);
    expect(session.deck.map((card) => card.tmdbId).sort()).toEqual([LANTERN_KEEPER, VELVET_STATIC]);
    const velvet = session.deck.find((card) => card.tmdbId === VELVET_STATIC);
    expect(velvet).toMatchObject({
      key: `movie:${VELVET_STATIC}`,
      mediaType: 'movie',
      inLibrary: true,
      itemId: ids.get(VELVET_STATIC),
      runtime: 96,
      seasons: null,
      genres: ['Science Fiction', 'Comedy'],
    });
    expect(velvet?.services.sort()).toEqual(['Nimbus+', 'StreamCo']);
    expect(velvet?.familyScore).toEqual(expect.any(Number));
  });

  it('leaves watched titles out and reads a series’ seasons', async () => {
    const session = await start({ constraints: { ...anyEvening, kind: 'tv' } });
    expect(session.deck).toHaveLength(1);
    const series = await api.request('GET', `/api/library/items/${ids.get(SALTMARSH)}`);
    const { totalSeasons } = libraryItemSchema.parse(series.body).seasonRollup ?? { totalSeasons: -1 };
    expect(totalSeasons).toBeGreaterThan(0);
    expect(session.deck[0]).toMatchObject({ tmdbId: SALTMARSH, seasons: totalSeasons });
    const everything = await api.request('DELETE', `/api/decide/${session.id}`);
    expect(everything.status).toBe(204);
    const all = await start();
    expect(all.deck.map((card) => card.tmdbId)).not.toContain(NOWHERE);
    expect(all.deck).toHaveLength(4);
    // Watched since the last deck: the next one leaves it out.
    await api.request('DELETE', `/api/decide/${all.id}`);
    await api.request('PUT', `/api/library/${ids.get(VELVET_STATIC)}/status`, {
      body: { status: 'watched' },
    });
    expect((await start()).deck.map((card) => card.tmdbId).sort()).toEqual(
      [LANTERN_KEEPER, GLASS_HARBOR, SALTMARSH].sort(),
    );
  });

  it('deals ideas for the two of us after our own titles', async () => {
    const liked = await api.request('POST', `/api/library/${String(ids.get(GLASS_HARBOR))}/watch-instances`, {
      body: { watchedDate: '2026-05-02', viewer: 'both', userRating: 'up' },
    });
    expect(liked.status, liked.text).toBe(201);
    api.app.suggestionsJob.check();
    await api.app.suggestionsJob.whenIdle();
    const ideas = recommendationsResponseSchema.parse(
      (await api.request('GET', '/api/recommendations')).body,
    ).results;
    expect(ideas.length).toBeGreaterThan(0);

    const { deck } = await start();
    const firstIdea = deck.findIndex((card) => !card.inLibrary);
    expect(deck.filter((card) => card.inLibrary)).toHaveLength(4);
    expect(firstIdea).toBe(4);
    expect(deck.slice(firstIdea).every((card) => !card.inLibrary && card.itemId === null)).toBe(true);
    const ideaKeys = new Set(ideas.map((idea) => `${idea.mediaType}:${String(idea.tmdbId)}`));
    expect(deck.slice(firstIdea).every((card) => ideaKeys.has(card.key))).toBe(true);
  });

  it('keeps one open session: a second start answers 409 with the open one, to join', async () => {
    expect((await api.request('GET', '/api/decide/current')).status).toBe(404);
    const none = await api.request('GET', '/api/decide/open');
    expect([none.status, none.body]).toEqual([200, { session: null }]);
    const session = await start();
    const again = await api.request('POST', '/api/decide', {
      body: { viewer: 'person2', constraints: anyEvening },
    });
    expect(again.status).toBe(409);
    expect(decideConflictSchema.parse(again.body)).toEqual({
      message: expect.any(String) as string,
      session,
    });
    const current = await api.request('GET', '/api/decide/current');
    expect(current.status).toBe(200);
    expect(current.body).toEqual(session);
    expect((await api.request('GET', '/api/decide/open')).body).toEqual({ session });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM decide_sessions').get()).toEqual({ n: 1 });
  });

  it('starts nothing when nothing fits the evening (404)', async () => {
    const response = await api.request('POST', '/api/decide', {
      body: {
        viewer: 'person1',
        constraints: { ...anyEvening, kind: 'tv', time: 'under-90', genre: 'Comedy' },
      },
    });
    expect(response.status, response.text).toBe(404);
    expect(response.body).toEqual({
      message: "Nothing to decide on: none of our titles to watch, nor any idea, fits tonight's constraints",
    });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM decide_sessions').get()).toEqual({ n: 0 });
  });

  it('deals to both of us at once when passing the phone', async () => {
    const session = await start({ viewer: 'person2', passThePhone: true });
    expect(session).toMatchObject({
      startedBy: 'person2',
      passThePhone: true,
      joined: ['person1', 'person2'],
    });
  });
});

describe('joining and voting', () => {
  it('refuses a vote by someone who has not joined, or for a card not in the deck (409)', async () => {
    const { id, deck } = await start();
    const key = deck[0]?.key ?? '';
    const notJoined = await vote(id, 'person2', key, 'yes');
    expect(notJoined.status).toBe(409);
    expect(notJoined.body).toEqual({ message: 'person2 has not joined this session: join it first' });
    const notInDeck = await vote(id, 'person1', 'movie:1', 'yes');
    expect(notInDeck.status).toBe(409);
    expect(notInDeck.body).toEqual({ message: "The card movie:1 is not in this session's deck" });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM decide_votes').get()).toEqual({ n: 0 });
  });

  it('matches the first card both of us said yes to, a no after a yes never', async () => {
    const { id, deck } = await start();
    const [first, second, third] = deck.map((card) => card.key);
    const joined = await api.request('POST', `/api/decide/${id}/join`, { body: { viewer: 'person2' } });
    expect(decideSessionSchema.parse(joined.body).joined).toEqual(['person1', 'person2']);

    expect((await vote(id, 'person1', first ?? '', 'yes')).body).toEqual({ match: null });
    expect((await vote(id, 'person2', first ?? '', 'no')).body).toEqual({ match: null });
    expect((await vote(id, 'person1', second ?? '', 'yes')).body).toEqual({ match: null });
    const matched = decideVoteResponseSchema.parse((await vote(id, 'person2', second ?? '', 'yes')).body);
    expect(matched.match?.key).toBe(second);
    // The same yes again announces nothing new; a no afterwards does not undo the match.
    expect((await vote(id, 'person2', second ?? '', 'yes')).body).toEqual({ match: null });
    expect((await vote(id, 'person1', second ?? '', 'no')).body).toEqual({ match: null });
    const current = decideSessionSchema.parse((await api.request('GET', '/api/decide/current')).body);
    expect(current.match?.key).toBe(second);
    expect(current.progress).toEqual({ person1: 2, person2: 2 });
    // Keep swiping: a later mutual yes is a match too, and the session's match.
    await vote(id, 'person2', third ?? '', 'yes');
    expect(
      decideVoteResponseSchema.parse((await vote(id, 'person1', third ?? '', 'yes')).body).match?.key,
    ).toBe(third);
    const after = decideSessionSchema.parse((await api.request('GET', '/api/decide/current')).body);
    expect(after.match?.key).toBe(third);
  });

  it('lists the titles one of us said yes to once the whole deck is answered without a match', async () => {
    const { id, deck } = await start({ passThePhone: true });
    const keys = deck.map((card) => card.key);
    for (const [index, key] of keys.entries()) {
      await vote(id, 'person1', key, index % 2 === 0 ? 'yes' : 'no');
      const last = index === keys.length - 1;
      const current = decideSessionSchema.parse((await api.request('GET', '/api/decide/current')).body);
      expect(current.oneYes).toEqual([]);
      await vote(id, 'person2', key, last ? 'yes' : 'no');
    }
    const done = decideSessionSchema.parse((await api.request('GET', '/api/decide/current')).body);
    expect(done.match).toBeNull();
    expect(done.oneYes.map((card) => card.key)).toEqual(
      keys.filter((_, index) => index % 2 === 0 || index === 3),
    );
  });

  it('answers 404 for an unknown or closed session', async () => {
    const { id, deck } = await start();
    expect((await api.request('DELETE', `/api/decide/${id}`)).status).toBe(204);
    for (const [method, path, body] of [
      ['POST', `/api/decide/${id}/join`, { viewer: 'person2' }],
      ['POST', `/api/decide/${id}/votes`, { viewer: 'person1', key: deck[0]?.key, vote: 'yes' }],
      ['POST', `/api/decide/${id}/ticket`, undefined],
      ['DELETE', `/api/decide/${id}`, undefined],
      ['POST', '/api/decide/AAAAAAAAAAAAAAAAAAAAAA/join', { viewer: 'person2' }],
    ] as const) {
      const response = await api.request(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({
        message: expect.stringMatching(/^No open Decide together session/) as string,
      });
    }
    expect((await api.request('GET', '/api/decide/current')).status).toBe(404);
    expect(
      (await api.request('POST', '/api/decide', { body: { viewer: 'person2', constraints: anyEvening } }))
        .status,
    ).toBe(201);
  });
});

describe('bad input', () => {
  it('answers 400 JSON naming what is wrong, and changes nothing', async () => {
    const { id, deck } = await start();
    const key = deck[0]?.key ?? '';
    const before = JSON.stringify(api.db.prepare('SELECT * FROM decide_sessions').all());
    const cases: [string, string, { body?: unknown; rawBody?: string }, RegExp][] = [
      [
        'POST',
        '/api/decide',
        { body: { viewer: 'both', constraints: anyEvening } },
        /viewer must be person1/,
      ],
      ['POST', '/api/decide', { body: { viewer: 'person1' } }, /constraints/],
      [
        'POST',
        '/api/decide',
        { body: { viewer: 'person1', constraints: { ...anyEvening, time: 'all night' } } },
        /time/,
      ],
      [
        'POST',
        '/api/decide',
        { body: { viewer: 'person1', constraints: anyEvening, passThePhone: 'yes' } },
        /passThePhone/,
      ],
      ['POST', '/api/decide', { rawBody: '{"viewer": "person1"' }, /JSON/i],
      ['POST', `/api/decide/${id}/join`, { body: { viewer: 'person3' } }, /viewer must be person1/],
      ['POST', `/api/decide/${id}/join`, { body: {} }, /viewer/],
      [
        'POST',
        `/api/decide/${id}/votes`,
        { body: { viewer: 'person1', key, vote: 'maybe' } },
        /vote must be yes or no/,
      ],
      [
        'POST',
        `/api/decide/${id}/votes`,
        { body: { viewer: 'person1', key: '', vote: 'yes' } },
        /key must not be empty/,
      ],
      [
        'POST',
        `/api/decide/${id}/votes`,
        { body: { viewer: 'person1', key: 'x'.repeat(65), vote: 'yes' } },
        /key is too long/,
      ],
      ['POST', `/api/decide/${id}/votes`, { body: { viewer: 'person1', key: 7, vote: 'yes' } }, /key/],
      ['POST', `/api/decide/${id}/votes`, { body: [] }, /body/],
      [
        'POST',
        '/api/decide/not%20an%20id/join',
        { body: { viewer: 'person1' } },
        /id must be a Decide together session id/,
      ],
      ['DELETE', `/api/decide/${'x'.repeat(65)}`, {}, /id must be a Decide together session id/],
    ];
    for (const [method, path, options, message] of cases) {
      const response = await api.request(method, path, options);
      const what = `${method} ${path} ${JSON.stringify(options)} → ${response.text}`;
      expect(response.status, what).toBe(400);
      expect((response.body as { message: string }).message, what).toMatch(message);
    }
    const huge = await api.request('POST', `/api/decide/${id}/votes`, {
      rawBody: JSON.stringify({ viewer: 'person1', key, vote: 'yes', pad: 'x'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(JSON.stringify(api.db.prepare('SELECT * FROM decide_sessions').all())).toBe(before);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM decide_votes').get()).toEqual({ n: 0 });
  });
});
