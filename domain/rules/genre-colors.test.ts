import { describe, expect, it } from 'vitest';
import { CLASSICS_COLOR, GENRE_COLORS, coloredGenre, genreColor, titleColor } from './genre-colors';

describe('genre colours', () => {
  it('has a hex colour for each genre of the table', () => {
    expect(Object.keys(GENRE_COLORS)).toEqual([
      'Action',
      'Adventure',
      'Animation',
      'Comedy',
      'Crime',
      'Drama',
      'Fantasy',
      'Horror',
      'Mystery',
      'Romance',
      'Science Fiction',
      'Thriller',
      'War',
      'Western',
    ]);
    for (const color of [...Object.values(GENRE_COLORS), CLASSICS_COLOR])
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('paints Action and Adventure red, Comedy orange and Drama purple', () => {
    expect(genreColor('Action')).toBe(genreColor('Adventure'));
    expect(genreColor('Action')).toBe('#dc2626');
    expect(genreColor('Comedy')).toBe('#f97316');
    expect(genreColor('Drama')).toBe('#7c3aed');
  });

  it('maps TMDb TV genres onto their movie genre', () => {
    expect(coloredGenre('Sci-Fi & Fantasy')).toBe('Science Fiction');
    expect(genreColor('Action & Adventure')).toBe(GENRE_COLORS.Action);
    expect(genreColor('War & Politics')).toBe(GENRE_COLORS.War);
  });

  it('falls back to the classics colour', () => {
    expect(genreColor('Documentary')).toBe(CLASSICS_COLOR);
    expect(genreColor('')).toBe(CLASSICS_COLOR);
    expect(genreColor('constructor')).toBe(CLASSICS_COLOR);
    expect(titleColor([])).toBe(CLASSICS_COLOR);
    expect(titleColor(['Horror', 'Comedy'])).toBe(GENRE_COLORS.Horror);
  });
});
