import { describe, expect, it } from 'vitest';
import { compareSeasonsForDisplay, seasonName } from './season-display';

describe('season names', () => {
  it('calls an unnamed season 0 Specials, and other unnamed seasons by their number', () => {
    expect(seasonName(0, '')).toBe('Specials');
    expect(seasonName(0, null)).toBe('Specials');
    expect(seasonName(3, '  ')).toBe('Season 3');
  });

  it('keeps the name the film data gives', () => {
    expect(seasonName(0, 'Extras')).toBe('Extras');
    expect(seasonName(2, 'Book Two: Earth')).toBe('Book Two: Earth');
  });
});

describe('season order', () => {
  it('lists the numbered seasons in order, then the specials', () => {
    const seasons = [0, 2, 10, 1].map((seasonNumber) => ({ seasonNumber }));
    expect([...seasons].sort(compareSeasonsForDisplay).map((season) => season.seasonNumber)).toEqual([
      1, 2, 10, 0,
    ]);
  });
});
