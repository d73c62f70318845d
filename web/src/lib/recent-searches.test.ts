import { describe, expect, it } from 'vitest';
import { parseRecentSearches, RECENT_SEARCHES_KEPT, withSearch } from './recent-searches';

describe('withSearch', () => {
  it('puts the newest search first, its spacing tidied', () => {
    expect(withSearch(['alien'], '  the   matrix ')).toEqual(['the matrix', 'alien']);
  });

  it('moves a repeated search to the front once, whatever its case', () => {
    expect(withSearch(['alien', 'Heat', 'up'], 'heat')).toEqual(['heat', 'alien', 'up']);
  });

  it('keeps only the newest ones', () => {
    const full = Array.from({ length: RECENT_SEARCHES_KEPT }, (_, index) => `search ${index}`);
    const next = withSearch(full, 'newest');
    expect(next).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(next[0]).toBe('newest');
    expect(next).not.toContain(`search ${RECENT_SEARCHES_KEPT - 1}`);
  });

  it('ignores a blank search', () => {
    expect(withSearch(['alien'], '   ')).toEqual(['alien']);
  });
});

describe('parseRecentSearches', () => {
  it('reads the stored list', () => {
    expect(parseRecentSearches('["heat","alien"]')).toEqual(['heat', 'alien']);
  });

  it('gives none for nothing stored, broken JSON or something else than a list of words', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["heat",3,null]')).toEqual(['heat']);
  });
});
