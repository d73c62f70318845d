import type { CalendarTitle } from '#domain/rules/calendar-titles';
import type { DayRange } from '#domain/rules/coming-soon';
import type { KnownEpisode } from '#domain/rules/up-next';
import type { MediaType } from '#domain/schemas/film';
import type { ItemStatus, SeasonStatus } from '#domain/schemas/library';
import type { Db } from '../../db/connection';

/**
 * The rows are read as arrays (better-sqlite3's raw mode), in the order of their SELECT: naming every column of
 * thousands of rows costs more than the query itself.
 */
type ItemRow = [
  id: number,
  tmdbId: number,
  mediaType: MediaType,
  title: string,
  posterPath: string | null,
  backdropPath: string | null,
  status: ItemStatus,
  releaseDate: string | null,
  dateFinished: string | null,
  updatedAt: string,
  factsKnown: number,
  lastSeason: number | null,
  lastEpisode: number | null,
  dismissedKey: string | null,
];

type SeasonRow = [
  itemId: number,
  seasonNumber: number,
  status: SeasonStatus,
  episodeBookmark: number | null,
  episodeCount: number | null,
  airDate: string | null,
  updatedAt: string,
  lastFinishedAt: string | null,
  listed: 0 | 1,
];

type EpisodeRow = [
  itemId: number,
  seasonNumber: number,
  episodeNumber: number,
  name: string | null,
  airDate: string | null,
];

type PremiereRow = [itemId: number, seasonNumber: number, airDate: string];

export interface CalendarItem extends CalendarTitle {
  /** ISO 8601, as stored. */
  dateFinished: string | null;
  updatedAt: string;
  /** Undefined when the series' airing is not known; null when nothing has aired. */
  lastAired: { seasonNumber: number; episodeNumber: number } | null | undefined;
  dismissedKey: string | null;
}

export interface CalendarSeason {
  seasonNumber: number;
  status: SeasonStatus;
  episodeBookmark: number | null;
  episodeCount: number | null;
  airDate: string | null;
  updatedAt: string;
  /** ISO 8601: when its latest season watch finished. */
  lastFinishedAt: string | null;
  /** Whether the film data still lists it (see domain/rules/season-rollup.ts `countsTowardProgress`). */
  listed: boolean;
}

export interface UpNextRows {
  items: CalendarItem[];
  seasonsOf: Map<number, CalendarSeason[]>;
  episodesOf: Map<number, KnownEpisode[]>;
}

export interface ComingRows {
  items: CalendarItem[];
  premieresOf: Map<number, { seasonNumber: number; airDate: string }[]>;
  episodesOf: Map<number, KnownEpisode[]>;
}

const ITEM_COLUMNS = `i.id, i.tmdb_id, i.media_type, i.title, i.poster_path, i.backdrop_path, i.status,
  i.release_date, i.date_finished, i.updated_at, (f.library_item_id IS NOT NULL) AS facts_known, f.last_season,
  f.last_episode, d.entry_key AS dismissed_key
  FROM library_items i
  LEFT JOIN series_facts f ON f.library_item_id = i.id
  LEFT JOIN up_next_dismissals d ON d.library_item_id = i.id`;

// The seasons of every series, with the finish of each one's latest watch (the unique index finds it).
const SEASONS_SQL = `SELECT s.library_item_id, s.season_number, s.status, s.episode_bookmark,
  s.episode_count, s.air_date, s.updated_at,
  (SELECT MAX(w.last_finished_at) FROM season_watches w WHERE w.season_id = s.id) AS last_finished_at, s.listed
  FROM seasons s`;

// What the film database dated or named: the episodes kept of the seasons still airing, and the last and next
// episodes of every series.
const EPISODES_SQL = `
  SELECT library_item_id, season_number, episode_number, name, air_date FROM episodes
  UNION ALL
  SELECT library_item_id, last_season, last_episode, last_name, last_air_date FROM series_facts
    WHERE last_season IS NOT NULL AND last_episode IS NOT NULL
  UNION ALL
  SELECT library_item_id, next_season, next_episode, next_name, next_air_date FROM series_facts
    WHERE next_season IS NOT NULL AND next_episode IS NOT NULL`;

const toItem = (row: ItemRow): CalendarItem => {
  const [factsKnown, lastSeason, lastEpisode] = [row[10], row[11], row[12]];
  return {
    itemId: row[0],
    tmdbId: row[1],
    mediaType: row[2],
    title: row[3],
    posterPath: row[4],
    backdropPath: row[5],
    status: row[6],
    releaseDate: row[7],
    dateFinished: row[8],
    updatedAt: row[9],
    lastAired:
      factsKnown === 0
        ? undefined
        : lastSeason === null || lastEpisode === null
          ? null
          : { seasonNumber: lastSeason, episodeNumber: lastEpisode },
    dismissedKey: row[13],
  };
};

/** Rows whose first column is their title's id, made into lists per title. */
function grouped<R extends [number, ...unknown[]], T>(
  rows: readonly R[],
  map: (row: R) => T,
): Map<number, T[]> {
  const byItem = new Map<number, T[]>();
  for (const row of rows) {
    const list = byItem.get(row[0]);
    if (list) list.push(map(row));
    else byItem.set(row[0], [map(row)]);
  }
  return byItem;
}

const toEpisode = ([, seasonNumber, episodeNumber, name, airDate]: EpisodeRow): KnownEpisode => ({
  seasonNumber,
  episodeNumber,
  name,
  airDate,
});

const toSeason = (row: SeasonRow): CalendarSeason => ({
  seasonNumber: row[1],
  status: row[2],
  episodeBookmark: row[3],
  episodeCount: row[4],
  airDate: row[5],
  updatedAt: row[6],
  lastFinishedAt: row[7],
  listed: row[8] === 1,
});

/**
 * Read-only: what Up Next and Coming Soon are computed from, in a few queries whatever the library's size. Every
 * series comes with its seasons; movies only when their release date falls in the days asked for.
 */
export function createCalendarReadRepository(db: Db) {
  const statements = {
    version: db.prepare<[], { version: number }>('SELECT version FROM library_version WHERE id = 1'),
    // Two indexed reads (the series by the title index, the movies to watch by the status index), not one scan.
    upNextItems: db
      .prepare<[string, string], ItemRow>(
        `SELECT ${ITEM_COLUMNS} WHERE i.media_type = 'tv'
         UNION ALL
         SELECT ${ITEM_COLUMNS} WHERE i.status = 'to_watch' AND i.media_type = 'movie'
           AND i.release_date BETWEEN ? AND ?`,
      )
      .raw(true),
    seasons: db.prepare<[], SeasonRow>(SEASONS_SQL).raw(true),
    episodes: db.prepare<[], EpisodeRow>(EPISODES_SQL).raw(true),
    comingItems: db
      .prepare<[DayRange], ItemRow>(
        `SELECT ${ITEM_COLUMNS}
       WHERE (i.media_type = 'movie' AND i.status = 'to_watch' AND i.release_date BETWEEN @from AND @to)
         OR i.id IN (SELECT library_item_id FROM episodes WHERE air_date BETWEEN @from AND @to)
         OR i.id IN (SELECT library_item_id FROM seasons WHERE air_date BETWEEN @from AND @to)
         OR i.id IN (SELECT library_item_id FROM series_facts WHERE next_air_date BETWEEN @from AND @to)`,
      )
      .raw(true),
    comingSeasons: db
      .prepare<[string, string], PremiereRow>(
        `SELECT library_item_id, season_number, air_date FROM seasons WHERE air_date BETWEEN ? AND ?`,
      )
      .raw(true),
    comingEpisodes: db
      .prepare<[string, string, string, string], EpisodeRow>(
        `SELECT library_item_id, season_number, episode_number, name, air_date FROM episodes
         WHERE air_date BETWEEN ? AND ?
       UNION
       SELECT library_item_id, next_season, next_episode, next_name, next_air_date FROM series_facts
         WHERE next_season IS NOT NULL AND next_episode IS NOT NULL AND next_air_date BETWEEN ? AND ?`,
      )
      .raw(true),
  };

  return {
    /** Moves with every write to the library, its airing facts and the dismissals (migrations 003 and 009). */
    version: (): number => statements.version.get()?.version ?? 0,

    /** Every series with its seasons and known episodes, and the movies to watch released within `released`. */
    upNextTitles(released: DayRange): UpNextRows {
      return {
        items: statements.upNextItems.all(released.from, released.to).map(toItem),
        seasonsOf: grouped(statements.seasons.all(), toSeason),
        episodesOf: grouped(statements.episodes.all(), toEpisode),
      };
    },

    /** The titles with something dated within the range: episodes, season premieres, movie releases. */
    comingTitles(range: DayRange): ComingRows {
      const { from, to } = range;
      return {
        items: statements.comingItems.all(range).map(toItem),
        premieresOf: grouped(statements.comingSeasons.all(from, to), ([, seasonNumber, airDate]) => ({
          seasonNumber,
          airDate,
        })),
        episodesOf: grouped(statements.comingEpisodes.all(from, to, from, to), toEpisode),
      };
    },
  };
}

export type CalendarReadRepository = ReturnType<typeof createCalendarReadRepository>;
