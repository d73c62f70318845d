import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../test-support/api-harness';
import { createDecideTickets, TICKETS_PER_SESSION } from './tickets';

describe('stream tickets', () => {
  it('keep at most 16 per session outstanding: a new one drops the oldest', () => {
    const tickets = createDecideTickets(new ManualClock());
    const issued = Array.from({ length: TICKETS_PER_SESSION + 1 }, () => tickets.issue('s'));
    const other = tickets.issue('t');
    expect(tickets.redeem('s', issued[0] ?? '')).toBe(false);
    expect(issued.slice(1).map((ticket) => tickets.redeem('s', ticket))).toEqual(
      Array.from({ length: TICKETS_PER_SESSION }, () => true),
    );
    expect(tickets.redeem('t', other)).toBe(true);
  });
});
