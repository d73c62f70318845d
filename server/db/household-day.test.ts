import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createHouseholdDay, registerHouseholdDay } from './household-day';

const seconds = (iso: string) => Date.parse(iso) / 1000;

/** The day of an instant in a zone, asked of Intl directly, instant by instant. */
function dayByIntl(timeZone: string, epochSeconds: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(epochSeconds * 1000);
}

describe('the household day of an instant', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    const losAngeles = createHouseholdDay('America/Los_Angeles');
    expect(losAngeles(seconds('2026-01-01T07:30:00Z'))).toBe('2025-12-31');
    expect(losAngeles(seconds('2026-01-01T08:00:00Z'))).toBe('2026-01-01');
    expect(createHouseholdDay('Asia/Tokyo')(seconds('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
    expect(createHouseholdDay('UTC')(seconds('2025-12-31T23:59:59Z'))).toBe('2025-12-31');
  });

  it('agrees with Intl at every quarter hour of a year, across changes of offset, in zones of odd offsets', () => {
    const start = seconds('2026-01-01T00:07:00Z');
    for (const zone of ['Europe/Paris', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      const dayOf = createHouseholdDay(zone);
      for (let at = start; at < start + 366 * 86_400; at += 900) {
        if (dayOf(at) !== dayByIntl(zone, at))
          expect(`${zone} ${dayOf(at)}`).toBe(`${zone} ${dayByIntl(zone, at)}`);
      }
    }
  });

  it('is a SQL function of the instant in seconds, NULL for NULL', () => {
    const db = new Database(':memory:');
    registerHouseholdDay(db, 'America/Los_Angeles');
    const row = db
      .prepare(
        `SELECT household_day(unixepoch('2026-01-01T07:30:00.000Z')) AS instant,
           household_day(unixepoch('2026-01-01 07:30:00')) AS spaced, household_day(NULL) AS missing`,
      )
      .get();
    expect(row).toEqual({ instant: '2025-12-31', spaced: '2025-12-31', missing: null });
    db.close();
  });
});
