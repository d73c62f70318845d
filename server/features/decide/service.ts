import { randomBytes } from 'node:crypto';
import {
  buildDeck,
  cardOf,
  isIdle,
  isNewMatch,
  oneYesOf,
  ourServiceNames,
  progressOf,
  type DeckLibraryTitle,
} from '#domain/rules/decide';
import type {
  DecideCard,
  DecideEventName,
  DecideSession,
  DecideViewer,
  DecideVoteBody,
  StartDecideBody,
} from '#domain/schemas/decide';
import type { Recommendation } from '#domain/schemas/recommendations';
import type { Clock } from '../../clock';
import { conflict, notFound } from '../../errors';
import type { ClosedReason, DecideRepository, SessionRecord } from './repository';

/** Where the service tells the open streams what happened (stream-hub.ts fits). */
export interface DecideEvents {
  publish(sessionId: string, name: DecideEventName, data: unknown): void;
  close(sessionId: string, reason: ClosedReason): void;
}

export interface DecideDeps {
  repository: DecideRepository;
  clock: Clock;
  /** Our titles the random pick could draw, in its order (the library's `unwatchedTitles` fits). */
  titles: () => readonly DeckLibraryTitle[];
  /** The ideas for the two of us, best first. */
  ideas: () => readonly Recommendation[];
  /** Our streaming services (provider ids). */
  services: () => readonly number[];
  events: DecideEvents;
  /** [0, 1), for the deck's light shuffle; default Math.random. */
  random?: () => number;
  /** Told of each session started (not of one already open, joined instead). */
  onStarted?: (session: DecideSession) => void;
}

export type StartResult =
  { kind: 'started'; session: DecideSession } | { kind: 'open'; session: DecideSession };

export const SESSION_OPEN = 'We are already deciding together: join the open session';
export const NOTHING_TO_DECIDE =
  "Nothing to decide on: none of our titles to watch, nor any idea, fits tonight's constraints";

const noSession = (id: string) => notFound(`No open Decide together session ${id}`);

export function createDecideService({
  repository,
  clock,
  titles,
  ideas,
  services,
  events,
  random = Math.random,
  onStarted,
}: DecideDeps) {
  const now = () => clock.now().toISOString();

  /** Closes the session when it has been idle too long (telling its streams); whether it is still open. */
  function stillOpen(record: SessionRecord): boolean {
    if (record.closedAt !== null) return false;
    if (!isIdle(record.lastActivityAt, clock.now())) return true;
    if (repository.close(record.id, now(), 'idle')) events.close(record.id, 'idle');
    return false;
  }

  /** The session, closed first if idle too long; 404 unless it is open. Not inside a transaction: a close for
   *  idleness is kept even though the request fails. */
  function openSession(id: string): SessionRecord {
    const record = repository.byId(id);
    if (!record || !stillOpen(record)) throw noSession(id);
    return record;
  }

  /** Inside a write transaction, after openSession: the session as it is now, 404 if it closed meanwhile. */
  function lockedSession(id: string): SessionRecord {
    const record = repository.byId(id);
    if (!record || record.closedAt !== null) throw noSession(id);
    return record;
  }

  function sessionOf(record: SessionRecord): DecideSession {
    const votes = repository.votes(record.id);
    const latest = record.matches.at(-1);
    return {
      id: record.id,
      startedBy: record.startedBy,
      passThePhone: record.passThePhone,
      constraints: record.constraints,
      deck: record.deck,
      joined: record.joined,
      progress: progressOf(votes),
      match: record.deck.find((card) => card.key === latest) ?? null,
      oneYes: oneYesOf(record.deck, votes, record.matches),
      startedAt: record.startedAt,
    };
  }

  function dealDeck(body: StartDecideBody): DecideCard[] {
    const ours = services();
    const entries = buildDeck({
      titles: titles(),
      ideas,
      constraints: body.constraints,
      services: ours,
      random,
    });
    const offers = repository.offersOf(
      entries.flatMap((entry) => (entry.kind === 'title' ? [entry.title.id] : [])),
    );
    return entries.map((entry) =>
      cardOf(entry, entry.kind === 'title' ? ourServiceNames(offers.get(entry.title.id) ?? null, ours) : []),
    );
  }

  /** The open session, if any and not idle too long. */
  function current(): SessionRecord | undefined {
    const record = repository.open();
    return record && stillOpen(record) ? record : undefined;
  }

  return {
    current(): DecideSession | null {
      const record = current();
      return record ? sessionOf(record) : null;
    },

    /** A session, its deck dealt now; or the one already open, to join. */
    start(body: StartDecideBody): StartResult {
      const open = current();
      if (open) return { kind: 'open', session: sessionOf(open) };
      const deck = dealDeck(body);
      if (deck.length === 0) throw notFound(NOTHING_TO_DECIDE);
      const id = randomBytes(16).toString('base64url');
      const joined: DecideViewer[] = body.passThePhone ? ['person1', 'person2'] : [body.viewer];
      const started = repository.transaction(() => {
        const other = repository.open();
        if (other) return other;
        repository.insert({
          id,
          startedBy: body.viewer,
          passThePhone: body.passThePhone === true,
          constraints: body.constraints,
          deck,
          joined,
          startedAt: now(),
        });
        return undefined;
      });
      if (started) return { kind: 'open', session: sessionOf(started) };
      const session = sessionOf(openSession(id));
      onStarted?.(session);
      return { kind: 'started', session };
    },

    join(id: string, viewer: DecideViewer): DecideSession {
      openSession(id);
      const { joinedNow, record } = repository.transaction(() => {
        const before = lockedSession(id);
        const joinedNow = !before.joined.includes(viewer);
        repository.join(id, joinedNow ? [...before.joined, viewer] : before.joined, now());
        return { joinedNow, record: lockedSession(id) };
      });
      if (joinedNow) events.publish(id, 'joined', { viewer });
      return sessionOf(record);
    },

    /** Records the vote; the card when it made a match (announced on every stream of the session). */
    vote(id: string, body: DecideVoteBody): { match: DecideCard | null } {
      const vote = { viewer: body.viewer, key: body.key, vote: body.vote };
      openSession(id);
      const { match, progress } = repository.transaction(() => {
        const record = lockedSession(id);
        if (!record.joined.includes(vote.viewer)) {
          throw conflict(`${vote.viewer} has not joined this session: join it first`);
        }
        const card = record.deck.find((each) => each.key === vote.key);
        if (!card) throw conflict(`The card ${vote.key} is not in this session's deck`);
        const matched = isNewMatch(repository.votes(id), record.matches, vote);
        repository.vote(id, vote, now());
        if (matched) repository.setMatches(id, [...record.matches, card.key]);
        return { match: matched ? card : null, progress: progressOf(repository.votes(id)) };
      });
      events.publish(id, 'progress', progress);
      if (match) events.publish(id, 'match', { card: match });
      return { match };
    },

    /** Either of us ended the session. */
    close(id: string): void {
      openSession(id);
      if (repository.close(id, now(), 'closed')) events.close(id, 'closed');
    },

    /** The whole state of an open session (the first event of every stream); 404 when it is not open. */
    state: (id: string): DecideSession => sessionOf(openSession(id)),

    /** Throws 404 unless the session is open. */
    requireOpen(id: string): void {
      openSession(id);
    },

    /** Closes the open session when it has been idle too long (the periodic sweep, so that streams hear it). */
    expireIdle(): void {
      current();
    },
  };
}

export type DecideService = ReturnType<typeof createDecideService>;
