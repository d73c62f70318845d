import { describe, expect, it } from 'vitest';
import { yearOf } from './release-year';

describe('yearOf', () => {
  it('reads the year of a date', () => {
    expect(yearOf('1994-09-23')).toBe(1994);
    expect(yearOf('2026-11-22T10:00:00.000Z')).toBe(2026);
  });

  it('is null without a date or without a year at its start', () => {
    for (const date of [null, undefined, '', 'soon', '0000-01-01', '99-01-01'])
      expect(yearOf(date), String(date)).toBeNull();
  });
});
