import { describe, expect, it } from 'vitest';
import { sortLibrary, sortTitle, type SortableItem } from './library-sort';

let nextId = 1;
const item = (title: string, extra: Partial<SortableItem> = {}): SortableItem => ({
  id: nextId++,
  title,
  dateAdded: '2026-01-01T00:00:00.000Z',
  aggregateRating: null,
  tmdbRating: null,
  imdbRating: null,
  rottenTomatoesRating: null,
  metacriticRating: null,
  ...extra,
});

const titles = (items: readonly SortableItem[]) => items.map((entry) => entry.title);

describe('alphabetical (the default)', () => {
  it('ignores case and a leading The / A / An', () => {
    const items = [
      item('zodiac'),
      item('The Matrix'),
      item('An Education'),
      item('A Beautiful Mind'),
      item('alien'),
    ];
    expect(titles(sortLibrary(items))).toEqual([
      'alien',
      'A Beautiful Mind',
      'An Education',
      'The Matrix',
      'zodiac',
    ]);
    expect(titles(sortLibrary(items, 'alphabetical'))).toEqual(titles(sortLibrary(items)));
  });

  it('keeps words that merely start like an article', () => {
    expect(sortTitle('Theory of Everything')).toBe('Theory of Everything');
    expect(sortTitle('Anora')).toBe('Anora');
    expect(sortTitle('The Thing')).toBe('Thing');
    expect(titles(sortLibrary([item('Theory'), item('The Abyss'), item('Anora')]))).toEqual([
      'The Abyss',
      'Anora',
      'Theory',
    ]);
  });

  it('orders numbers by value and accents with their letter', () => {
    expect(titles(sortLibrary([item('Rocky 10'), item('Rocky 2'), item('Amélie'), item('Bambi')]))).toEqual([
      'Amélie',
      'Bambi',
      'Rocky 2',
      'Rocky 10',
    ]);
  });

  it('does not change the input', () => {
    const items = [item('B'), item('A')];
    sortLibrary(items);
    expect(titles(items)).toEqual(['B', 'A']);
  });
});

describe('recently added', () => {
  it('puts the newest first', () => {
    const items = [
      item('Old', { dateAdded: '2025-01-01T00:00:00.000Z' }),
      item('New', { dateAdded: '2026-03-01T10:00:00.000Z' }),
      item('Middle', { dateAdded: '2025-06-01' }),
    ];
    expect(titles(sortLibrary(items, 'recently-added'))).toEqual(['New', 'Middle', 'Old']);
  });
});

describe('global rating', () => {
  it('sorts by the universal score, highest first, unrated last', () => {
    const items = [
      item('Unrated'),
      item('Good', { tmdbRating: 8 }),
      item('Mixed', { tmdbRating: 9, metacriticRating: 50 }),
      item('Great', { imdbRating: 9.1 }),
    ];
    expect(titles(sortLibrary(items, 'global-rating'))).toEqual(['Great', 'Good', 'Mixed', 'Unrated']);
  });

  it('breaks ties by title', () => {
    const items = [item('B', { tmdbRating: 7 }), item('A', { imdbRating: 7 }), item('D'), item('C')];
    expect(titles(sortLibrary(items, 'global-rating'))).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('my rating', () => {
  it('orders up, neutral, down, none, then by title', () => {
    const items = [
      item('None'),
      item('Down', { aggregateRating: 'down' }),
      item('Up B', { aggregateRating: 'up' }),
      item('Neutral', { aggregateRating: 'neutral' }),
      item('Up A', { aggregateRating: 'up' }),
    ];
    expect(titles(sortLibrary(items, 'my-rating'))).toEqual(['Up A', 'Up B', 'Neutral', 'Down', 'None']);
  });
});

describe('random', () => {
  it('shuffles with the given random source', () => {
    const items = [item('A'), item('B'), item('C'), item('D')];
    // Always 0: every position swaps with the first (Fisher-Yates from the end).
    expect(titles(sortLibrary(items, 'random', () => 0))).toEqual(['B', 'C', 'D', 'A']);
    // Just under 1: every position keeps its item.
    expect(titles(sortLibrary(items, 'random', () => 0.999))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps every item exactly once', () => {
    const items = Array.from({ length: 50 }, (_, index) => item(`T${index}`));
    const result = sortLibrary(items, 'random');
    expect(new Set(result.map((entry) => entry.id))).toEqual(new Set(items.map((entry) => entry.id)));
    expect(result).toHaveLength(50);
  });
});
