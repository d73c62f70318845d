import { describe, expect, it } from 'vitest';
import { surprises, topPeople } from './statistics-highlights';
import { title, viewed } from './statistics.fixture';
import { viewsOf } from './statistics-titles';

describe('recap highlights', () => {
  it('top people: each of several directors, each person once per title and role', () => {
    const views = viewsOf(
      [
        title(
          {
            id: 1,
            title: 'Matrix',
            director: 'Lana Wachowski, Lilly Wachowski',
            mainStars: ['Keanu Reeves', 'Keanu Reeves'],
          },
          { both: viewed(['2026-01-01', '2026-02-01'], 136, { up: 2 }) },
        ),
        title(
          { id: 2, title: 'John Wick', director: 'Chad Stahelski', mainStars: ['Keanu Reeves'] },
          { both: viewed(['2026-03-01'], 101, { down: 1 }) },
        ),
      ],
      null,
    );
    expect(topPeople(views)).toEqual([
      { name: 'Keanu Reeves', role: 'Actor', count: 2, affinity: 50 },
      { name: 'Lana Wachowski', role: 'Director', count: 1, affinity: 100 },
      { name: 'Lilly Wachowski', role: 'Director', count: 1, affinity: 100 },
      { name: 'Chad Stahelski', role: 'Director', count: 1, affinity: 0 },
    ]);
  });

  it('a surprise below 6, a hot take from 7, else none', () => {
    const rated = (id: number, critics: number, reaction: 'up' | 'down') =>
      title(
        { id, title: `Title ${id}`, tmdbRating: critics },
        { both: viewed(['2026-01-01'], 90, { [reaction]: 1 }) },
      );
    expect(surprises(viewsOf([rated(1, 6, 'up'), rated(2, 6.9, 'down')], null))).toEqual({
      biggestSurprise: null,
      hotTake: null,
    });
    const found = surprises(viewsOf([rated(1, 5.9, 'up'), rated(2, 4, 'up'), rated(3, 7, 'down')], null));
    expect(found.biggestSurprise).toMatchObject({ title: 'Title 2', globalRating: 4 });
    expect(found.hotTake).toMatchObject({ title: 'Title 3', globalRating: 7 });
  });
});
