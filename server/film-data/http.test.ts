import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './http';

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates, and ignores the rest', () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('Mon, 15 Jun 2026 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 15 Jun 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
