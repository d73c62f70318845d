import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { DecideCard, DecideSession } from '#domain/schemas/decide';
import { server } from './api';

/** A card of the deck: an idea (not in the library) unless told otherwise. */
export function decideCard(tmdbId: number, title: string, fields: Partial<DecideCard> = {}): DecideCard {
  return {
    key: `movie:${tmdbId}`,
    tmdbId,
    mediaType: 'movie',
    title,
    year: 2020,
    posterPath: null,
    inLibrary: false,
    itemId: null,
    runtime: 100,
    seasons: null,
    genres: ['Drama'],
    familyScore: 81,
    services: ['StreamCo'],
    ...fields,
  };
}

export const deckOfThree = [
  decideCard(501, 'Harbour Lights'),
  decideCard(502, 'The Quiet Orchard'),
  decideCard(503, 'Paper Moons'),
];

/** An open session Alex started on their own phone, Alex alone joined, nobody has answered yet. */
export function decideSession(fields: Partial<DecideSession> = {}): DecideSession {
  return {
    id: 'session-1',
    startedBy: 'person1',
    passThePhone: false,
    constraints: { onServices: false, time: 'any', kind: 'all', genre: null },
    deck: deckOfThree,
    joined: ['person1'],
    progress: { person1: 0, person2: 0 },
    match: null,
    oneYes: [],
    startedAt: '2026-11-27T20:00:00.000Z',
    ...fields,
  };
}

/**
 * The server's Decide together as the tests need it: GET /open answers `{ session }`, each
 * ticket is a new one ('ticket-1', 'ticket-2'…). `set` changes what /open answers from then on.
 */
export function answerDecide(initial: DecideSession | null) {
  let session = initial;
  let tickets = 0;
  server.use(
    http.get('/api/decide/open', () => HttpResponse.json({ session })),
    http.post('/api/decide/:id/ticket', () => {
      tickets += 1;
      return HttpResponse.json({ ticket: `ticket-${tickets}` });
    }),
  );
  return {
    set: (next: DecideSession | null) => {
      session = next;
    },
  };
}

/** An EventSource the test drives: it sends the events a session's stream sends, or breaks. */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

/** Puts FakeEventSource in place of the browser's (undone by vi.unstubAllGlobals) and answers the opened ones. */
export function stubEventSource(): FakeEventSource[] {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource.opened;
}
