import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';

/** How long a ticket opens the stream. */
export const TICKET_TTL_MS = 60_000;
/** The most tickets a session has outstanding; a new one drops the oldest. */
export const TICKETS_PER_SESSION = 16;

interface Ticket {
  sessionId: string;
  expiresAt: number;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Single-use keys that open a session's event stream from a browser's EventSource (which cannot send the bearer
 * header): 32 random bytes, kept in memory only as their SHA-256, valid TICKET_TTL_MS, never the session token.
 */
export function createDecideTickets(clock: Clock) {
  /** By hash, in the order they were issued. */
  const tickets = new Map<string, Ticket>();

  function dropExpired(now: number): void {
    for (const [hash, ticket] of tickets) if (ticket.expiresAt <= now) tickets.delete(hash);
  }

  return {
    issue(sessionId: string): string {
      const now = clock.now().getTime();
      dropExpired(now);
      const ofSession = [...tickets].filter(([, ticket]) => ticket.sessionId === sessionId);
      for (const [hash] of ofSession.slice(0, Math.max(0, ofSession.length - TICKETS_PER_SESSION + 1))) {
        tickets.delete(hash);
      }
      const ticket = randomBytes(32).toString('base64url');
      tickets.set(hashOf(ticket), { sessionId, expiresAt: now + TICKET_TTL_MS });
      return ticket;
    },
    /** Whether the ticket opens this session's stream now; a ticket is spent by its first use, whatever it was. */
    redeem(sessionId: string, ticket: string): boolean {
      const hash = hashOf(ticket);
      const found = tickets.get(hash);
      tickets.delete(hash);
      return found?.sessionId === sessionId && found.expiresAt > clock.now().getTime();
    },
  };
}

export type DecideTickets = ReturnType<typeof createDecideTickets>;
