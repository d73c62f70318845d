import { describe, expect, it } from 'vitest';
import {
  emptyingConstraint,
  fitsEvening,
  fitsTime,
  setConstraints,
  withoutConstraint,
  type EveningItem,
} from './evening';
import { anyEvening } from './evening-constraints';

const movie = (runtime: number | null, extra: Partial<EveningItem> = {}): EveningItem => ({
  mediaType: 'movie',
  runtime,
  genres: ['Drama'],
  availability: null,
  ...extra,
});
const series = (runtime: number | null, extra: Partial<EveningItem> = {}): EveningItem => ({
  ...movie(runtime, extra),
  mediaType: 'tv',
  ...extra,
});
const streaming = (...streams: number[]) => ({ availability: { streams, now: [], left: [] } });

describe('the time we have', () => {
  it('fits a movie by its length, a series by one episode', () => {
    expect(fitsTime(movie(90), 'under-90')).toBe(true);
    expect(fitsTime(movie(91), 'under-90')).toBe(false);
    expect(fitsTime(movie(118), 'under-120')).toBe(true);
    expect(fitsTime(movie(150), 'under-120')).toBe(false);
    expect(fitsTime(series(55), 'under-90')).toBe(true);
    expect(fitsTime(movie(200), 'any')).toBe(true);
  });

  it('counts an unknown runtime as the recap does: 100 minutes a movie, 45 an episode', () => {
    expect(fitsTime(movie(null), 'under-90')).toBe(false);
    expect(fitsTime(movie(null), 'under-120')).toBe(true);
    expect(fitsTime(series(null), 'under-90')).toBe(true);
  });

  it('has room for one episode: series only', () => {
    expect(fitsTime(series(60), 'episode')).toBe(true);
    expect(fitsTime(movie(80), 'episode')).toBe(false);
  });
});

describe('the evening’s constraints', () => {
  const titles = [
    movie(95, { genres: ['Comedy'], ...streaming(8) }),
    movie(130, { genres: ['Drama', 'Crime'] }),
    series(45, { genres: ['Drama'], ...streaming(337) }),
  ];

  it('narrow nothing when none is set', () => {
    expect(setConstraints(anyEvening)).toEqual([]);
    expect(titles.every((title) => fitsEvening(title, anyEvening, []))).toBe(true);
  });

  it('all have to fit', () => {
    const evening = { onServices: true, time: 'under-120' as const, kind: 'all' as const, genre: 'Drama' };
    expect(titles.filter((title) => fitsEvening(title, evening, [8, 337]))).toEqual([titles[2]]);
    expect(setConstraints(evening)).toEqual(['onServices', 'time', 'genre']);
    expect(titles.filter((title) => fitsEvening(title, { ...anyEvening, onServices: true }, [8]))).toEqual([
      titles[0],
    ]);
  });

  it('name the one that left nothing, in their order', () => {
    const services = [8, 337];
    expect(emptyingConstraint(titles, { ...anyEvening, kind: 'tv', genre: 'Comedy' }, services)).toBe(
      'genre',
    );
    expect(emptyingConstraint(titles, { ...anyEvening, onServices: true, kind: 'movie' }, [337])).toBe(
      'kind',
    );
    expect(emptyingConstraint(titles, { ...anyEvening, onServices: true }, [])).toBe('onServices');
    expect(emptyingConstraint(titles, { ...anyEvening, time: 'episode', kind: 'movie' }, services)).toBe(
      'kind',
    );
    expect(emptyingConstraint(titles, { ...anyEvening, time: 'under-90', kind: 'movie' }, services)).toBe(
      'kind',
    );
    expect(emptyingConstraint(titles, { ...anyEvening, time: 'under-90' }, services)).toBeNull();
    expect(emptyingConstraint([], { ...anyEvening, onServices: true }, services)).toBeNull();
  });

  it('can be dropped one at a time', () => {
    const evening = { onServices: true, time: 'episode' as const, kind: 'tv' as const, genre: 'Drama' };
    expect(withoutConstraint(evening, 'time')).toEqual({ ...evening, time: 'any' });
    expect(withoutConstraint(evening, 'onServices')).toEqual({ ...evening, onServices: false });
    expect(withoutConstraint(evening, 'genre')).toEqual({ ...evening, genre: null });
    expect(withoutConstraint(evening, 'kind')).toEqual({ ...evening, kind: 'all' });
  });
});
