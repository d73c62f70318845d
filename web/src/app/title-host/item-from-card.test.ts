import { describe, expect, it } from 'vitest';
import { libraryItemSchema, type LibraryCard } from '#domain/schemas/library';
import { itemFromCard } from './item-from-card';

const card: LibraryCard = {
  id: 7,
  tmdbId: 603,
  mediaType: 'movie',
  title: 'The Matrix',
  year: 1999,
  genres: ['Action'],
  posterPath: '/p.jpg',
  ownership: 'together',
  status: 'watched',
  userRating: 'up',
  aggregateRating: 'up',
  seenBy: null,
  dateAdded: '2026-01-02T03:04:05.000Z',
  tmdbRating: 8.2,
  imdbRating: 8.7,
  rottenTomatoesRating: 83,
  metacriticRating: 73,
  seasonRollup: null,
  availability: null,
};

describe('a title opened from its card alone', () => {
  it('is a whole item that keeps every fact of the card and invents none', () => {
    const item = libraryItemSchema.parse(itemFromCard(card));
    expect(item).toMatchObject(card);
    expect(item.overview).toBe('');
    expect(item.runtime).toBeNull();
    expect(item.mainStars).toEqual([]);
  });
});
