import Database from 'better-sqlite3';
import type {
  TransferItem,
  TransferSeason,
  TransferSeasonWatch,
  TransferViewing,
} from '#domain/rules/csv-format';
import type { MediaType } from '#domain/schemas/film';
import type { ImportResolution } from '#domain/schemas/transfer';
import { writeTransaction, type Db } from '../../db/connection';

/** One title of the export with everything recorded about it. */
export interface ExportedTitle {
  item: TransferItem;
  seasons: { season: TransferSeason; watches: TransferSeasonWatch[] }[];
  viewings: TransferViewing[];
}

const ITEMS_SQL = `SELECT id, json_object('tmdbId', tmdb_id, 'mediaType', media_type, 'title', title, 'year', year,
  'overview', overview, 'genres', json(genres), 'director', director, 'creator', creator,
  'mainStars', json(main_stars), 'runtime', runtime, 'imdbId', imdb_id, 'imdbRating', imdb_rating,
  'imdbVotes', imdb_votes, 'tmdbRating', tmdb_rating, 'tmdbVoteCount', tmdb_vote_count,
  'rottenTomatoesRating', rotten_tomatoes_rating, 'metacriticRating', metacritic_rating,
  'posterPath', poster_path, 'backdropPath', backdrop_path, 'logoPath', logo_path, 'releaseDate', release_date,
  'voteAverage', vote_average, 'ownership', ownership, 'status', status, 'userRating', user_rating,
  'finishedDate', finished_date, 'notes', notes, 'dateAdded', date_added, 'dateStarted', date_started,
  'dateFinished', date_finished, 'reactedAt', reacted_at, 'updatedAt', updated_at,
  'metadataRefreshedAt', metadata_refreshed_at) AS json
  FROM library_items ORDER BY id`;

const SEASONS_SQL = `SELECT id, library_item_id AS itemId, season_number AS seasonNumber, name, status,
  poster_path AS posterPath, episode_count AS episodeCount, air_date AS airDate, overview,
  episode_bookmark AS episodeBookmark, updated_at AS updatedAt
  FROM seasons ORDER BY library_item_id, season_number`;

const WATCHES_SQL = `SELECT s.library_item_id AS itemId, w.season_id AS seasonId, s.season_number AS seasonNumber,
  w.rewatch_index AS rewatchIndex, w.last_finished_at AS lastFinishedAt, w.created_at AS createdAt
  FROM season_watches w JOIN seasons s ON s.id = w.season_id
  ORDER BY s.library_item_id, s.season_number, w.rewatch_index`;

const VIEWINGS_SQL = `SELECT library_item_id AS itemId, watched_date AS watchedDate, viewer, user_rating AS userRating,
  notes, created_at AS createdAt, updated_at AS updatedAt
  FROM viewings ORDER BY library_item_id, watched_date, id`;

type SeasonRow = TransferSeason & { id: number; itemId: number };
type WatchRow = TransferSeasonWatch & { itemId: number; seasonId: number };
type ViewingRow = TransferViewing & { itemId: number };

/** An iterator one can look at before taking from. */
function peekable<T>(iterator: Iterator<T>) {
  let next = iterator.next();
  return {
    peek: (): T | undefined => (next.done === true ? undefined : next.value),
    take(): T | undefined {
      const value = this.peek();
      next = iterator.next();
      return value;
    },
  };
}

/** Takes the rows at the head of a sorted stream that belong to the item. */
function takeWhile<T extends { itemId: number }>(rows: ReturnType<typeof peekable<T>>, itemId: number): T[] {
  const taken: T[] = [];
  for (let row = rows.peek(); row !== undefined && row.itemId <= itemId; row = rows.peek()) {
    rows.take();
    if (row.itemId === itemId) taken.push(row);
  }
  return taken;
}

/**
 * Reads the whole library for the export, title by title, on a connection of its own (read-only): one consistent
 * snapshot, four sorted queries merged by item, nothing held in memory but the current title, and the app's own
 * connection free for writes meanwhile.
 */
export function createTransferRepository(db: Db) {
  const choice = db.prepare<[string], { tmdb_id: number | null; media_type: MediaType | null; skip: number }>(
    'SELECT tmdb_id, media_type, skip FROM import_choices WHERE key = ?',
  );
  const saveChoice = db.prepare<[string, number | null, MediaType | null, number, string]>(
    `INSERT INTO import_choices (key, tmdb_id, media_type, skip, chosen_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET tmdb_id = excluded.tmdb_id, media_type = excluded.media_type,
       skip = excluded.skip, chosen_at = excluded.chosen_at`,
  );

  return {
    /** The household's earlier answer to a doubtful match, by the title's key. */
    rememberedChoice(key: string): ImportResolution | undefined {
      const row = choice.get(key);
      if (!row) return undefined;
      if (row.skip === 1) return { key, skip: true };
      return row.tmdb_id !== null && row.media_type !== null
        ? { key, tmdbId: row.tmdb_id, mediaType: row.media_type }
        : undefined;
    },
    /** Keeps the household's answers for the next import of the same file (the one writer of import_choices). */
    rememberChoices(resolutions: readonly ImportResolution[], at: string): void {
      writeTransaction(db, () => {
        for (const resolution of resolutions) {
          if ('skip' in resolution) saveChoice.run(resolution.key, null, null, 1, at);
          else saveChoice.run(resolution.key, resolution.tmdbId, resolution.mediaType, 0, at);
        }
      });
    },

    *exportTitles(): Generator<ExportedTitle> {
      const reader = new Database(db.name, { readonly: true, fileMustExist: true });
      const open: Iterator<unknown>[] = [];
      const rows = <T>(sql: string): Iterator<T> => {
        const iterator = reader.prepare<[], T>(sql).iterate();
        open.push(iterator);
        return iterator;
      };
      try {
        // One read transaction: the four queries see the same snapshot.
        reader.exec('BEGIN');
        const items = rows<{ id: number; json: string }>(ITEMS_SQL);
        const seasons = peekable(rows<SeasonRow>(SEASONS_SQL));
        const watches = peekable(rows<WatchRow>(WATCHES_SQL));
        const viewings = peekable(rows<ViewingRow>(VIEWINGS_SQL));
        for (let next = items.next(); next.done !== true; next = items.next()) {
          const { id, json } = next.value;
          const seasonWatches = takeWhile(watches, id);
          yield {
            item: JSON.parse(json) as TransferItem,
            seasons: takeWhile(seasons, id).map(({ id: seasonId, itemId: _item, ...season }) => ({
              season,
              watches: seasonWatches
                .filter((watch) => watch.seasonId === seasonId)
                .map(({ itemId: _i, seasonId: _s, ...watch }) => watch),
            })),
            viewings: takeWhile(viewings, id).map(({ itemId: _item, ...viewing }) => viewing),
          };
        }
      } finally {
        for (const iterator of open) iterator.return?.();
        reader.close();
      }
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
