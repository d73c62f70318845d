import { describe, expect, it } from 'vitest';
import { isQuietMinute, quietHoursEnd } from './quiet-hours';

const NIGHT = { from: '22:00', to: '08:00' };
const AFTERNOON = { from: '13:00', to: '15:30' };

describe('quiet hours', () => {
  it('span midnight when from is after to; from is inside, to is not', () => {
    expect(isQuietMinute(22 * 60, NIGHT)).toBe(true);
    expect(isQuietMinute(3 * 60, NIGHT)).toBe(true);
    expect(isQuietMinute(8 * 60, NIGHT)).toBe(false);
    expect(isQuietMinute(21 * 60 + 59, NIGHT)).toBe(false);
    expect(isQuietMinute(13 * 60, AFTERNOON)).toBe(true);
    expect(isQuietMinute(15 * 60 + 30, AFTERNOON)).toBe(false);
    expect(isQuietMinute(12 * 60, AFTERNOON)).toBe(false);
  });

  it('news due outside them is sent at once, and with no quiet hours at all', () => {
    const noon = Date.parse('2026-06-15T12:00:00Z');
    expect(quietHoursEnd(noon, NIGHT, 'UTC')).toBe(noon);
    expect(quietHoursEnd(Date.parse('2026-06-15T23:00:00Z'), null, 'UTC')).toBe(
      Date.parse('2026-06-15T23:00:00Z'),
    );
  });

  it('news due inside them waits until they end, on the next day past midnight', () => {
    expect(quietHoursEnd(Date.parse('2026-06-15T23:10:30Z'), NIGHT, 'UTC')).toBe(
      Date.parse('2026-06-16T08:00:00Z'),
    );
    expect(quietHoursEnd(Date.parse('2026-06-16T02:00:00Z'), NIGHT, 'UTC')).toBe(
      Date.parse('2026-06-16T08:00:00Z'),
    );
    expect(quietHoursEnd(Date.parse('2026-06-15T14:00:00Z'), AFTERNOON, 'UTC')).toBe(
      Date.parse('2026-06-15T15:30:00Z'),
    );
  });

  it("are read in the household's time zone", () => {
    // 23:00 in New York (EDT, UTC-4) is 03:00 UTC the next day; quiet until 08:00 New York time, 12:00 UTC.
    expect(quietHoursEnd(Date.parse('2026-06-16T03:00:00Z'), NIGHT, 'America/New_York')).toBe(
      Date.parse('2026-06-16T12:00:00Z'),
    );
    expect(quietHoursEnd(Date.parse('2026-06-16T03:00:00Z'), NIGHT, 'UTC')).toBe(
      Date.parse('2026-06-16T08:00:00Z'),
    );
  });

  it('end at 08:00 on the wall clock on the night the clocks go back', () => {
    // Berlin leaves summer time on 2026-10-25 at 03:00 CEST: 23:00 CEST on the 24th is 21:00 UTC; 08:00 CET is 07:00 UTC.
    expect(quietHoursEnd(Date.parse('2026-10-24T21:00:00Z'), NIGHT, 'Europe/Berlin')).toBe(
      Date.parse('2026-10-25T07:00:00Z'),
    );
  });
});
