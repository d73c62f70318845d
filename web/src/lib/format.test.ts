import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfStoredDate } from './format';

const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('dayOfStoredDate', () => {
  it("reads a stored instant on the household's day, and a stored day as that day", () => {
    const day = (stored: string) => format(dayOfStoredDate(stored), 'yyyy-MM-dd');
    expect(day('2026-01-01T07:30:00.000Z')).toBe('2025-12-31');
    expect(day('2026-01-01T09:00:00Z')).toBe('2026-01-01');
    expect(day('2025-12-31')).toBe('2025-12-31');
    expect(day('2026-01-01')).toBe('2026-01-01');
  });
});
