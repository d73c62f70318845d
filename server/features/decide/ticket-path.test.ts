import { describe, expect, it } from 'vitest';
import { withoutDecideTicket } from './ticket-path';

describe("a stream's URL as logged", () => {
  it('hides the ticket, however its name is spelled, and keeps the rest', () => {
    expect(withoutDecideTicket('/api/decide/abc/events?ticket=s3cret')).toBe(
      '/api/decide/abc/events?ticket=[hidden]',
    );
    expect(withoutDecideTicket('/api/decide/abc/events?a=1&%74icket=s3cret&b=2')).toBe(
      '/api/decide/abc/events?a=1&%74icket=[hidden]&b=2',
    );
    expect(withoutDecideTicket('/x?TICKET=s3cret&ticket=t&ticket%ZZ=1')).toBe(
      '/x?TICKET=[hidden]&ticket=[hidden]&ticket%ZZ=1',
    );
    expect(withoutDecideTicket('/api/library/all')).toBe('/api/library/all');
  });
});
