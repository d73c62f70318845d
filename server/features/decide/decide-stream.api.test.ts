import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decideClosedEventSchema,
  decideJoinedEventSchema,
  decideMatchEventSchema,
  decideSessionSchema,
  decideTicketResponseSchema,
  type DecideSession,
} from '#domain/schemas/decide';
import { anyEvening } from '#domain/rules/evening-constraints';
import { appLoggerOptions } from '../../logger-options';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { openEventStream, type EventStreamClient } from '../../test-support/event-stream';

// Titles of the bundled offline catalog (the harness's default film data).
const SHAWSHANK = 90000001;
const GODFATHER = 90000002;
const BREAKING_BAD = 90500001;
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

let api: ApiHarness;
let session: DecideSession;
let lines: string[];
const streams: EventStreamClient[] = [];

beforeEach(async () => {
  lines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  api = await startApiHarness({ app: { logger: { ...appLoggerOptions('info'), stream } } });
  await api.login({ rememberDevice: true });
  for (const [tmdbId, mediaType, title] of [
    [SHAWSHANK, 'movie', 'The Shawshank Redemption'],
    [GODFATHER, 'movie', 'The Godfather'],
    [BREAKING_BAD, 'tv', 'Breaking Bad'],
  ] as const) {
    await api.request('POST', '/api/library', { body: { tmdbId, mediaType, title, ownership: 'together' } });
  }
  const started = await api.request('POST', '/api/decide', {
    body: { viewer: 'person1', constraints: anyEvening },
  });
  session = decideSessionSchema.parse(started.body);
});
afterEach(async () => {
  // Streams still open: closing the server must end them, not wait for them.
  await api.close();
  for (const stream of streams.splice(0)) stream.close();
});

async function ticket(id = session.id): Promise<string> {
  const response = await api.request('POST', `/api/decide/${id}/ticket`);
  expect(response.status, response.text).toBe(201);
  return decideTicketResponseSchema.parse(response.body).ticket;
}

async function open(options: { ticket?: string; headers?: Record<string, string> } = {}) {
  const query = options.ticket === undefined ? '' : `?ticket=${encodeURIComponent(options.ticket)}`;
  const bearer: Record<string, string> =
    options.ticket === undefined ? { authorization: `Bearer ${api.token ?? ''}` } : {};
  const client = await openEventStream(`${api.baseUrl}/api/decide/${session.id}/events${query}`, {
    ...bearer,
    ...options.headers,
  });
  streams.push(client);
  return client;
}

const vote = (viewer: string, key: string, way: 'yes' | 'no') =>
  api.request('POST', `/api/decide/${session.id}/votes`, { body: { viewer, key, vote: way } });

describe('the event stream', () => {
  it('tells both phones who joined, how far each is and the match, at once', async () => {
    const desktop = await open();
    const phone = await open({ ticket: await ticket() });
    for (const client of [desktop, phone]) {
      expect(client.status).toBe(200);
      expect(client.headers).toMatchObject({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
      });
      // Asked with Accept-Encoding: gzip, yet not compressed (gzip would hold the events back).
      expect(client.headers['content-encoding']).toBeUndefined();
      expect(await client.next()).toMatchObject({ event: 'state', data: session });
    }
    const [first, second] = session.deck.map((card) => card.key);

    await api.request('POST', `/api/decide/${session.id}/join`, { body: { viewer: 'person2' } });
    for (const client of [desktop, phone]) {
      const joined = await client.next();
      expect(joined.event).toBe('joined');
      expect(decideJoinedEventSchema.parse(joined.data)).toEqual({ viewer: 'person2' });
    }
    await vote('person1', first ?? '', 'yes');
    await vote('person2', first ?? '', 'no');
    for (const client of [desktop, phone]) {
      // Counts only: nothing says which way anyone answered.
      expect(await client.next()).toEqual({
        id: expect.any(String) as string,
        event: 'progress',
        data: { person1: 1, person2: 0 },
      });
      expect(await client.next()).toMatchObject({ event: 'progress', data: { person1: 1, person2: 1 } });
    }
    await vote('person2', second ?? '', 'yes');
    const matched = await vote('person1', second ?? '', 'yes');
    const card = session.deck[1];
    expect(matched.body).toEqual({ match: card });
    for (const client of [desktop, phone]) {
      expect((await client.next()).event).toBe('progress');
      expect(await client.next()).toMatchObject({ event: 'progress', data: { person1: 2, person2: 2 } });
      const match = await client.next();
      expect(match.event).toBe('match');
      expect(decideMatchEventSchema.parse(match.data)).toEqual({ card });
      const ids = client.events.map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('sends the current state again on reconnection with Last-Event-ID: no vote is lost', async () => {
    const phone = await open();
    await phone.next();
    await vote('person1', session.deck[0]?.key ?? '', 'yes');
    const progress = await phone.next();
    phone.close();
    await vote('person1', session.deck[1]?.key ?? '', 'no');
    const again = await open({ headers: { 'last-event-id': progress.id ?? '' } });
    const state = await again.next();
    expect(state.event).toBe('state');
    expect(decideSessionSchema.parse(state.data).progress).toEqual({ person1: 2, person2: 0 });
  });

  it('ends every stream with `closed` when either of us closes the session', async () => {
    const desktop = await open();
    const phone = await open({ ticket: await ticket() });
    expect((await api.request('DELETE', `/api/decide/${session.id}`)).status).toBe(204);
    for (const client of [desktop, phone]) {
      await client.ended;
      expect(client.events.map(({ event, data }) => ({ event, data }))).toEqual([
        { event: 'state', data: session },
        { event: 'closed', data: { reason: 'closed' } },
      ]);
    }
    expect((await open()).status).toBe(404);
  });

  it('closes a session idle for 2 hours: its streams hear `closed: idle`', async () => {
    const phone = await open();
    await api.request('POST', `/api/decide/${session.id}/join`, { body: { viewer: 'person2' } });
    api.clock.advance(TWO_HOURS_MS - 1);
    expect((await api.request('GET', '/api/decide/current')).status).toBe(200);
    api.clock.advance(1);
    expect((await api.request('GET', '/api/decide/current')).status).toBe(404);
    await phone.ended;
    expect(phone.events.map((event) => event.event)).toEqual(['state', 'joined', 'closed']);
    expect(decideClosedEventSchema.parse(phone.events.at(-1)?.data)).toEqual({ reason: 'idle' });
    const row = api.db.prepare('SELECT closed_reason FROM decide_sessions WHERE id = ?').get(session.id);
    expect(row).toEqual({ closed_reason: 'idle' });
  });

  it('caps the streams a session holds open; a phone that goes away frees its place', async () => {
    const eight = [];
    for (let index = 0; index < 8; index += 1) eight.push(await open());
    expect(eight.map((client) => client.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const ninth = await open();
    expect(ninth.status).toBe(429);
    expect(JSON.parse(ninth.text)).toEqual({ message: expect.any(String) as string });
    eight[0]?.close();
    // The server hears the connection close a moment later: asked again until it has (or 20 times).
    let again = await open();
    for (let attempt = 0; again.status === 429 && attempt < 20; attempt += 1) {
      await sleep(50);
      again = await open();
    }
    expect(again.status).toBe(200);
  });
});

describe('a ticket', () => {
  it('opens the stream once, for 60 s, for its own session only, and never reaches the log', async () => {
    const once = await ticket();
    expect((await open({ ticket: once })).status).toBe(200);
    const used = await open({ ticket: once });
    expect(used.status).toBe(401);
    expect(JSON.parse(used.text)).toEqual({
      message: 'The ticket is not valid (used, expired or of another session): ask for a new one',
    });

    const late = await ticket();
    api.clock.advance(60_000);
    expect((await open({ ticket: late })).status).toBe(401);
    const inTime = await ticket();
    api.clock.advance(59_999);
    expect((await open({ ticket: inTime })).status).toBe(200);

    const other = await openEventStream(
      `${api.baseUrl}/api/decide/AAAAAAAAAAAAAAAAAAAAAA/events?ticket=${await ticket()}`,
    );
    expect(other.status).toBe(401);
    for (const bad of ['', 'x'.repeat(200)]) expect((await open({ ticket: bad })).status).toBe(401);
    const twice = await openEventStream(
      `${api.baseUrl}/api/decide/${session.id}/events?ticket=${await ticket()}&ticket=${await ticket()}`,
    );
    expect(twice.status).toBe(401);

    const log = lines.join('');
    expect(log).toContain('/events?ticket=[hidden]');
    for (const secret of [once, late, inTime]) expect(log).not.toContain(secret);
  });

  it('or the bearer token is needed: nothing else opens the stream', async () => {
    const path = `${api.baseUrl}/api/decide/${session.id}/events`;
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const refused = await openEventStream(path, headers);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.text)).toEqual({ message: 'Authentication required: unlock with your PIN' });
    }
    const secret = await ticket();
    const withToken = await openEventStream(`${path}?token=${api.token ?? ''}&t=${secret}`);
    expect(withToken.status).toBe(401);
  });
});
