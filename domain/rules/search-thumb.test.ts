import { describe, expect, it } from 'vitest';
import { reactionOf, searchThumb } from './search-thumb';

describe('search rating thumb', () => {
  it('is up from 6.7, down up to 3.3, neutral between', () => {
    expect(searchThumb(6.7, 10)).toBe('up');
    expect(searchThumb(9.1, 10)).toBe('up');
    expect(searchThumb(6.69, 10)).toBe('neutral');
    expect(searchThumb(5, 10)).toBe('neutral');
    expect(searchThumb(3.31, 10)).toBe('neutral');
    expect(searchThumb(3.3, 10)).toBe('down');
    expect(searchThumb(1.2, 10)).toBe('down');
  });

  it('shows no thumb without votes', () => {
    expect(searchThumb(0, 0)).toBeNull();
    expect(searchThumb(0)).toBeNull();
    expect(searchThumb(null)).toBeNull();
    expect(searchThumb(8, 0)).toBeNull();
  });

  it('cuts normalised scores at 0.67 and 0.33', () => {
    expect(reactionOf(0.67)).toBe('up');
    expect(reactionOf(0.5)).toBe('neutral');
    expect(reactionOf(0.33)).toBe('down');
    expect(reactionOf(0)).toBe('down');
    expect(reactionOf(1)).toBe('up');
  });
});
