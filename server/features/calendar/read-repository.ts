import type { DayRange } from '../../../domain/rules/coming-soon';
import type { KnownEpisode } from '../../../domain/rules/up-next';
import type { MediaType } from '../../../domain/schemas/film';
import type { ItemStatus, SeasonStatus } from '../../../domain/schemas/library';
import type { Db } from '../../db/connection';

interface ItemRow {
  id: number;
  tmdb_id: number;
  media_type: MediaType;
  title: string;
  poster_path: string | null;
  backdrop_path: string | null;
  status: ItemStatus;
  release_date: string | null;
  date_finished: string | null;
  updated_at: string;
  facts_known: number;
  last_season: number | null;
  last_episode: number | null;
  dismissed_key: string | null;
}

interface SeasonRow {
  item_id: number;
  season_number: number;
  status: SeasonStatus;
  episode_bookmark: number | null;
  episode_count: number | null;
  air_date: string | null;
  updated_at: string;
  last_finished_at: string | null;
}

interface EpisodeRow {
  item_id: number;
  season_number: number;
  episode_number: number;
  name: string | null;
  air_date: string | null;
}

export interface CalendarItem {
  itemId: number;
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  posterPath: string | null;
  backdropPath: string | null;
  status: ItemStatus;
  releaseDate: string | null;
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
const SEASONS_SQL = `SELECT s.library_item_id AS item_id, s.season_number, s.status, s.episode_bookmark,
  s.episode_count, s.air_date, s.updated_at,
  (SELECT MAX(w.last_finished_at) FROM season_watches w WHERE w.season_id = s.id) AS last_finished_at
  FROM seasons s`;

// What the film database dated or named: the episodes kept of the seasons still airing, and the last and next
// episodes of every series.
const EPISODES_SQL = `
  SELECT library_item_id AS item_id, season_number, episode_number, name, air_date FROM episodes
  UNION ALL
  SELECT library_item_id, last_season, last_episode, last_name, last_air_date FROM series_facts
    WHERE last_season IS NOT NULL AND last_episode IS NOT NULL
  UNION ALL
  SELECT library_item_id, next_season, next_episode, next_name, next_air_date FROM series_facts
    WHERE next_season IS NOT NULL AND next_episode IS NOT NULL`;

const toItem = (row: ItemRow): CalendarItem => ({
  itemId: row.id,
  tmdbId: row.tmdb_id,
  mediaType: row.media_type,
  title: row.title,
  posterPath: row.poster_path,
  backdropPath: row.backdrop_path,
  status: row.status,
  releaseDate: row.release_date,
  dateFinished: row.date_finished,
  updatedAt: row.updated_at,
  lastAired:
    row.facts_known === 0
      ? undefined
      : row.last_season === null || row.last_episode === null
        ? null
        : { seasonNumber: row.last_season, episodeNumber: row.last_episode },
  dismissedKey: row.dismissed_key,
});

function grouped<R extends { item_id: number }, T>(rows: readonly R[], map: (row: R) => T): Map<number, T[]> {
  const byItem = new Map<number, T[]>();
  for (const row of rows) {
    const list = byItem.get(row.item_id);
    if (list) list.push(map(row));
    else byItem.set(row.item_id, [map(row)]);
  }
  return byItem;
}

const toEpisode = (row: EpisodeRow): KnownEpisode => ({
  seasonNumber: row.season_number,
  episodeNumber: row.episode_number,
  name: row.name,
  airDate: row.air_date,
});

/**
 * Read-only: what Up Next and Coming Soon are computed from, in a few queries whatever the library's size. Every
 * series comes with its seasons; movies only when their release date falls in the days asked for.
 */
export function createCalendarReadRepository(db: Db) {
  const statements = {
    version: db.prepare<[], { version: number }>('SELECT version FROM library_version WHERE id = 1'),
    // Two indexed reads (the series by the title index, the movies to watch by the status index), not one scan.
    upNextItems: db.prepare<[string, string], ItemRow>(
      `SELECT ${ITEM_COLUMNS} WHERE i.media_type = 'tv'
       UNION ALL
       SELECT ${ITEM_COLUMNS} WHERE i.status = 'to_watch' AND i.media_type = 'movie'
         AND i.release_date BETWEEN ? AND ?`,
    ),
    seasons: db.prepare<[], SeasonRow>(SEASONS_SQL),
    episodes: db.prepare<[], EpisodeRow>(EPISODES_SQL),
    comingItems: db.prepare<[DayRange], ItemRow>(
      `SELECT ${ITEM_COLUMNS}
       WHERE (i.media_type = 'movie' AND i.status = 'to_watch' AND i.release_date BETWEEN @from AND @to)
         OR i.id IN (SELECT library_item_id FROM episodes WHERE air_date BETWEEN @from AND @to)
         OR i.id IN (SELECT library_item_id FROM seasons WHERE air_date BETWEEN @from AND @to)
         OR i.id IN (SELECT library_item_id FROM series_facts WHERE next_air_date BETWEEN @from AND @to)`,
    ),
    comingSeasons: db.prepare<[string, string], { item_id: number; season_number: number; air_date: string }>(
      `SELECT library_item_id AS item_id, season_number, air_date FROM seasons WHERE air_date BETWEEN ? AND ?`,
    ),
    comingEpisodes: db.prepare<[string, string, string, string], EpisodeRow>(
      `SELECT library_item_id AS item_id, season_number, episode_number, name, air_date FROM episodes
         WHERE air_date BETWEEN ? AND ?
       UNION
       SELECT library_item_id, next_season, next_episode, next_name, next_air_date FROM series_facts
         WHERE next_season IS NOT NULL AND next_episode IS NOT NULL AND next_air_date BETWEEN ? AND ?`,
    ),
  };

  return {
    /** Moves with every write to the library, its airing facts and the dismissals (migrations 003 and 009). */
    version: (): number => statements.version.get()?.version ?? 0,

    /** Every series with its seasons and known episodes, and the movies to watch released within `released`. */
    upNextTitles(released: DayRange): UpNextRows {
      return {
        items: statements.upNextItems.all(released.from, released.to).map(toItem),
        seasonsOf: grouped(statements.seasons.all(), (row) => ({
          seasonNumber: row.season_number,
          status: row.status,
          episodeBookmark: row.episode_bookmark,
          episodeCount: row.episode_count,
          airDate: row.air_date,
          updatedAt: row.updated_at,
          lastFinishedAt: row.last_finished_at,
        })),
        episodesOf: grouped(statements.episodes.all(), toEpisode),
      };
    },

    /** The titles with something dated within the range: episodes, season premieres, movie releases. */
    comingTitles(range: DayRange): ComingRows {
      const { from, to } = range;
      return {
        items: statements.comingItems.all(range).map(toItem),
        premieresOf: grouped(statements.comingSeasons.all(from, to), (row) => ({
          seasonNumber: row.season_number,
          airDate: row.air_date,
        })),
        episodesOf: grouped(statements.comingEpisodes.all(from, to, from, to), toEpisode),
      };
    },
  };
}

export type CalendarReadRepository = ReturnType<typeof createCalendarReadRepository>;
