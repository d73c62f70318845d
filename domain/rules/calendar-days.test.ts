import { describe, expect, it } from 'vitest';
import { addDays, dayDate, dayLabel, daysBetween, isDay } from './calendar-days';
import { dayInZone } from './household-day';

describe("the household's day", () => {
  it('is the day it is in the household time zone, whatever the instant says in UTC', () => {
    const lateEvening = new Date('2026-01-04T23:30:00Z');
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-01-04');
    expect(dayInZone(lateEvening, 'Europe/Paris')).toBe('2026-01-05');
    expect(dayInZone(lateEvening, 'America/New_York')).toBe('2026-01-04');
    expect(dayInZone(new Date('2026-01-04T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-01-05');
    expect(dayInZone(new Date('2026-01-05T09:59:00Z'), 'Pacific/Pago_Pago')).toBe('2026-01-04');
  });

  it('moves with daylight saving time, never by a whole day', () => {
    // Paris springs forward at 01:00 UTC on 29 March 2026, and falls back at 01:00 UTC on 25 October.
    expect(dayInZone(new Date('2026-03-28T22:59:00Z'), 'Europe/Paris')).toBe('2026-03-28');
    expect(dayInZone(new Date('2026-03-28T23:00:00Z'), 'Europe/Paris')).toBe('2026-03-29');
    expect(dayInZone(new Date('2026-03-29T21:59:00Z'), 'Europe/Paris')).toBe('2026-03-29');
    expect(dayInZone(new Date('2026-03-29T22:00:00Z'), 'Europe/Paris')).toBe('2026-03-30');
    expect(dayInZone(new Date('2026-10-24T21:59:00Z'), 'Europe/Paris')).toBe('2026-10-24');
    expect(dayInZone(new Date('2026-10-25T22:59:00Z'), 'Europe/Paris')).toBe('2026-10-25');
  });
});

describe('day arithmetic', () => {
  it('adds and counts whole days across months, years, leap days and clock changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-05-30')).toBe(90);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });

  it('knows a day from anything else', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isDay(null)).toBe(false);
    expect(isDay('2026-02-28T10:00:00Z')).toBe(false);
  });
});

describe('day labels', () => {
  it("reads 'Today', 'Tomorrow', a weekday within the week, then a date", () => {
    const today = '2026-01-05'; // a Monday
    expect(dayLabel('2026-01-05', today)).toBe('Today');
    expect(dayLabel('2026-01-06', today)).toBe('Tomorrow');
    expect(dayLabel('2026-01-07', today)).toBe('Wednesday');
    expect(dayLabel('2026-01-11', today)).toBe('Sunday');
    expect(dayLabel('2026-01-12', today)).toBe('Mon, Jan 12');
    expect(dayLabel('2026-01-04', today)).toBe('Yesterday');
    expect(dayLabel('2025-12-30', today)).toBe('Tue, Dec 30');
  });

  it('labels a day the same whatever the zone of the machine (a browser abroad) that labels it', () => {
    const zone = process.env.TZ;
    try {
      for (const machine of ['Asia/Tokyo', 'Pacific/Honolulu']) {
        process.env.TZ = machine;
        expect(dayLabel('2026-01-06', '2026-01-02')).toBe('Tuesday');
        expect(dayLabel('2026-01-20', '2026-01-02')).toBe('Tue, Jan 20');
        expect(dayDate('2026-01-01')).toBe('Thu, Jan 1');
        expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("the process's own zone (the household's: the server sets TZ)", () => {
  it('gives the same day as naming that zone', () => {
    const zone = process.env.TZ;
    try {
      for (const household of ['Europe/Paris', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = household;
        for (const moment of ['2026-01-04T23:30:00Z', '2026-03-29T00:30:00Z', '2026-06-15T10:30:00Z']) {
          expect(dayInZone(new Date(moment))).toBe(dayInZone(new Date(moment), household));
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
