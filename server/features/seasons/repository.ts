import type { TransferSeason, TransferSeasonWatch } from '#domain/rules/csv-format';
import type { SeasonTally } from '#domain/rules/season-rollup';
import type { SeasonSummary } from '#domain/schemas/film';
import {
  itemStatusSchema,
  seasonStatusSchema,
  type ItemStatus,
  type Season,
  type SeasonStatus,
  type SeasonWatch,
} from '#domain/schemas/library';
import { writeTransaction, type Db } from '../../db/connection';

interface SeasonRow {
  id: number;
  library_item_id: number;
  season_number: number;
  name: string;
  status: string;
  poster_path: string | null;
  episode_count: number | null;
  air_date: string | null;
  overview: string;
  episode_bookmark: number | null;
  listed: number;
}

interface SeasonWatchRow {
  id: number;
  season_id: number;
  season_number: number;
  rewatch_index: number;
  last_finished_at: string;
  created_at: string;
}

interface TallyRow {
  library_item_id: number;
  item_status: string;
  specials: number;
  total: number;
  watched: number;
  rewatch: number;
  watching: number;
  first_active: number | null;
  first_to_watch: number | null;
  current_bookmark: number | null;
  current_episode_count: number | null;
}

export interface ItemTally {
  libraryItemId: number;
  itemStatus: ItemStatus;
  specials: boolean;
  tally: SeasonTally;
}

const toSeason = (row: SeasonRow): Season => ({
  id: row.id,
  libraryItemId: row.library_item_id,
  seasonNumber: row.season_number,
  name: row.name,
  status: seasonStatusSchema.parse(row.status),
  posterPath: row.poster_path,
  episodeCount: row.episode_count,
  airDate: row.air_date,
  overview: row.overview,
  episodeBookmark: row.episode_bookmark,
  listed: row.listed === 1,
});

const toSeasonWatch = (row: SeasonWatchRow): SeasonWatch => ({
  id: row.id,
  seasonId: row.season_id,
  seasonNumber: row.season_number,
  rewatchIndex: row.rewatch_index,
  lastFinishedAt: row.last_finished_at,
  createdAt: row.created_at,
});

const toItemTally = (row: TallyRow): ItemTally => ({
  libraryItemId: row.library_item_id,
  itemStatus: itemStatusSchema.parse(row.item_status),
  specials: row.specials === 1,
  tally: {
    total: row.total,
    watched: row.watched,
    rewatch: row.rewatch,
    watching: row.watching,
    firstActive: row.first_active,
    firstToWatch: row.first_to_watch,
    currentBookmark: row.current_bookmark,
    currentEpisodeCount: row.current_episode_count,
  },
});

const SEASON_COLUMNS =
  'id, library_item_id, season_number, name, status, poster_path, episode_count, air_date, overview, episode_bookmark, listed';

// One row per item and season group (numbered seasons, specials) of the seasons that count toward progress (a
// season no longer listed only once started: countsTowardProgress in domain/rules/season-rollup.ts); the rollup
// rule picks the group that counts. The group's current season (its first active, else its first to watch) brings
// its bookmark and length.
const TALLY_SELECT = `
  SELECT s.library_item_id, i.status AS item_status, (s.season_number = 0) AS specials,
    COUNT(*) AS total,
    SUM(s.status = 'watched') AS watched,
    SUM(s.status = 'rewatch') AS rewatch,
    SUM(s.status = 'watching') AS watching,
    MIN(CASE WHEN s.status IN ('watching', 'rewatch') THEN s.season_number END) AS first_active,
    MIN(CASE WHEN s.status = 'to_watch' THEN s.season_number END) AS first_to_watch
  FROM seasons s JOIN library_items i ON i.id = s.library_item_id
  WHERE (s.listed = 1 OR s.status != 'to_watch')`;
const TALLY_GROUP = 'GROUP BY s.library_item_id, i.status, (s.season_number = 0)';
const tallyWithCurrent = (grouped: string) => `
  SELECT t.*, c.episode_bookmark AS current_bookmark, c.episode_count AS current_episode_count
  FROM (${grouped}) t
  LEFT JOIN seasons c ON c.library_item_id = t.library_item_id
    AND c.season_number = COALESCE(t.first_active, t.first_to_watch)`;

type TransferSeasonParams = TransferSeason & { libraryItemId: number };

export function createSeasonsRepository(db: Db) {
  const statements = {
    seasonsOf: db.prepare<[number], SeasonRow>(
      // As they are shown (domain/rules/season-display.ts): the numbered seasons in order, then the specials.
      `SELECT ${SEASON_COLUMNS} FROM seasons WHERE library_item_id = ?
       ORDER BY season_number = 0, season_number`,
    ),
    season: db.prepare<[number], SeasonRow>(`SELECT ${SEASON_COLUMNS} FROM seasons WHERE id = ?`),
    upsertSeason: db.prepare<
      [number, number, string, number | null, string | null, string | null, string, string]
    >(
      `INSERT INTO seasons
         (library_item_id, season_number, name, episode_count, air_date, poster_path, overview, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (library_item_id, season_number) DO UPDATE SET
         name = excluded.name, episode_count = excluded.episode_count, air_date = excluded.air_date,
         poster_path = excluded.poster_path, overview = excluded.overview, updated_at = excluded.updated_at
       WHERE seasons.name IS NOT excluded.name OR seasons.episode_count IS NOT excluded.episode_count
         OR seasons.air_date IS NOT excluded.air_date OR seasons.poster_path IS NOT excluded.poster_path
         OR seasons.overview IS NOT excluded.overview`,
    ),
    markListed: db.prepare<{ item: number; listed: string; at: string }>(
      `UPDATE seasons SET listed = (season_number IN (SELECT value FROM json_each(@listed))), updated_at = @at
       WHERE library_item_id = @item AND listed != (season_number IN (SELECT value FROM json_each(@listed)))`,
    ),
    setProgress: db.prepare<[string, number | null, string, number]>(
      'UPDATE seasons SET status = ?, episode_bookmark = ?, updated_at = ? WHERE id = ?',
    ),
    latestRewatchIndex: db.prepare<[number], { latest: number | null }>(
      'SELECT MAX(rewatch_index) AS latest FROM season_watches WHERE season_id = ?',
    ),
    insertWatch: db.prepare<[number, number, string, string]>(
      'INSERT INTO season_watches (season_id, rewatch_index, last_finished_at, created_at) VALUES (?, ?, ?, ?)',
    ),
    refreshWatch: db.prepare<[string, number, number]>(
      'UPDATE season_watches SET last_finished_at = ? WHERE season_id = ? AND rewatch_index = ?',
    ),
    watchesOf: db.prepare<[number], SeasonWatchRow>(
      `SELECT w.id, w.season_id, s.season_number, w.rewatch_index, w.last_finished_at, w.created_at
       FROM season_watches w JOIN seasons s ON s.id = w.season_id
       WHERE s.library_item_id = ?
       ORDER BY s.season_number, w.rewatch_index`,
    ),
    transferSeason: db.prepare<[number, number], SeasonRow & { updated_at: string }>(
      `SELECT ${SEASON_COLUMNS}, updated_at FROM seasons WHERE library_item_id = ? AND season_number = ?`,
    ),
    insertTransferSeason: db.prepare<[TransferSeasonParams]>(
      `INSERT INTO seasons (library_item_id, season_number, name, status, poster_path, episode_count, air_date,
         overview, episode_bookmark, updated_at)
       VALUES (@libraryItemId, @seasonNumber, @name, @status, @posterPath, @episodeCount, @airDate, @overview,
         @episodeBookmark, @updatedAt)`,
    ),
    updateTransferSeason: db.prepare<[TransferSeasonParams & { id: number }]>(
      `UPDATE seasons SET name = @name, status = @status, poster_path = @posterPath, episode_count = @episodeCount,
         air_date = @airDate, overview = @overview, episode_bookmark = @episodeBookmark, updated_at = @updatedAt
       WHERE id = @id`,
    ),
    transferWatch: db.prepare<[number, number], { last_finished_at: string; created_at: string }>(
      'SELECT last_finished_at, created_at FROM season_watches WHERE season_id = ? AND rewatch_index = ?',
    ),
    writeTransferWatch: db.prepare<[number, number, string, string]>(
      `INSERT INTO season_watches (season_id, rewatch_index, last_finished_at, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (season_id, rewatch_index) DO UPDATE SET
         last_finished_at = excluded.last_finished_at, created_at = excluded.created_at`,
    ),
    allTallies: db.prepare<[], TallyRow>(tallyWithCurrent(`${TALLY_SELECT} ${TALLY_GROUP}`)),
    talliesOf: db.prepare<[string], TallyRow>(
      tallyWithCurrent(
        `${TALLY_SELECT} AND s.library_item_id IN (SELECT value FROM json_each(?)) ${TALLY_GROUP}`,
      ),
    ),
  };

  return {
    transaction: <T>(work: () => T): T => writeTransaction(db, work),
    seasonsOf: (libraryItemId: number): Season[] => statements.seasonsOf.all(libraryItemId).map(toSeason),
    season(seasonId: number): Season | undefined {
      const row = statements.season.get(seasonId);
      return row && toSeason(row);
    },
    /** Adds the season, or refreshes its film data; its status and watches are left alone. */
    upsertSeason(libraryItemId: number, season: SeasonSummary, at: string): void {
      statements.upsertSeason.run(
        libraryItemId,
        season.seasonNumber,
        season.name,
        season.episodeCount,
        season.airDate,
        season.posterPath,
        season.overview,
        at,
      );
    },
    /** Marks the item's seasons listed when their number is among these, no longer listed otherwise. */
    markListed(libraryItemId: number, listedNumbers: readonly number[], at: string): void {
      statements.markListed.run({ item: libraryItemId, listed: JSON.stringify(listedNumbers), at });
    },
    /** A season's status and episode bookmark, set together (the bookmark rule ties them). */
    setProgress(seasonId: number, status: SeasonStatus, episodeBookmark: number | null, at: string): void {
      statements.setProgress.run(status, episodeBookmark, at, seasonId);
    },
    latestRewatchIndex: (seasonId: number): number | null =>
      statements.latestRewatchIndex.get(seasonId)?.latest ?? null,
    insertWatch(seasonId: number, rewatchIndex: number, at: string): void {
      statements.insertWatch.run(seasonId, rewatchIndex, at, at);
    },
    refreshWatch(seasonId: number, rewatchIndex: number, at: string): void {
      statements.refreshWatch.run(at, seasonId, rewatchIndex);
    },
    watchesOf: (libraryItemId: number): SeasonWatch[] =>
      statements.watchesOf.all(libraryItemId).map(toSeasonWatch),
    /** A stored season with every field the export carries; undefined when the series has no such season. */
    transferSeason: (
      libraryItemId: number,
      seasonNumber: number,
    ): { id: number; season: TransferSeason } | undefined => {
      const row = statements.transferSeason.get(libraryItemId, seasonNumber);
      if (!row) return undefined;
      const { id, libraryItemId: _item, listed: _listed, ...season } = toSeason(row);
      return { id, season: { ...season, updatedAt: row.updated_at } };
    },
    /** Writes every field of an imported season: a new one (id null), or over a stored one. Answers its id. */
    writeTransferSeason: (libraryItemId: number, id: number | null, season: TransferSeason): number => {
      const params = { ...season, libraryItemId };
      if (id === null) return Number(statements.insertTransferSeason.run(params).lastInsertRowid);
      statements.updateTransferSeason.run({ ...params, id });
      return id;
    },
    transferWatch: (seasonId: number, rewatchIndex: number): TransferSeasonWatch | undefined => {
      const row = statements.transferWatch.get(seasonId, rewatchIndex);
      return (
        row && {
          seasonNumber: -1,
          rewatchIndex,
          lastFinishedAt: row.last_finished_at,
          createdAt: row.created_at,
        }
      );
    },
    writeTransferWatch: (seasonId: number, watch: TransferSeasonWatch): void => {
      statements.writeTransferWatch.run(seasonId, watch.rewatchIndex, watch.lastFinishedAt, watch.createdAt);
    },
    /** Season counts of every item that has seasons, or of the given items only. */
    tallies(itemIds?: readonly number[]): ItemTally[] {
      const rows = itemIds ? statements.talliesOf.all(JSON.stringify(itemIds)) : statements.allTallies.all();
      return rows.map(toItemTally);
    },
  };
}

export type SeasonsRepository = ReturnType<typeof createSeasonsRepository>;
