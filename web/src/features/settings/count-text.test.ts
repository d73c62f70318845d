import { describe, expect, it } from 'vitest';
import { countOf, wholeNumber } from './count-text';

describe('count text', () => {
  it('groups thousands and picks the singular for one', () => {
    expect(wholeNumber(60_000)).toBe('60,000');
    expect(countOf(0, 'row', 'rows')).toBe('0 rows');
    expect(countOf(1, 'row', 'rows')).toBe('1 row');
    expect(countOf(10_000, 'season watch', 'season watches')).toBe('10,000 season watches');
  });
});
