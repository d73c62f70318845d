import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayInZone } from '#domain/rules/household-day';
import type { StatisticsTimeframe, StatisticsViewer } from '#domain/schemas/statistics';
import { openDatabase, type Db } from '../../db/connection';
import { recapFromScratch } from './recap-from-scratch.fixture';
import { createStatisticsRepository } from './repository';
import { createStatisticsService, type StatisticsService } from './service';
import { createTallyRepository } from './tally-repository';

// New York: a date-time after 00:00 UTC and before 05:00 UTC (04:00 in summer) is the day before.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

/** Mid-June 2026: 2025 is last year, and some records lie after today. */
const NOW = new Date('2026-06-15T16:00:00.000Z');
const TIMEFRAMES: StatisticsTimeframe[] = ['ytd', 'last-year', 'all-time'];
const VIEWERS: (StatisticsViewer | null)[] = [null, 'person1', 'person2'];

/** A small deterministic generator, so that a failure is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

let dir: string;
let db: Db;
let other: Db;
let service: StatisticsService;
const newService = () =>
  createStatisticsService({
    repository: createStatisticsRepository(db),
    tallies: createTallyRepository(db),
    clock: { now: () => NOW },
    writesSettled: () => Promise.resolve(),
    logger: { warn: () => undefined },
  });
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watchlist-tallies-'));
  db = openDatabase(join(dir, 'w.db'));
  other = openDatabase(join(dir, 'w.db'));
  service = newService();
  service.prepare();
});
afterEach(() => {
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Every timeframe and viewer, as the service answers (which keeps its titles in memory and reads again only those a
 * write touched) and as a new one does (which reads every title from the tallies), against the recap from scratch.
 * When the new one answers first, it brings the tallies up to date, as another server process or a restored database
 * would, and the service must notice that they moved without it.
 */
async function expectSameAsFromScratch(context: string, newServiceFirst = false) {
  const today = dayInZone(NOW);
  const services = [
    { name: 'the service', service },
    { name: 'a new service', service: newService() },
  ];
  if (newServiceFirst) services.reverse();
  for (const timeframe of TIMEFRAMES) {
    for (const viewer of VIEWERS) {
      const expected = recapFromScratch(db, timeframe, viewer, today);
      for (const { name, service: answering } of services) {
        const label = `${context}: ${timeframe} ${viewer ?? 'household'}, ${name}`;
        expect(await answering.recap(timeframe, viewer), label).toEqual(expected);
      }
    }
  }
}

/**
 * Thirty titles, then random writes of every kind that the recap reads, straight through SQL (upserts among them) (as an import or any other writer would),
 * half of them on a second connection: titles added, edited and deleted; viewings added, moved, re-dated, re-rated
 * and deleted; seasons and season watches added, changed and deleted. Dates are days and date-times in every
 * stored form, many of them around midnight UTC (the evening before in New York), a few after today.
 */
function randomLibrary(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const maybe = <T>(value: T, chance = 0.5): T | null => (random() < chance ? value : null);
  const pad = (value: number) => String(value).padStart(2, '0');
  const randomDate = () => {
    const year = pick([2024, 2025, 2025, 2026, 2026, 2026, 2027]);
    const month = random() < 0.3 ? pick([1, 12, 6]) : 1 + Math.floor(random() * 12);
    // Few days, so that titles and viewers share them; around today in June 2026.
    const day = month === 6 && year === 2026 ? pick([14, 15, 16]) : pick([1, 2, 15, 28]);
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const hour = pick(['00', '02', '03', '04', '05', '12', '23']);
    return pick([
      date,
      date,
      `${date}T${hour}:30:00.000Z`,
      `${date}T${hour}:15Z`,
      `${date} ${hour}:45:00`,
      `${date}T${hour}:00:00+09:00`,
      `${date}T${hour}:00:00-07:00`,
    ]);
  };
  const connection = () => (random() < 0.5 ? db : other);
  /** A random id among the rows the query lists; undefined when there is none. */
  const anyId = (sql: string): number | undefined => {
    const rows = connection().prepare<[], { id: number }>(sql).all();
    return rows[Math.floor(random() * rows.length)]?.id;
  };
  let tmdbId = 1;

  const addTitle = () => {
    const movie = random() < 0.6;
    connection()
      .prepare(
        `INSERT INTO library_items (tmdb_id, media_type, title, year, genres, director, main_stars, runtime,
           tmdb_rating, imdb_rating, ownership, status, user_rating, date_added, date_started, date_finished,
           updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        tmdbId++,
        movie ? 'movie' : 'tv',
        `Title ${pick(['A', 'B', 'C', 'D'])}${tmdbId}`,
        maybe(1960 + Math.floor(random() * 66), 0.9),
        JSON.stringify([pick(['Drama', 'Comedy', 'Horror']), pick(['Drama', 'Crime'])]),
        movie ? pick(['Dee Rector', 'Ann Other, Dee Rector', null]) : null,
        JSON.stringify([pick(['Ann Actor', 'Bob Star']), pick(['Cy Player', 'Ann Actor'])]),
        maybe(pick([45, 90, 120, 30]), 0.8),
        maybe(Math.round(random() * 100) / 10, 0.8),
        maybe(Math.round(random() * 100) / 10),
        pick(['person1', 'person2', 'together']),
        pick(['to_watch', 'watching', 'watched']),
        pick(['up', 'neutral', 'down', null]),
        randomDate(),
        maybe(randomDate(), 0.4),
        maybe(randomDate(), 0.6),
        '2026-01-01T00:00:00.000Z',
      );
  };
  const editTitle = () => {
    const id = anyId('SELECT id FROM library_items');
    if (id === undefined) return;
    const [column, value] = pick([
      ['status', pick(['to_watch', 'watching', 'watched'])],
      ['user_rating', pick(['up', 'neutral', 'down', null])],
      ['runtime', maybe(pick([25, 60, 95]))],
      ['ownership', pick(['person1', 'person2', 'together'])],
      ['date_finished', maybe(randomDate())],
      ['date_started', maybe(randomDate())],
      ['date_added', randomDate()],
      ['title', `Renamed ${id}`],
    ] as const);
    connection().prepare(`UPDATE library_items SET ${column} = ? WHERE id = ?`).run(value, id);
  };
  const addViewing = () => {
    const id = anyId('SELECT id FROM library_items');
    if (id === undefined) return;
    connection()
      .prepare(
        `INSERT INTO viewings (library_item_id, watched_date, viewer, user_rating, created_at, updated_at)
         VALUES (?, ?, ?, ?, '2026-01-01', '2026-01-01')`,
      )
      .run(id, randomDate(), pick(['person1', 'person2', 'both']), pick(['up', 'neutral', 'down', null]));
  };
  const editViewing = () => {
    const id = anyId('SELECT id FROM viewings');
    if (id === undefined) return;
    const [column, value] = pick([
      ['watched_date', randomDate()],
      ['viewer', pick(['person1', 'person2', 'both'])],
      ['user_rating', pick(['up', 'neutral', 'down', null])],
      ['library_item_id', anyId('SELECT id FROM library_items')],
    ] as const);
    connection().prepare(`UPDATE viewings SET ${column} = ? WHERE id = ?`).run(value, id);
  };
  const addSeason = () => {
    const id = anyId(`SELECT id FROM library_items WHERE media_type = 'tv'`);
    if (id === undefined) return;
    connection()
      .prepare(
        `INSERT INTO seasons (library_item_id, season_number, name, episode_count, updated_at)
         VALUES (?, ?, 'Season', ?, '2026-01-01')
         ON CONFLICT (library_item_id, season_number) DO UPDATE SET episode_count = excluded.episode_count`,
      )
      .run(id, Math.floor(random() * 4), maybe(pick([6, 8, 10, 13]), 0.8));
  };
  const editSeason = () => {
    const id = anyId('SELECT id FROM seasons');
    if (id === undefined) return;
    if (random() < 0.5) {
      connection()
        .prepare('UPDATE seasons SET episode_count = ? WHERE id = ?')
        .run(maybe(pick([3, 9, 12]), 0.8), id);
    } else {
      connection()
        .prepare('UPDATE OR IGNORE seasons SET season_number = ? WHERE id = ?')
        .run(Math.floor(random() * 4), id);
    }
  };
  const watchSeason = () => {
    const id = anyId('SELECT id FROM seasons');
    if (id === undefined) return;
    // As the app's writers do (an upsert), and as any other might (OR REPLACE, OR IGNORE).
    const insert = pick([
      `INSERT INTO season_watches (season_id, rewatch_index, last_finished_at, created_at)
       VALUES (?, ?, ?, '2026-01-01')
       ON CONFLICT (season_id, rewatch_index) DO UPDATE SET last_finished_at = excluded.last_finished_at`,
      `INSERT OR REPLACE INTO season_watches (season_id, rewatch_index, last_finished_at, created_at)
       VALUES (?, ?, ?, '2026-01-01')`,
      `INSERT OR IGNORE INTO season_watches (season_id, rewatch_index, last_finished_at, created_at)
       VALUES (?, ?, ?, '2026-01-01')`,
    ]);
    connection()
      .prepare(insert)
      .run(id, Math.floor(random() * 3), randomDate());
  };
  const editSeasonWatch = () => {
    const id = anyId('SELECT id FROM season_watches');
    if (id !== undefined) {
      connection()
        .prepare('UPDATE season_watches SET last_finished_at = ? WHERE id = ?')
        .run(randomDate(), id);
    }
  };
  const remove = (table: string) => () => {
    const id = anyId(`SELECT id FROM ${table}`);
    if (id !== undefined) connection().prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
  };

  const writes: [number, () => void][] = [
    [5, addTitle],
    [3, editTitle],
    [1, remove('library_items')],
    [12, addViewing],
    [4, editViewing],
    [2, remove('viewings')],
    [5, addSeason],
    [1, editSeason],
    [1, remove('seasons')],
    [10, watchSeason],
    [2, editSeasonWatch],
    [1, remove('season_watches')],
  ];
  const total = writes.reduce((sum, [weight]) => sum + weight, 0);
  for (let index = 0; index < 30; index += 1) addTitle();
  return () => {
    let roll = random() * total;
    for (const [weight, write] of writes) {
      roll -= weight;
      if (roll < 0) return write();
    }
  };
}

describe('the recap from its tallies', () => {
  it('answers what a computation from scratch answers, after every kind of write, on any connection', async () => {
    const write = randomLibrary(2026);
    for (let round = 1; round <= 16; round += 1) {
      const writes = round === 1 ? 100 : 20;
      for (let index = 0; index < writes; index += 1) write();
      await expectSameAsFromScratch(`after round ${round}`, round % 2 === 0);
    }
    const counts = db
      .prepare<[], { viewings: number; watches: number }>(
        'SELECT (SELECT COUNT(*) FROM viewings) AS viewings, (SELECT COUNT(*) FROM season_watches) AS watches',
      )
      .get();
    // The library the comparison ran on is not trivial.
    expect(counts?.viewings).toBeGreaterThan(50);
    expect(counts?.watches).toBeGreaterThan(20);
  });

  it("sees a change to a title's own facts (its name, its reaction) made on another connection", async () => {
    const write = randomLibrary(5);
    for (let index = 0; index < 80; index += 1) write();
    await expectSameAsFromScratch('before');
    other.exec(`UPDATE library_items SET title = 'Renamed ' || id,
      user_rating = CASE user_rating WHEN 'up' THEN 'down' ELSE 'up' END`);
    await expectSameAsFromScratch('after');
  });

  it('rebuilds them for a new time zone', async () => {
    const write = randomLibrary(7);
    for (let index = 0; index < 120; index += 1) write();
    await expectSameAsFromScratch('in New York');
    const household = await service.recap('all-time', null);
    process.env.TZ = 'Pacific/Auckland';
    try {
      await expectSameAsFromScratch('in Auckland');
      expect(await service.recap('all-time', null)).not.toEqual(household);
      for (let index = 0; index < 30; index += 1) write();
      await expectSameAsFromScratch('in Auckland, after more writes');
    } finally {
      process.env.TZ = 'America/New_York';
    }
  });

  it('builds them from scratch for a database whose tallies were never built (after the migration, a restore)', async () => {
    const write = randomLibrary(11);
    for (let index = 0; index < 80; index += 1) write();
    await expectSameAsFromScratch('built as written');
    other.exec(`DELETE FROM recap_title_totals; UPDATE recap_tally_state SET zone = NULL, token = NULL`);
    await expectSameAsFromScratch('rebuilt');
  });
});
