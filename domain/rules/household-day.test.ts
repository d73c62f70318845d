import { afterEach, describe, expect, it } from 'vitest';
import { clockTimeInZone, dayInZone, dayStartInZone, householdZone, storedDay } from './household-day';

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe("the household's days", () => {
  it('a moment falls on its day in the zone, on either side of midnight', () => {
    const lateEvening = Date.parse('2026-01-01T04:30:00Z');
    expect(dayInZone(lateEvening, 'America/New_York')).toBe('2025-12-31');
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-01-01');
    expect(dayInZone(new Date('2026-06-30T13:00:00Z'), 'Pacific/Auckland')).toBe('2026-07-01');
    expect(dayInZone(Date.parse('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
  });

  it('years before 1 AD and far back are spelled as ISO years, not as eras', () => {
    expect(dayInZone(Date.parse('1500-01-01T12:00:00Z'), 'UTC')).toBe('1500-01-01');
    expect(dayInZone(Date.parse('0000-03-01T12:00:00Z'), 'UTC')).toBe('0000-03-01');
  });

  it("follows TZ: the process's zone is the household's", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(householdZone()).toBe('Asia/Tokyo');
    expect(dayInZone(Date.parse('2026-05-10T16:00:00Z'))).toBe('2026-05-11');
  });

  it('a stored day is that day; a stored date-time is read as SQLite reads it, then moved to the zone', () => {
    const zone = 'America/New_York';
    expect(storedDay('2026-01-01', zone)).toBe('2026-01-01');
    expect(storedDay('2026-01-01T04:30:00.000Z', zone)).toBe('2025-12-31');
    expect(storedDay('2026-01-01T04:30Z', zone)).toBe('2025-12-31');
    expect(storedDay('2026-01-01T23:30:00+09:00', zone)).toBe('2026-01-01');
    // SQLite's own datetime() text names no offset: UTC.
    expect(storedDay('2026-01-01 04:30:00', zone)).toBe('2025-12-31');
    expect(storedDay('2026-01-01 05:30:00.123456', zone)).toBe('2026-01-01');
  });

  it('anything else is no day', () => {
    for (const text of [
      '',
      'yesterday',
      '2026-1-5',
      '2026-13-01',
      '2026-00-10T10:00Z',
      '2026-01-01T25:00:00Z',
      '2026-01-01T10:00+0200',
    ]) {
      expect(storedDay(text, 'UTC')).toBeNull();
    }
  });
});

describe('the start of a day and the time of day in a zone', () => {
  it('a day begins at its midnight in the zone, also on a day DST moves the clocks', () => {
    expect(new Date(dayStartInZone('2026-11-28', 'Asia/Tokyo')).toISOString()).toBe(
      '2026-11-27T15:00:00.000Z',
    );
    expect(new Date(dayStartInZone('2026-03-08', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(new Date(dayStartInZone('2026-03-09', 'America/New_York')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it("reads a moment's wall clock in the zone", () => {
    expect(clockTimeInZone(Date.parse('2026-11-29T09:05:00Z'), 'Asia/Tokyo')).toBe('18:05');
    expect(clockTimeInZone(Date.parse('2026-11-29T00:00:00Z'), 'UTC')).toBe('00:00');
  });
});
