import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns } from './columns';

interface Card {
  id: number;
  title: string;
  genres: string[];
  rating: number | null;
}

const cards: Card[] = [
  { id: 1, title: 'Alien', genres: ['Horror'], rating: 8.5 },
  { id: 7, title: 'Heat', genres: [], rating: null },
];

describe('columns', () => {
  it('sends one array per field, in the records’ order', () => {
    expect(toColumns(cards, ['id', 'title', 'genres', 'rating'])).toEqual({
      id: [1, 7],
      title: ['Alien', 'Heat'],
      genres: [['Horror'], []],
      rating: [8.5, null],
    });
  });

  it('leaves out the fields it is not given', () => {
    expect(toColumns(cards, ['id'])).toEqual({ id: [1, 7] });
  });

  it('gives the records back, nulls and lists included, through JSON', () => {
    const wire = JSON.parse(
      JSON.stringify(toColumns(cards, ['id', 'title', 'genres', 'rating'])),
    ) as ReturnType<typeof toColumns<Card>>;
    expect(fromColumns(wire)).toEqual(cards);
  });

  it('gives no records from no records', () => {
    expect(fromColumns(toColumns<Card>([], ['id', 'title']))).toEqual([]);
  });
});
