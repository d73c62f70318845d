import type { ItemStatusDates } from '#domain/rules/item-status-change';
import { effectiveStatus } from '#domain/rules/list-grouping';
import { seenByOthers } from '#domain/rules/owner-rule';
import { aggregateFromTotals } from '#domain/rules/rating-derivations';
import type { TransferItem } from '#domain/rules/csv-format';
import type { MediaType } from '#domain/schemas/film';
import type { ListAvailability } from '#domain/schemas/availability';
import type { ItemStatus, LibraryCard, Reaction, SeasonRollup } from '#domain/schemas/library';
import type { Ownership } from '#domain/schemas/people';
import { writeTransaction, type Db } from '../../db/connection';

/** The film-data fields of an item: what adding fills in and refreshing rewrites. */
export interface ItemMetadata {
  title: string;
  year: number | null;
  overview: string;
  genres: string[];
  director: string | null;
  creator: string | null;
  mainStars: string[];
  runtime: number | null;
  imdbId: string | null;
  imdbRating: number | null;
  imdbVotes: number | null;
  tmdbRating: number | null;
  tmdbVoteCount: number | null;
  rottenTomatoesRating: number | null;
  metacriticRating: number | null;
  posterPath: string | null;
  backdropPath: string | null;
  logoPath: string | null;
  releaseDate: string | null;
  voteAverage: number | null;
}

export interface NewItem {
  tmdbId: number;
  mediaType: MediaType;
  metadata: ItemMetadata;
  ownership: Ownership;
  status: ItemStatus;
  userRating: Reaction | null;
  dateStarted: string | null;
  dateFinished: string | null;
  /** When the film data filled the metadata; null when only the client's fields were at hand. */
  metadataRefreshedAt: string | null;
  at: string;
}

/** An item's new status and dates (domain/rules/item-status-change.ts), written at `at` (its updatedAt). */
export type StatusChange = ItemStatusDates & { at: string };

/** What the library's rules read of a stored item. */
export interface LibraryRow {
  id: number;
  tmdb_id: number;
  media_type: MediaType;
  title: string;
  ownership: Ownership;
  status: ItemStatus;
  date_started: string | null;
  date_finished: string | null;
  finished_date: string | null;
}

/** Per item: its viewings, the sum (up 1, neutral 0, down -1) and count of the rated ones, and each viewer's count. */
export interface ViewingTotals {
  count: number;
  sum: number;
  rated: number;
  person1: number;
  person2: number;
  both: number;
}

/** One item as JSON text written by SQLite, with what its derived fields are made of. */
export interface ItemJsonRow extends ViewingTotals {
  id: number;
  media_type: MediaType;
  ownership: Ownership;
  status: ItemStatus;
  user_rating: Reaction | null;
  /** The stored fields of a LibraryItem as one JSON object. */
  json: string;
  /** Its availability as the list carries it (a ListAvailability as JSON); null until first checked. */
  availability: string | null;
}

const ROW_COLUMNS =
  'id, tmdb_id, media_type, title, ownership, status, date_started, date_finished, finished_date';

/** A list column as JSON; an empty list should a bad value ever be stored, so that one row cannot break the list. */
const jsonList = (column: string) =>
  `CASE WHEN json_valid(${column}) THEN json(${column}) ELSE json_array() END`;

// SQLite writes each item's JSON itself: the whole library is the app's biggest answer, and building the text in C
// costs far less than making thousands of row objects in JavaScript only to serialize them again.
const ITEM_JSON = `json_object('id', i.id, 'tmdbId', i.tmdb_id, 'mediaType', i.media_type, 'title', i.title,
  'year', i.year, 'overview', i.overview, 'genres', ${jsonList('i.genres')}, 'director', i.director,
  'creator', i.creator, 'mainStars', ${jsonList('i.main_stars')}, 'runtime', i.runtime, 'imdbId', i.imdb_id,
  'imdbRating', i.imdb_rating, 'imdbVotes', i.imdb_votes, 'tmdbRating', i.tmdb_rating,
  'tmdbVoteCount', i.tmdb_vote_count, 'rottenTomatoesRating', i.rotten_tomatoes_rating,
  'metacriticRating', i.metacritic_rating, 'posterPath', i.poster_path, 'backdropPath', i.backdrop_path,
  'logoPath', i.logo_path, 'releaseDate', i.release_date, 'voteAverage', i.vote_average,
  'ownership', i.ownership, 'status', i.status, 'userRating', i.user_rating, 'finishedDate', i.finished_date,
  'notes', i.notes, 'dateAdded', i.date_added, 'dateStarted', i.date_started, 'dateFinished', i.date_finished,
  'reactedAt', i.reacted_at, 'updatedAt', i.updated_at, 'metadataRefreshedAt', i.metadata_refreshed_at)`;

const TOTALS = `COUNT(*) AS count,
  COALESCE(SUM(CASE user_rating WHEN 'up' THEN 1 WHEN 'down' THEN -1 ELSE 0 END), 0) AS sum,
  COUNT(user_rating) AS rated, SUM(viewer = 'person1') AS person1, SUM(viewer = 'person2') AS person2,
  SUM(viewer = 'both') AS both`;

// The availability feature writes title_availability; the list reads what it carries of it.
const AVAILABILITY_JSON = `CASE WHEN a.library_item_id IS NULL THEN NULL ELSE
  json_object('streams', json(a.streams), 'now', json(a.now_on), 'left', json(a.left_on)) END`;

const VIEWER_COLUMNS = `COALESCE(v.person1, 0) AS person1, COALESCE(v.person2, 0) AS person2,
  COALESCE(v.both, 0) AS both`;

const JSON_ROW_COLUMNS = `i.id, i.media_type, i.ownership, i.status, i.user_rating, COALESCE(v.count, 0) AS count,
  COALESCE(v.sum, 0) AS sum, COALESCE(v.rated, 0) AS rated, ${VIEWER_COLUMNS}, ${ITEM_JSON} AS json,
  ${AVAILABILITY_JSON} AS availability`;

const LIST_SELECT = `SELECT ${JSON_ROW_COLUMNS} FROM library_items i
  LEFT JOIN (SELECT library_item_id, ${TOTALS} FROM viewings GROUP BY library_item_id) v
    ON v.library_item_id = i.id
  LEFT JOIN title_availability a ON a.library_item_id = i.id`;

/** 'Seen by {name}' of a title still to watch (its effective status): see domain/rules/owner-rule.ts. */
function seenByOf(
  item: { mediaType: MediaType; ownership: Ownership; status: ItemStatus },
  totals: ViewingTotals,
  rollup: SeasonRollup | null,
): 'person1' | 'person2' | null {
  if (totals.count === 0) return null;
  const seasonRollup = item.mediaType === 'tv' ? rollup : null;
  if (effectiveStatus({ ...item, seasonRollup }) !== 'to_watch') return null;
  return seenByOthers(item.ownership, totals);
}

/**
 * The item's JSON completed with its derived fields: aggregateRating, viewingCount, seenBy, seasonRollup and
 * availability.
 */
export function completeItemJson(row: ItemJsonRow, rollup: SeasonRollup | null): string {
  const aggregate = JSON.stringify(aggregateFromTotals(row, row.user_rating));
  const seasonRollup = row.media_type === 'tv' && rollup !== null ? JSON.stringify(rollup) : 'null';
  const seenBy = JSON.stringify(
    seenByOf({ mediaType: row.media_type, ownership: row.ownership, status: row.status }, row, rollup),
  );
  return `${row.json.slice(0, -1)},"aggregateRating":${aggregate},"viewingCount":${row.count},"seenBy":${seenBy},"seasonRollup":${seasonRollup},"availability":${row.availability ?? 'null'}}`;
}

/** One card's stored fields (its genres as JSON text), with what its derived fields are made of. */
export type CardRow = Omit<
  LibraryCard,
  'genres' | 'aggregateRating' | 'seenBy' | 'seasonRollup' | 'availability'
> &
  ViewingTotals & { genres: string; availability: string | null };

const CARD_SELECT = `SELECT i.id, i.tmdb_id AS tmdbId, i.media_type AS mediaType, i.title, i.year,
  ${jsonList('i.genres')} AS genres, i.poster_path AS posterPath, i.ownership, i.status,
  i.user_rating AS userRating, i.date_added AS dateAdded, i.tmdb_rating AS tmdbRating,
  i.imdb_rating AS imdbRating, i.rotten_tomatoes_rating AS rottenTomatoesRating,
  i.metacritic_rating AS metacriticRating, COALESCE(v.count, 0) AS count, COALESCE(v.sum, 0) AS sum,
  COALESCE(v.rated, 0) AS rated, ${VIEWER_COLUMNS}, ${AVAILABILITY_JSON} AS availability
  FROM library_items i
  LEFT JOIN (SELECT library_item_id, ${TOTALS} FROM viewings GROUP BY library_item_id) v
    ON v.library_item_id = i.id
  LEFT JOIN title_availability a ON a.library_item_id = i.id`;

/** The card completed with its derived fields, as completeItemJson completes an item. */
export function completeCard(
  { genres, availability, count, sum, rated, person1, person2, both, ...row }: CardRow,
  rollup: SeasonRollup | null,
): LibraryCard {
  return {
    ...row,
    genres: JSON.parse(genres) as string[],
    aggregateRating: aggregateFromTotals({ sum, rated }, row.userRating),
    seenBy: seenByOf(row, { count, sum, rated, person1, person2, both }, rollup),
    seasonRollup: row.mediaType === 'tv' ? rollup : null,
    availability: availability === null ? null : (JSON.parse(availability) as ListAvailability),
  };
}

const metadataParams = (metadata: ItemMetadata) => ({
  title: metadata.title,
  year: metadata.year,
  overview: metadata.overview,
  genres: JSON.stringify(metadata.genres),
  director: metadata.director,
  creator: metadata.creator,
  main_stars: JSON.stringify(metadata.mainStars),
  runtime: metadata.runtime,
  imdb_id: metadata.imdbId,
  imdb_rating: metadata.imdbRating,
  imdb_votes: metadata.imdbVotes,
  tmdb_rating: metadata.tmdbRating,
  tmdb_vote_count: metadata.tmdbVoteCount,
  rotten_tomatoes_rating: metadata.rottenTomatoesRating,
  metacritic_rating: metadata.metacriticRating,
  poster_path: metadata.posterPath,
  backdrop_path: metadata.backdropPath,
  logo_path: metadata.logoPath,
  release_date: metadata.releaseDate,
  vote_average: metadata.voteAverage,
});

type MetadataParams = ReturnType<typeof metadataParams>;

const METADATA_ASSIGNMENTS = `title = @title, year = @year, overview = @overview, genres = @genres,
  director = @director, creator = @creator, main_stars = @main_stars, runtime = @runtime, imdb_id = @imdb_id,
  imdb_rating = @imdb_rating, imdb_votes = @imdb_votes, tmdb_rating = @tmdb_rating,
  tmdb_vote_count = @tmdb_vote_count, rotten_tomatoes_rating = @rotten_tomatoes_rating,
  metacritic_rating = @metacritic_rating, poster_path = @poster_path, backdrop_path = @backdrop_path,
  logo_path = @logo_path, release_date = @release_date, vote_average = @vote_average`;

/** Every stored column of an item but its id: what the library export carries. */
const TRANSFER_COLUMNS = [
  'tmdb_id',
  'media_type',
  'title',
  'year',
  'overview',
  'genres',
  'director',
  'creator',
  'main_stars',
  'runtime',
  'imdb_id',
  'imdb_rating',
  'imdb_votes',
  'tmdb_rating',
  'tmdb_vote_count',
  'rotten_tomatoes_rating',
  'metacritic_rating',
  'poster_path',
  'backdrop_path',
  'logo_path',
  'release_date',
  'vote_average',
  'ownership',
  'status',
  'user_rating',
  'finished_date',
  'notes',
  'date_added',
  'date_started',
  'date_finished',
  'reacted_at',
  'updated_at',
  'metadata_refreshed_at',
] as const;
type TransferParams = Record<(typeof TRANSFER_COLUMNS)[number], string | number | null>;

const transferParams = (item: TransferItem): TransferParams => ({
  ...metadataParams(item),
  tmdb_id: item.tmdbId,
  media_type: item.mediaType,
  ownership: item.ownership,
  status: item.status,
  user_rating: item.userRating,
  finished_date: item.finishedDate,
  notes: item.notes,
  date_added: item.dateAdded,
  date_started: item.dateStarted,
  date_finished: item.dateFinished,
  reacted_at: item.reactedAt,
  updated_at: item.updatedAt,
  metadata_refreshed_at: item.metadataRefreshedAt,
});

/** A title the random pick might draw (a series: whatever its stored status, its seasons decide), as the deck reads
 *  it: its own columns, without the list's JSON or viewing totals. */
export interface DeckCandidateRow {
  id: number;
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  year: number | null;
  posterPath: string | null;
  runtime: number | null;
  /** JSON array, as stored (not checked). */
  genres: string;
  tmdbRating: number | null;
  tmdbVoteCount: number | null;
  imdbRating: number | null;
  imdbVotes: number | null;
  rottenTomatoesRating: number | null;
  metacriticRating: number | null;
  status: ItemStatus;
  /** JSON arrays; null when its availability was never checked. */
  streams: string | null;
  nowOn: string | null;
  leftOn: string | null;
}

export function createLibraryRepository(db: Db) {
  const statements = {
    deckCandidates: db.prepare<[], DeckCandidateRow>(
      `SELECT i.id, i.tmdb_id AS tmdbId, i.media_type AS mediaType, i.title, i.year, i.poster_path AS posterPath,
         i.runtime, i.genres, i.tmdb_rating AS tmdbRating,
         i.tmdb_vote_count AS tmdbVoteCount, i.imdb_rating AS imdbRating, i.imdb_votes AS imdbVotes,
         i.rotten_tomatoes_rating AS rottenTomatoesRating, i.metacritic_rating AS metacriticRating, i.status,
         a.streams, a.now_on AS nowOn, a.left_on AS leftOn
       FROM library_items i LEFT JOIN title_availability a ON a.library_item_id = i.id
       WHERE i.status != 'watched' OR i.media_type = 'tv'
       ORDER BY i.id`,
    ),
    list: db.prepare<[], ItemJsonRow>(`${LIST_SELECT} ORDER BY i.id`),
    listOfOwnership: db.prepare<[Ownership], ItemJsonRow>(
      `${LIST_SELECT} WHERE i.ownership = ? ORDER BY i.id`,
    ),
    cards: db.prepare<[], CardRow>(`${CARD_SELECT} ORDER BY i.id`),
    itemJson: db.prepare<{ id: number }, ItemJsonRow>(
      `SELECT ${JSON_ROW_COLUMNS} FROM library_items i
         CROSS JOIN (SELECT ${TOTALS} FROM viewings WHERE library_item_id = @id) v
         LEFT JOIN title_availability a ON a.library_item_id = i.id
       WHERE i.id = @id`,
    ),
    all: db.prepare<[], LibraryRow>(`SELECT ${ROW_COLUMNS} FROM library_items ORDER BY id`),
    byId: db.prepare<[number], LibraryRow>(`SELECT ${ROW_COLUMNS} FROM library_items WHERE id = ?`),
    byTitle: db.prepare<[MediaType, number], LibraryRow>(
      `SELECT ${ROW_COLUMNS} FROM library_items WHERE media_type = ? AND tmdb_id = ?`,
    ),
    status: db.prepare<[number], { status: ItemStatus }>('SELECT status FROM library_items WHERE id = ?'),
    statusDates: db.prepare<[number], ItemStatusDates>(
      `SELECT status, date_started AS dateStarted, date_finished AS dateFinished, finished_date AS finishedDate
       FROM library_items WHERE id = ?`,
    ),
    userRating: db.prepare<[number], { user_rating: Reaction | null }>(
      'SELECT user_rating FROM library_items WHERE id = ?',
    ),
    randomBackdrop: db.prepare<[], { backdrop_path: string; title: string }>(
      `SELECT backdrop_path, title FROM library_items
       WHERE backdrop_path IS NOT NULL AND backdrop_path != ''
       ORDER BY random() LIMIT 1`,
    ),
    hasBackdrop: db.prepare<[string], { found: number }>(
      'SELECT 1 AS found FROM library_items WHERE backdrop_path = ? LIMIT 1',
    ),
    insert: db.prepare<
      [
        MetadataParams & {
          tmdb_id: number;
          media_type: MediaType;
          ownership: Ownership;
          status: ItemStatus;
          user_rating: Reaction | null;
          reacted_at: string | null;
          date_added: string;
          date_started: string | null;
          date_finished: string | null;
          metadata_refreshed_at: string | null;
        },
      ]
    >(
      `INSERT INTO library_items (tmdb_id, media_type, title, year, overview, genres, director, creator, main_stars,
         runtime, imdb_id, imdb_rating, imdb_votes, tmdb_rating, tmdb_vote_count, rotten_tomatoes_rating,
         metacritic_rating, poster_path, backdrop_path, logo_path, release_date, vote_average, ownership, status,
         user_rating, finished_date, date_added, date_started, date_finished, reacted_at, updated_at,
         metadata_refreshed_at)
       VALUES (@tmdb_id, @media_type, @title, @year, @overview, @genres, @director, @creator, @main_stars,
         @runtime, @imdb_id, @imdb_rating, @imdb_votes, @tmdb_rating, @tmdb_vote_count, @rotten_tomatoes_rating,
         @metacritic_rating, @poster_path, @backdrop_path, @logo_path, @release_date, @vote_average, @ownership,
         @status, @user_rating, @date_finished, @date_added, @date_started, @date_finished, @reacted_at,
         @date_added, @metadata_refreshed_at)`,
    ),
    updateMetadata: db.prepare<[MetadataParams & { id: number; refreshed_at: string }]>(
      `UPDATE library_items SET ${METADATA_ASSIGNMENTS}, metadata_refreshed_at = @refreshed_at WHERE id = @id`,
    ),
    updateStatus: db.prepare<[StatusChange & { id: number }]>(
      `UPDATE library_items SET status = @status, date_started = @dateStarted, date_finished = @dateFinished,
         finished_date = @finishedDate, updated_at = @at WHERE id = @id`,
    ),
    updateRating: db.prepare<[Reaction | null, string | null, string, number]>(
      'UPDATE library_items SET user_rating = ?, reacted_at = ?, updated_at = ? WHERE id = ?',
    ),
    remove: db.prepare<[number]>('DELETE FROM library_items WHERE id = ?'),
    touch: db.prepare<[string, number]>('UPDATE library_items SET updated_at = ? WHERE id = ?'),
    version: db.prepare<[], { version: number }>('SELECT version FROM library_version WHERE id = 1'),
    transferItem: db.prepare<[MediaType, number], { id: number; json: string }>(
      `SELECT i.id, ${ITEM_JSON} AS json FROM library_items i WHERE i.media_type = ? AND i.tmdb_id = ?`,
    ),
    insertTransfer: db.prepare<[TransferParams]>(
      `INSERT INTO library_items (${TRANSFER_COLUMNS.join(', ')})
       VALUES (${TRANSFER_COLUMNS.map((column) => `@${column}`).join(', ')})`,
    ),
    updateTransfer: db.prepare<[TransferParams & { id: number }]>(
      `UPDATE library_items SET ${TRANSFER_COLUMNS.map((column) => `${column} = @${column}`).join(', ')}
       WHERE id = @id`,
    ),
  };

  return {
    transaction: <T>(work: () => T): T => writeTransaction(db, work),
    /** Moves on every write to the library's tables, by any process (migration 003's triggers). */
    version: (): number => statements.version.get()?.version ?? 0,
    /** Every item (of one ownership) as JSON with its viewing totals, from one query. */
    jsonRows: (ownership?: Ownership): ItemJsonRow[] =>
      ownership === undefined ? statements.list.all() : statements.listOfOwnership.all(ownership),
    jsonRow: (id: number): ItemJsonRow | undefined => statements.itemJson.get({ id }),
    /** Every movie not watched and every series, in the list's order, with what Decide together's deck reads. */
    deckCandidates: (): DeckCandidateRow[] => statements.deckCandidates.all(),
    /** Every item's card fields with its viewing totals, from one query. */
    cardRows: (): CardRow[] => statements.cards.all(),
    rows: (): LibraryRow[] => statements.all.all(),
    row: (id: number): LibraryRow | undefined => statements.byId.get(id),
    rowOfTitle: (mediaType: MediaType, tmdbId: number): LibraryRow | undefined =>
      statements.byTitle.get(mediaType, tmdbId),
    /** The item's own status; undefined when there is no such item. */
    status: (id: number): ItemStatus | undefined => statements.status.get(id)?.status,
    /** The item's status and the dates its changes write; undefined when there is no such item. */
    statusDates: (id: number): ItemStatusDates | undefined => statements.statusDates.get(id),
    userRating: (id: number): Reaction | null => statements.userRating.get(id)?.user_rating ?? null,
    /** One random title that has a backdrop, for the locked screen. */
    randomBackdrop: (): { backdropPath: string; title: string } | undefined => {
      const row = statements.randomBackdrop.get();
      return row && { backdropPath: row.backdrop_path, title: row.title };
    },
    hasBackdrop: (backdropPath: string): boolean => statements.hasBackdrop.get(backdropPath) !== undefined,
    insert(item: NewItem): number {
      const result = statements.insert.run({
        ...metadataParams(item.metadata),
        tmdb_id: item.tmdbId,
        media_type: item.mediaType,
        ownership: item.ownership,
        status: item.status,
        user_rating: item.userRating,
        reacted_at: item.userRating === null ? null : item.at,
        date_added: item.at,
        date_started: item.dateStarted,
        date_finished: item.dateFinished,
        metadata_refreshed_at: item.metadataRefreshedAt,
      });
      return Number(result.lastInsertRowid);
    },
    /** False when the item is gone. */
    updateMetadata(id: number, metadata: ItemMetadata, refreshedAt: string): void {
      statements.updateMetadata.run({ ...metadataParams(metadata), id, refreshed_at: refreshedAt });
    },
    updateStatus(id: number, change: StatusChange): void {
      statements.updateStatus.run({ ...change, id });
    },
    updateRating(id: number, rating: Reaction | null, at: string): void {
      statements.updateRating.run(rating, rating === null ? null : at, at, id);
    },
    remove: (id: number): boolean => statements.remove.run(id).changes > 0,
    /** A stored item with every field the export carries, by title; undefined when it is not there. */
    transferItem: (mediaType: MediaType, tmdbId: number): { id: number; item: TransferItem } | undefined => {
      const row = statements.transferItem.get(mediaType, tmdbId);
      if (!row) return undefined;
      const { id, ...item } = JSON.parse(row.json) as TransferItem & { id: number };
      return { id, item };
    },
    /** Writes every field of an imported item: a new one (id null), or over a stored one. Answers its id. */
    writeTransferItem: (id: number | null, item: TransferItem): number => {
      const params = transferParams(item);
      if (id === null) return Number(statements.insertTransfer.run(params).lastInsertRowid);
      statements.updateTransfer.run({ ...params, id });
      return id;
    },
    /** Marks the item changed (its updatedAt), for changes to its viewings and seasons. */
    touch: (id: number, at: string): void => {
      statements.touch.run(at, id);
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
