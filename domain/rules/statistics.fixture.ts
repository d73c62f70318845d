import type { DayActivity } from './statistics-charts';
import { resolveTimeframe } from './statistics-timeframe';
import { emptyTally, type TitleActivity, type ViewerTally } from './statistics-titles';

/** A title with no ratings, genres or people, and no records: tests fill in what they count. */
export function title(
  fields: Partial<Omit<TitleActivity, 'byViewer'>> & { id: number; title: string },
  byViewer: Partial<TitleActivity['byViewer']> = {},
): TitleActivity {
  return {
    tmdbId: 1000 + fields.id,
    mediaType: 'movie',
    posterPath: `/poster-${fields.id}.jpg`,
    year: null,
    runtime: null,
    genres: [],
    director: null,
    mainStars: [],
    ownership: 'together',
    userRating: null,
    dateAdded: '2026-01-01',
    tmdbRating: null,
    imdbRating: null,
    rottenTomatoesRating: null,
    metacriticRating: null,
    ...fields,
    byViewer: { person1: emptyTally(), person2: emptyTally(), both: emptyTally(), ...byViewer },
  };
}

/** One viewer's tally: `watched` days are viewings (a movie's finishes), each of `minutes`. */
export function viewed(days: string[], minutes: number, reactions: Partial<ViewerTally> = {}): ViewerTally {
  const sorted = [...days].sort();
  return {
    ...emptyTally(),
    records: days.length,
    watches: days.length,
    finishes: days.length,
    firstFinish: sorted[0] ?? null,
    lastWatched: sorted.at(-1) ?? null,
    minutes: minutes * days.length,
    viewings: days.length,
    ...reactions,
  };
}

/**
 * A household's first half of 2026 (today: 15 June 2026), small enough to work out by hand:
 *
 * - Arrival (movie, person 1's, 116 min, 2016, Science Fiction and Drama, Denis Villeneuve; Amy Adams, Jeremy
 *   Renner; TMDb 7.6, IMDb 8.0: critics 7.8; added 10 January): together on 25 February (up), person 1 alone on
 *   10 March (up).
 * - Bee Movie (movie, person 2's, 91 min, 2007, Animation and Comedy, directed by "Steve Hickner, Simon J. Smith";
 *   Jerry Seinfeld; TMDb 5.9, Rotten Tomatoes 50: critics 5.45; added 20 December 2025): person 2 on 5 January
 *   (up), person 1 on 6 January (down).
 * - Cats (movie, together's, 110 min, 2019, Comedy and Fantasy, Tom Hooper; Taylor Swift; TMDb 4.4, Metacritic 32:
 *   critics 3.8; the title's own reaction up; added 1 March): together on 5 March, no reaction.
 * - Dark (series, together's, 55 min episodes, 2017, Drama and Mystery; IMDb 8.8, TMDb 8.4: critics 8.6): seasons of
 *   10 and 8 episodes finished on 10 and 20 April (credited to both: 550 + 440 min), not finished; person 1 viewed
 *   it alone on 21 April (down).
 * - Eternal Sunshine (movie, person 1's, 108 min, 2004): started by person 1 on 2 May, nothing else.
 */
export function householdFixture() {
  const titles = [
    title(
      {
        id: 1,
        title: 'Arrival',
        ownership: 'person1',
        runtime: 116,
        year: 2016,
        genres: ['Science Fiction', 'Drama'],
        director: 'Denis Villeneuve',
        mainStars: ['Amy Adams', 'Jeremy Renner'],
        tmdbRating: 7.6,
        imdbRating: 8,
        dateAdded: '2026-01-10',
      },
      { both: viewed(['2026-02-25'], 116, { up: 1 }), person1: viewed(['2026-03-10'], 116, { up: 1 }) },
    ),
    title(
      {
        id: 2,
        title: 'Bee Movie',
        ownership: 'person2',
        runtime: 91,
        year: 2007,
        genres: ['Animation', 'Comedy'],
        director: 'Steve Hickner, Simon J. Smith',
        mainStars: ['Jerry Seinfeld'],
        tmdbRating: 5.9,
        rottenTomatoesRating: 50,
        dateAdded: '2025-12-20',
      },
      { person2: viewed(['2026-01-05'], 91, { up: 1 }), person1: viewed(['2026-01-06'], 91, { down: 1 }) },
    ),
    title(
      {
        id: 3,
        title: 'Cats',
        runtime: 110,
        year: 2019,
        genres: ['Comedy', 'Fantasy'],
        director: 'Tom Hooper',
        mainStars: ['Taylor Swift'],
        tmdbRating: 4.4,
        metacriticRating: 32,
        userRating: 'up',
        dateAdded: '2026-03-01',
      },
      { both: viewed(['2026-03-05'], 110) },
    ),
    title(
      {
        id: 4,
        title: 'Dark',
        mediaType: 'tv',
        runtime: 55,
        year: 2017,
        genres: ['Drama', 'Mystery'],
        imdbRating: 8.8,
        tmdbRating: 8.4,
        dateAdded: '2025-11-01',
      },
      {
        both: { ...emptyTally(), records: 2, watches: 2, lastWatched: '2026-04-20', minutes: 990 },
        person1: { ...emptyTally(), records: 1, watches: 1, lastWatched: '2026-04-21', viewings: 1, down: 1 },
      },
    ),
    title(
      { id: 5, title: 'Eternal Sunshine', ownership: 'person1', runtime: 108, year: 2004 },
      { person1: { ...emptyTally(), records: 1 } },
    ),
  ];
  const days: DayActivity[] = [
    { day: '2026-01-05', viewer: 'person2', minutes: 91, viewings: 1 },
    { day: '2026-01-06', viewer: 'person1', minutes: 91, viewings: 1 },
    { day: '2026-02-25', viewer: 'both', minutes: 116, viewings: 1 },
    { day: '2026-03-05', viewer: 'both', minutes: 110, viewings: 1 },
    { day: '2026-03-10', viewer: 'person1', minutes: 116, viewings: 1 },
    { day: '2026-04-10', viewer: 'both', minutes: 550, viewings: 0 },
    { day: '2026-04-20', viewer: 'both', minutes: 440, viewings: 0 },
    { day: '2026-04-21', viewer: 'person1', minutes: 0, viewings: 1 },
    { day: '2026-05-02', viewer: 'person1', minutes: 0, viewings: 0 },
  ];
  return {
    timeframe: resolveTimeframe('ytd', '2026-06-15', '2025-11-01'),
    titles,
    days,
    owned: { person1: 3, person2: 2 },
  };
}
