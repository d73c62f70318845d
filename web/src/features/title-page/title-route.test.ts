import { describe, expect, it } from 'vitest';
import { parseTitleRoute } from './title-route';

describe('the title page address', () => {
  it('names a movie or a series by its number', () => {
    expect(parseTitleRoute('movie', '278')).toEqual({ mediaType: 'movie', tmdbId: 278 });
    expect(parseTitleRoute('tv', '1396')).toEqual({ mediaType: 'tv', tmdbId: 1396 });
  });

  it('reads leading zeros as the same title, so it is cached once', () => {
    expect(parseTitleRoute('movie', '0278')).toEqual({ mediaType: 'movie', tmdbId: 278 });
  });

  it.each([
    ['person', '278'],
    ['Movie', '278'],
    ['movie', 'abc'],
    ['movie', '12abc'],
    ['movie', '-3'],
    ['movie', '1.5'],
    ['movie', '0'],
    ['movie', ''],
    ['movie', '99999999999999999999'],
  ])('is no title for /movie/%s/%s', (type, id) => {
    expect(parseTitleRoute(type, id)).toBeNull();
  });
});
