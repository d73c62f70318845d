/**
 * Seeds a bench library straight through SQL: movies and series (some series with stored seasons) and viewings,
 * deterministic so that every run measures the same data.
 */
import type { Db } from '#server/db/connection';

export interface LibraryShape {
  titles: number;
  /** Every n-th title is a series. */
  seriesEvery: number;
  /** Of the series, every n-th has stored seasons. */
  seasonedSeriesEvery: number;
  viewings: number;
}

/** A small deterministic generator, so that every run seeds the same library. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const GENRES = ['Drama', 'Comedy', 'Thriller', 'Science Fiction', 'Crime', 'Romance', 'Animation', 'Horror'];
const STATUSES = ['to_watch', 'watching', 'watched'] as const;
const OWNERSHIPS = ['person1', 'person2', 'together'] as const;
const VIEWERS = ['person1', 'person2', 'both'] as const;
const REACTIONS = ['up', 'neutral', 'down', null] as const;

export function seedLibrary(db: Db, shape: LibraryShape): void {
  const random = seededRandom(42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const addedAt = (index: number) => new Date(Date.UTC(2023, 0, 1) + index * 3_600_000).toISOString();
  const insertItem = db.prepare(
    `INSERT INTO library_items (id, tmdb_id, media_type, title, year, overview, genres, director, creator,
       main_stars, runtime, imdb_id, imdb_rating, imdb_votes, tmdb_rating, tmdb_vote_count, rotten_tomatoes_rating,
       metacritic_rating, poster_path, backdrop_path, logo_path, release_date, vote_average, ownership, status,
       user_rating, date_added, updated_at, metadata_refreshed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSeason = db.prepare(
    `INSERT INTO seasons (library_item_id, season_number, name, status, episode_count, air_date, overview, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, '', ?)`,
  );
  const insertViewing = db.prepare(
    `INSERT INTO viewings (library_item_id, watched_date, viewer, user_rating, notes, created_at, updated_at)
     VALUES (?, ?, ?, ?, NULL, ?, ?)`,
  );
  db.transaction(() => {
    for (let id = 1; id <= shape.titles; id += 1) {
      const isSeries = id % shape.seriesEvery === 0;
      const year = 1950 + Math.floor(random() * 75);
      const rating = Math.round((4 + random() * 5) * 10) / 10;
      insertItem.run(
        id,
        100_000 + id,
        isSeries ? 'tv' : 'movie',
        `${isSeries ? 'Series' : 'Movie'} number ${id} of the bench library`,
        year,
        'An overview of a sensible length, about as long as the ones the film database writes for a title.',
        JSON.stringify([pick(GENRES), pick(GENRES)]),
        isSeries ? null : 'Some Director',
        isSeries ? 'Some Creator, Another Creator' : null,
        JSON.stringify(['Star One', 'Star Two', 'Star Three', 'Star Four', 'Star Five']),
        isSeries ? 45 : 90 + Math.floor(random() * 60),
        `tt${String(1_000_000 + id)}`,
        rating,
        Math.floor(random() * 1_000_000),
        rating,
        Math.floor(random() * 20_000),
        Math.floor(random() * 100),
        Math.floor(random() * 100),
        `/poster${id}.jpg`,
        `/backdrop${id}.jpg`,
        `/logo${id}.png`,
        `${year}-05-17`,
        rating,
        pick(OWNERSHIPS),
        pick(STATUSES),
        pick(REACTIONS),
        addedAt(id),
        addedAt(id),
        addedAt(id),
      );
      if (isSeries && (id / shape.seriesEvery) % shape.seasonedSeriesEvery === 0) {
        const seasons = 1 + Math.floor(random() * 8);
        for (let number = 1; number <= seasons; number += 1) {
          insertSeason.run(id, number, `Season ${number}`, pick(STATUSES), 10, `${year}-09-01`, addedAt(id));
        }
      }
    }
    for (let index = 0; index < shape.viewings; index += 1) {
      const at = addedAt(shape.titles + index);
      insertViewing.run(
        1 + Math.floor(random() * shape.titles),
        at.slice(0, 10),
        pick(VIEWERS),
        pick(REACTIONS),
        at,
        at,
      );
    }
  })();
}
