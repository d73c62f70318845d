import { z } from 'zod';
import type { StoredVote } from '#domain/rules/decide';
import { offersSchema, type Offers } from '#domain/schemas/availability';
import {
  decideCardSchema,
  decideViewerSchema,
  type DecideCard,
  type DecideViewer,
} from '#domain/schemas/decide';
import { eveningConstraintsSchema } from '#domain/schemas/library';
import { writeTransaction, type Db } from '../../db/connection';

export type ClosedReason = 'closed' | 'idle';

/** A session as stored. */
export interface SessionRecord {
  id: string;
  startedBy: DecideViewer;
  passThePhone: boolean;
  constraints: z.infer<typeof eveningConstraintsSchema>;
  deck: DecideCard[];
  joined: DecideViewer[];
  /** The keys of the cards we both said yes to, in the order they were announced. */
  matches: string[];
  startedAt: string;
  lastActivityAt: string;
  closedAt: string | null;
  closedReason: ClosedReason | null;
}

interface SessionRow {
  id: string;
  started_by: DecideViewer;
  pass_the_phone: number;
  constraints: string;
  deck: string;
  joined: string;
  matches: string;
  started_at: string;
  last_activity_at: string;
  closed_at: string | null;
  closed_reason: ClosedReason | null;
}

const deckSchema = z.array(decideCardSchema);
const joinedSchema = z.array(decideViewerSchema);
const keysSchema = z.array(z.string());

const recordOf = (row: SessionRow): SessionRecord => ({
  id: row.id,
  startedBy: row.started_by,
  passThePhone: row.pass_the_phone === 1,
  constraints: eveningConstraintsSchema.parse(JSON.parse(row.constraints)),
  deck: deckSchema.parse(JSON.parse(row.deck)),
  joined: joinedSchema.parse(JSON.parse(row.joined)),
  matches: keysSchema.parse(JSON.parse(row.matches)),
  startedAt: row.started_at,
  lastActivityAt: row.last_activity_at,
  closedAt: row.closed_at,
  closedReason: row.closed_reason,
});

const COLUMNS = `id, started_by, pass_the_phone, constraints, deck, joined, matches, started_at, last_activity_at,
  closed_at, closed_reason`;

/** The one writer of decide_sessions and decide_votes; it reads our services' offers from title_availability. */
export function createDecideRepository(db: Db) {
  const statements = {
    open: db.prepare<[], SessionRow>(`SELECT ${COLUMNS} FROM decide_sessions WHERE closed_at IS NULL`),
    byId: db.prepare<[string], SessionRow>(`SELECT ${COLUMNS} FROM decide_sessions WHERE id = ?`),
    insert: db.prepare<
      [
        {
          id: string;
          startedBy: DecideViewer;
          passThePhone: number;
          constraints: string;
          deck: string;
          joined: string;
          at: string;
        },
      ]
    >(
      `INSERT INTO decide_sessions (id, started_by, pass_the_phone, constraints, deck, joined, started_at,
         last_activity_at)
       VALUES (@id, @startedBy, @passThePhone, @constraints, @deck, @joined, @at, @at)`,
    ),
    join: db.prepare<[{ id: string; joined: string; at: string }]>(
      'UPDATE decide_sessions SET joined = @joined, last_activity_at = @at WHERE id = @id',
    ),
    touch: db.prepare<[{ id: string; at: string }]>(
      'UPDATE decide_sessions SET last_activity_at = @at WHERE id = @id',
    ),
    matches: db.prepare<[{ id: string; matches: string }]>(
      'UPDATE decide_sessions SET matches = @matches WHERE id = @id',
    ),
    close: db.prepare<[{ id: string; at: string; reason: ClosedReason }]>(
      `UPDATE decide_sessions SET closed_at = @at, closed_reason = @reason WHERE id = @id AND closed_at IS NULL`,
    ),
    votes: db.prepare<[string], StoredVote>(
      'SELECT viewer, key, vote FROM decide_votes WHERE session_id = ? ORDER BY at, viewer, key',
    ),
    vote: db.prepare<[{ id: string; viewer: DecideViewer; key: string; vote: string; at: string }]>(
      `INSERT INTO decide_votes (session_id, viewer, key, vote, at) VALUES (@id, @viewer, @key, @vote, @at)
       ON CONFLICT (session_id, viewer, key) DO UPDATE SET vote = excluded.vote, at = excluded.at`,
    ),
    offers: db.prepare<[string], { library_item_id: number; offers: string }>(
      `SELECT library_item_id, offers FROM title_availability
       WHERE library_item_id IN (SELECT value FROM json_each(?))`,
    ),
  };

  return {
    transaction: <T>(work: () => T): T => writeTransaction(db, work),
    /** The open session, if any (idle or not). */
    open: (): SessionRecord | undefined => {
      const row = statements.open.get();
      return row && recordOf(row);
    },
    byId: (id: string): SessionRecord | undefined => {
      const row = statements.byId.get(id);
      return row && recordOf(row);
    },
    insert(session: Omit<SessionRecord, 'matches' | 'lastActivityAt' | 'closedAt' | 'closedReason'>): void {
      statements.insert.run({
        id: session.id,
        startedBy: session.startedBy,
        passThePhone: session.passThePhone ? 1 : 0,
        constraints: JSON.stringify(session.constraints),
        deck: JSON.stringify(session.deck),
        joined: JSON.stringify(session.joined),
        at: session.startedAt,
      });
    },
    join: (id: string, joined: readonly DecideViewer[], at: string) =>
      statements.join.run({ id, joined: JSON.stringify(joined), at }),
    setMatches: (id: string, matches: readonly string[]) =>
      statements.matches.run({ id, matches: JSON.stringify(matches) }),
    /** Closes the session unless it is closed already; whether this closed it. */
    close: (id: string, at: string, reason: ClosedReason): boolean =>
      statements.close.run({ id, at, reason }).changes === 1,
    votes: (id: string): StoredVote[] => statements.votes.all(id),
    /** Records a vote (replacing the viewer's earlier one on that card) and the session's activity. */
    vote(id: string, vote: StoredVote, at: string): void {
      statements.vote.run({ id, ...vote, at });
      statements.touch.run({ id, at });
    },
    /** The stored offers of these library titles, by item id (titles never checked are absent). */
    offersOf(itemIds: readonly number[]): Map<number, Offers> {
      const rows = statements.offers.all(JSON.stringify(itemIds));
      return new Map(rows.map((row) => [row.library_item_id, offersSchema.parse(JSON.parse(row.offers))]));
    },
  };
}

export type DecideRepository = ReturnType<typeof createDecideRepository>;
