import { describe, expect, it } from 'vitest';
import { GENRE_LINE_LIMIT, genreLine } from './genre-line';

describe('genre line', () => {
  it('joins genres with commas', () => {
    expect(genreLine(['Drama', 'Crime'])).toBe('Drama, Crime');
    expect(genreLine([])).toBe('');
  });

  it('cuts the whole line to 32 characters, ellipsis included', () => {
    const line = genreLine(['Science Fiction', 'Adventure', 'Action', 'Thriller']);
    expect(line.length).toBeLessThanOrEqual(GENRE_LINE_LIMIT);
    expect(line.endsWith('…')).toBe(true);
    expect(line.startsWith('Science Fiction, Adventure')).toBe(true);
  });

  it('keeps a line of exactly 32 characters whole', () => {
    expect(genreLine(['Documentary', 'Science Fiction', 'Wa'])).toBe('Documentary, Science Fiction, Wa');
    expect(genreLine(['x'.repeat(32)])).toBe('x'.repeat(32));
  });
});
