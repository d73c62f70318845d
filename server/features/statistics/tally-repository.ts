import { storedDay } from '#domain/rules/household-day';
import {
  DEFAULT_EPISODE_MINUTES,
  DEFAULT_MOVIE_MINUTES,
  DEFAULT_SEASON_EPISODES,
} from '#domain/rules/statistics-titles';
import { randomUUID } from 'node:crypto';
import { writeTransaction, type Db } from '../../db/connection';

/**
 * What a refresh did: the tallies' token before and after it, and the titles it read afresh (null: all of them).
 * Whoever keeps something of the tallies in memory keeps it for a token (see title-activities.ts).
 */
export interface TallySync {
  before: string | null;
  after: string;
  changed: number[] | null;
}

/** The household's day of a stored date, by the JS function the repository lends this connection's SQL. */
const day = (column: string) => `household_day(${column}, @zone)`;

const ownerAsViewer = `CASE i.ownership WHEN 'together' THEN 'both' ELSE i.ownership END`;

const STALE = `(SELECT item_id FROM recap_stale)`;

/** A season that counts toward a series' progress: listed, or begun (domain/rules/season-rollup.ts). */
const COUNTS = (season: string) => `(${season}.listed = 1 OR ${season}.status != 'to_watch')`;

/**
 * Every record of the stale titles (see TitleActivity in domain/rules/statistics-titles.ts and the README's rules),
 * summed per title, viewer and day: viewings; season watches; series finished (a full round of counted-season
 * watches); titles watched with no such record; titles started. Season watches and the last two kinds are credited
 * to the viewer of the series' latest viewing, else to the owner ('together': both).
 */
const RECORDS_SQL = `WITH
  series_credit AS MATERIALIZED (
    SELECT i.id AS item_id, COALESCE(
      (SELECT v.viewer FROM viewings v WHERE v.library_item_id = i.id
        ORDER BY v.watched_date DESC, v.id DESC LIMIT 1),
      ${ownerAsViewer}) AS viewer
    FROM library_items i WHERE i.media_type = 'tv' AND i.id IN ${STALE}
  ),
  counted AS (
    SELECT s.id, s.library_item_id FROM seasons s
    WHERE s.library_item_id IN ${STALE} AND ${COUNTS('s')} AND (s.season_number >= 1 OR NOT EXISTS (
      SELECT 1 FROM seasons o WHERE o.library_item_id = s.library_item_id AND o.season_number >= 1
        AND ${COUNTS('o')}))
  ),
  counted_total AS (SELECT library_item_id, COUNT(*) AS n FROM counted GROUP BY library_item_id),
  rounds AS (
    SELECT c.library_item_id, COUNT(*) AS n, MAX(w.last_finished_at) AS finished_at
    FROM season_watches w JOIN counted c ON c.id = w.season_id
    GROUP BY c.library_item_id, w.rewatch_index
  ),
  records (item_id, viewer, day, watch, finish, minutes, viewing, up, neutral, down) AS (
    SELECT v.library_item_id, v.viewer, ${day('v.watched_date')}, 1, i.media_type = 'movie',
      CASE WHEN i.media_type = 'movie' THEN COALESCE(i.runtime, @movieMinutes) ELSE 0 END, 1,
      v.user_rating IS 'up', v.user_rating IS 'neutral', v.user_rating IS 'down'
    FROM viewings v JOIN library_items i ON i.id = v.library_item_id WHERE v.library_item_id IN ${STALE}
    UNION ALL
    SELECT s.library_item_id, c.viewer, ${day('w.last_finished_at')}, 1, 0,
      COALESCE(s.episode_count, @seasonEpisodes) * COALESCE(i.runtime, @episodeMinutes), 0, 0, 0, 0
    FROM series_credit c JOIN seasons s ON s.library_item_id = c.item_id
      JOIN season_watches w ON w.season_id = s.id JOIN library_items i ON i.id = c.item_id
    UNION ALL
    SELECT r.library_item_id, c.viewer, ${day('r.finished_at')}, 1, 1, 0, 0, 0, 0, 0
    FROM rounds r JOIN counted_total t ON t.library_item_id = r.library_item_id AND t.n = r.n
      JOIN series_credit c ON c.item_id = r.library_item_id
    UNION ALL
    SELECT i.id, COALESCE(c.viewer, ${ownerAsViewer}), ${day('i.date_finished')}, 1, 1,
      CASE WHEN i.media_type = 'movie' THEN COALESCE(i.runtime, @movieMinutes)
        ELSE @seasonEpisodes * COALESCE(i.runtime, @episodeMinutes) END, 0, 0, 0, 0
    FROM library_items i LEFT JOIN series_credit c ON c.item_id = i.id
    WHERE i.id IN ${STALE} AND i.status = 'watched' AND i.date_finished IS NOT NULL AND CASE
      WHEN i.media_type = 'movie' THEN NOT EXISTS (SELECT 1 FROM viewings v WHERE v.library_item_id = i.id)
      ELSE NOT EXISTS (SELECT 1 FROM seasons s WHERE s.library_item_id = i.id) END
    UNION ALL
    SELECT i.id, COALESCE(c.viewer, ${ownerAsViewer}), ${day('i.date_started')}, 0, 0, 0, 0, 0, 0, 0
    FROM library_items i LEFT JOIN series_credit c ON c.item_id = i.id
    WHERE i.id IN ${STALE} AND i.date_started IS NOT NULL
  )
  INSERT INTO recap_title_days (item_id, viewer, day, records, watches, finishes, minutes, viewings, up, neutral,
    down)
  SELECT item_id, viewer, day, COUNT(*), SUM(watch), SUM(finish), SUM(minutes), SUM(viewing), SUM(up),
    SUM(neutral), SUM(down)
  FROM records WHERE day IS NOT NULL GROUP BY item_id, viewer, day`;

const SUMS = `SUM(records), SUM(watches), SUM(finishes), SUM(minutes), SUM(viewings), SUM(up), SUM(neutral),
  SUM(down)`;

/** Before the stale titles' records are read afresh: their old days leave the household's days, their rows go. */
const CLEAR_STEPS = [
  `UPDATE recap_days SET records = recap_days.records - old.records, minutes = recap_days.minutes - old.minutes,
     viewings = recap_days.viewings - old.viewings
   FROM (SELECT day, viewer, SUM(records) AS records, SUM(minutes) AS minutes, SUM(viewings) AS viewings
     FROM recap_title_days WHERE item_id IN ${STALE} GROUP BY day, viewer) AS old
   WHERE recap_days.day = old.day AND recap_days.viewer = old.viewer`,
  `DELETE FROM recap_days WHERE records = 0`,
  `DELETE FROM recap_title_days WHERE item_id IN ${STALE}`,
  `DELETE FROM recap_title_years WHERE item_id IN ${STALE}`,
  `DELETE FROM recap_title_totals WHERE item_id IN ${STALE}`,
  `DELETE FROM recap_title_added WHERE item_id IN ${STALE}`,
];

/** After: the years, the totals and the household's days take the new records in, and nothing is stale. */
const SUM_STEPS = [
  `INSERT INTO recap_title_years (year, item_id, viewer, records, watches, finishes, minutes, viewings, up, neutral,
     down, last_watched)
   SELECT substr(day, 1, 4) AS year, item_id, viewer, ${SUMS}, MAX(CASE WHEN watches > 0 THEN day END)
   FROM recap_title_days WHERE item_id IN ${STALE} GROUP BY year, item_id, viewer`,
  `INSERT INTO recap_title_totals (item_id, viewer, records, watches, finishes, minutes, viewings, up, neutral, down,
     first_finish, last_watched)
   SELECT item_id, viewer, ${SUMS}, MIN(CASE WHEN finishes > 0 THEN day END), MAX(CASE WHEN watches > 0 THEN day END)
   FROM recap_title_days WHERE item_id IN ${STALE} GROUP BY item_id, viewer`,
  `INSERT INTO recap_days (day, viewer, records, minutes, viewings)
   SELECT day, viewer, SUM(records), SUM(minutes), SUM(viewings)
   FROM recap_title_days WHERE item_id IN ${STALE} GROUP BY day, viewer
   ON CONFLICT (day, viewer) DO UPDATE SET records = records + excluded.records,
     minutes = minutes + excluded.minutes, viewings = viewings + excluded.viewings`,
];

/** The day each stale title was added. */
const ADDED_SQL = `INSERT INTO recap_title_added (item_id, day)
  SELECT id, ${day('date_added')} FROM library_items WHERE id IN ${STALE}`;

/** From scratch: every tally goes and every title is stale. */
const FORGET_STEPS = [
  'DELETE FROM recap_title_days',
  'DELETE FROM recap_title_years',
  'DELETE FROM recap_title_totals',
  'DELETE FROM recap_title_added',
  'DELETE FROM recap_days',
  'DELETE FROM recap_stale',
  'INSERT INTO recap_stale (item_id) SELECT id FROM library_items',
];

/**
 * Writes the recap's tallies (migration 011): brings the stale titles' up to date, or all of them when the household's
 * time zone is not the one they were built for (a changed `TZ`, a database from elsewhere, a first start after the
 * migration). The only writer of the recap_* tables; the triggers only mark titles stale.
 */
export function createTallyRepository(db: Db) {
  db.function('household_day', (text: unknown, zone: unknown) =>
    typeof text === 'string' && typeof zone === 'string' ? storedDay(text, zone) : null,
  );
  const prepareAll = (steps: readonly string[]) => steps.map((sql) => db.prepare(sql));
  const steps = {
    clear: prepareAll(CLEAR_STEPS),
    sum: prepareAll(SUM_STEPS),
    forget: prepareAll(FORGET_STEPS),
  };
  const statements = {
    records: db.prepare<[Record<string, number | string>]>(RECORDS_SQL),
    added: db.prepare<[{ zone: string }]>(ADDED_SQL),
    state: db.prepare<[], { zone: string | null; token: string | null; stale: number }>(
      'SELECT zone, token, EXISTS (SELECT 1 FROM recap_stale) AS stale FROM recap_tally_state',
    ),
    stale: db.prepare<[], { id: number }>('SELECT item_id AS id FROM recap_stale'),
    unmark: db.prepare('DELETE FROM recap_stale'),
    setState: db.prepare<[string, string]>('UPDATE recap_tally_state SET zone = ?, token = ?'),
  };
  const params = {
    movieMinutes: DEFAULT_MOVIE_MINUTES,
    episodeMinutes: DEFAULT_EPISODE_MINUTES,
    seasonEpisodes: DEFAULT_SEASON_EPISODES,
  };
  const run = (list: readonly { run: () => unknown }[]) => {
    for (const statement of list) statement.run();
  };
  const recapSchema = db.prepare<[], { type: string; name: string; sql: string }>(
    `SELECT type, name, sql FROM main.sqlite_schema
     WHERE type IN ('table', 'index') AND tbl_name LIKE 'recap\\_%' ESCAPE '\\' AND sql IS NOT NULL
     ORDER BY type DESC`,
  );

  /**
   * Runs `work` with the recap_* tables replaced by copies in memory (TEMP tables of the same names, which SQLite
   * finds before the main ones): what it writes to them is dropped afterwards, and the database file is not
   * written. For a disk too full to keep the tallies.
   */
  function inMemory<T>(work: () => T): T {
    const schema = recapSchema.all();
    const tables = schema.filter(({ type }) => type === 'table').map(({ name }) => name);
    const tempStore = Number(db.pragma('temp_store', { simple: true }));
    db.pragma('temp_store = MEMORY');
    try {
      for (const { type, name, sql } of schema) {
        if (type === 'table') {
          db.exec(sql.replace(/^CREATE TABLE/i, 'CREATE TEMP TABLE'));
          db.exec(`INSERT INTO temp.${name} SELECT * FROM main.${name}`);
        } else {
          db.exec(sql.replace(/^CREATE (UNIQUE )?INDEX /i, (start) => `${start}temp.`));
        }
      }
      return work();
    } finally {
      for (const name of tables) db.exec(`DROP TABLE IF EXISTS temp.${name}`);
      db.pragma(`temp_store = ${tempStore}`);
    }
  }

  /**
   * Brings the tallies up to date for the time zone (from scratch when they were built for another one, or never),
   * then runs `then` with what was done, all in one write transaction: what `then` reads matches the library.
   */
  function bringUpToDate<T>(forZone: string, then: (sync: TallySync) => T): T {
    return writeTransaction(db, () => {
      const state = statements.state.get();
      const rebuild = state?.zone !== forZone;
      if (rebuild) run(steps.forget);
      const changed = rebuild ? null : statements.stale.all().map(({ id }) => id);
      run(steps.clear);
      statements.records.run({ ...params, zone: forZone });
      statements.added.run({ zone: forZone });
      run(steps.sum);
      statements.unmark.run();
      const sync = { before: state?.token ?? null, after: randomUUID(), changed };
      statements.setState.run(forZone, sync.after);
      return then(sync);
    });
  }

  return {
    /** The tallies' token, and whether they match the library for this time zone. */
    state(forZone: string): { current: boolean; token: string | null } {
      const state = statements.state.get();
      return { current: state?.zone === forZone && state.stale === 0, token: state?.token ?? null };
    },
    bringUpToDate,
    /**
     * Like bringUpToDate, on copies of the tallies in memory: `then` reads tallies that match the library, and none
     * is written (the tallies stay as they were, their titles stale). For a full disk.
     */
    withUpToDateCopy: <T>(forZone: string, then: (sync: TallySync) => T): T =>
      inMemory(() => bringUpToDate(forZone, then)),
  };
}

export type TallyRepository = ReturnType<typeof createTallyRepository>;
