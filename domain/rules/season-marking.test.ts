import { describe, expect, it } from 'vitest';
import type { SeasonStatus } from '../schemas/library';
import { seasonsToMarkWatched } from './season-marking';

const season = (seasonNumber: number, status: SeasonStatus) => ({ seasonNumber, status });

describe('seasonsToMarkWatched', () => {
  it('takes the numbered seasons still to watch or being watched, in their order', () => {
    const seasons = [
      season(1, 'watched'),
      season(2, 'watching'),
      season(3, 'to_watch'),
      season(4, 'rewatch'),
    ];
    expect(seasonsToMarkWatched(seasons)).toEqual([season(2, 'watching'), season(3, 'to_watch')]);
  });

  it('leaves the specials alone when the series has numbered seasons', () => {
    expect(seasonsToMarkWatched([season(0, 'to_watch'), season(1, 'to_watch')])).toEqual([
      season(1, 'to_watch'),
    ]);
  });

  it('takes the specials when they are the only season', () => {
    expect(seasonsToMarkWatched([season(0, 'to_watch')])).toEqual([season(0, 'to_watch')]);
  });

  it('leaves out a season no longer listed that was never started, and takes one being watched', () => {
    const dropped = { seasonNumber: 3, status: 'to_watch' as const, listed: false };
    const droppedStarted = { seasonNumber: 4, status: 'watching' as const, listed: false };
    expect(seasonsToMarkWatched([season(1, 'to_watch'), dropped, droppedStarted])).toEqual([
      season(1, 'to_watch'),
      droppedStarted,
    ]);
  });

  it('has nothing to change when every season is watched or marked for rewatch, or there are none', () => {
    expect(seasonsToMarkWatched([season(1, 'watched'), season(2, 'rewatch')])).toEqual([]);
    expect(seasonsToMarkWatched([])).toEqual([]);
  });

  it('keeps the callers own season objects', () => {
    const own = { seasonNumber: 1, status: 'to_watch' as const, id: 7 };
    expect(seasonsToMarkWatched([own])[0]).toBe(own);
  });
});
