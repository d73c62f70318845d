import { describe, expect, it } from 'vitest';
import { statusChange, type ItemStatusDates } from './item-status-change';

const BEFORE = '2025-01-01T10:00:00.000Z';
const WHEN = '2026-02-03T20:00:00.000Z';
const fresh: ItemStatusDates = {
  status: 'to_watch',
  dateStarted: null,
  dateFinished: null,
  finishedDate: null,
};

describe('item status change', () => {
  it('watching sets dateStarted the first time only, and keeps the finish dates', () => {
    expect(statusChange(fresh, 'watching', WHEN)).toEqual({
      ...fresh,
      status: 'watching',
      dateStarted: WHEN,
    });
    const finished = {
      status: 'watched',
      dateStarted: BEFORE,
      dateFinished: BEFORE,
      finishedDate: BEFORE,
    } as const;
    expect(statusChange(finished, 'watching', WHEN)).toEqual({ ...finished, status: 'watching' });
  });

  it('watched sets both finish dates, kept when it was watched already with a finish date', () => {
    const started = { ...fresh, status: 'watching', dateStarted: BEFORE } as const;
    expect(statusChange(started, 'watched', WHEN)).toEqual({
      status: 'watched',
      dateStarted: BEFORE,
      dateFinished: WHEN,
      finishedDate: WHEN,
    });
    const watched = { ...started, status: 'watched', dateFinished: BEFORE, finishedDate: BEFORE } as const;
    expect(statusChange(watched, 'watched', WHEN)).toEqual(watched);
    const undated = { ...fresh, status: 'watched' } as const;
    expect(statusChange(undated, 'watched', WHEN)).toMatchObject({ dateFinished: WHEN, finishedDate: WHEN });
  });

  it('to_watch clears both finish dates and keeps dateStarted', () => {
    const watched = {
      status: 'watched',
      dateStarted: BEFORE,
      dateFinished: BEFORE,
      finishedDate: BEFORE,
    } as const;
    expect(statusChange(watched, 'to_watch', WHEN)).toEqual({
      status: 'to_watch',
      dateStarted: BEFORE,
      dateFinished: null,
      finishedDate: null,
    });
  });
});
