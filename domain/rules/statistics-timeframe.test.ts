import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  EARLIEST_DAY,
  monthsOf,
  resolveTimeframe,
  timeframeBounds,
  weekNumber,
} from './statistics-timeframe';

describe('recap timeframes', () => {
  it('year to date, last year and all time, with their labels', () => {
    expect(resolveTimeframe('ytd', '2026-06-15', '2019-03-02')).toEqual({
      key: 'ytd',
      start: '2026-01-01',
      end: '2026-06-15',
      label: '2026 so far',
    });
    expect(resolveTimeframe('last-year', '2026-01-01', null)).toEqual({
      key: 'last-year',
      start: '2025-01-01',
      end: '2025-12-31',
      label: '2025',
    });
    expect(resolveTimeframe('all-time', '2026-06-15', '2019-03-02')).toEqual({
      key: 'all-time',
      start: '2019-03-02',
      end: '2026-06-15',
      label: 'All time',
    });
  });

  it('all time without a record, or with only future ones, is today alone', () => {
    expect(resolveTimeframe('all-time', '2026-06-15', null)).toMatchObject({ start: '2026-06-15' });
    expect(resolveTimeframe('all-time', '2026-06-15', '2026-07-01')).toMatchObject({ start: '2026-06-15' });
    expect(timeframeBounds('all-time', '2026-06-15')).toEqual({ start: EARLIEST_DAY, end: '2026-06-15' });
  });

  it('every month of a range, across a year end', () => {
    expect(monthsOf({ start: '2025-11-20', end: '2026-02-03' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOf({ start: '2026-06-15', end: '2026-06-15' })).toEqual(['2026-06']);
  });

  it('calendar days between two days, and Monday-to-Sunday weeks', () => {
    expect(daysBetween('2025-12-20', '2026-01-05')).toBe(16);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-01-05', '2025-12-20')).toBe(-16);
    // Sunday 1 March and Monday 2 March 2026 are in consecutive weeks; Monday to Sunday is one week.
    expect(weekNumber('2026-03-02') - weekNumber('2026-03-01')).toBe(1);
    expect(weekNumber('2026-03-08')).toBe(weekNumber('2026-03-02'));
  });
});
