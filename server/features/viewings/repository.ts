import type { TransferViewing } from '#domain/rules/csv-format';
import { noViewers, type ViewerCounts } from '#domain/rules/owner-rule';
import type { Reaction, WatchInstance } from '#domain/schemas/library';
import type { Viewer } from '#domain/schemas/people';
import { writeTransaction, type Db } from '../../db/connection';

interface ViewingRow {
  id: number;
  library_item_id: number;
  watched_date: string;
  viewer: Viewer;
  user_rating: Reaction | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

/** The fields of a viewing the household writes. */
export interface ViewingFields {
  watchedDate: string;
  viewer: Viewer;
  userRating: Reaction | null;
  notes: string | null;
}

const toWatchInstance = (row: ViewingRow): WatchInstance => ({
  id: row.id,
  libraryItemId: row.library_item_id,
  watchedDate: row.watched_date,
  viewer: row.viewer,
  userRating: row.user_rating,
  notes: row.notes,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const COLUMNS = 'id, library_item_id, watched_date, viewer, user_rating, notes, created_at, updated_at';

/** Viewings (watch instances): the one writer of the viewings table. */
export function createViewingsRepository(db: Db) {
  const statements = {
    countOf: db.prepare<[number], { count: number }>(
      'SELECT COUNT(*) AS count FROM viewings WHERE library_item_id = ?',
    ),
    ofItem: db.prepare<[number], ViewingRow>(
      `SELECT ${COLUMNS} FROM viewings WHERE library_item_id = ? ORDER BY watched_date DESC, id DESC`,
    ),
    byId: db.prepare<[number], ViewingRow>(`SELECT ${COLUMNS} FROM viewings WHERE id = ?`),
    viewerCounts: db.prepare<[number], ViewerCounts>(
      `SELECT COALESCE(SUM(viewer = 'person1'), 0) AS person1, COALESCE(SUM(viewer = 'person2'), 0) AS person2,
         COALESCE(SUM(viewer = 'both'), 0) AS both FROM viewings WHERE library_item_id = ?`,
    ),
    recentTwin: db.prepare<[ViewingFields & { libraryItemId: number; since: string }], ViewingRow>(
      `SELECT ${COLUMNS} FROM viewings
       WHERE library_item_id = @libraryItemId AND watched_date = @watchedDate AND viewer = @viewer
         AND user_rating IS @userRating AND notes IS @notes AND created_at >= @since
       ORDER BY id DESC LIMIT 1`,
    ),
    insert: db.prepare<[ViewingFields & { libraryItemId: number; at: string }]>(
      `INSERT INTO viewings (library_item_id, watched_date, viewer, user_rating, notes, created_at, updated_at)
       VALUES (@libraryItemId, @watchedDate, @viewer, @userRating, @notes, @at, @at)`,
    ),
    update: db.prepare<[ViewingFields & { id: number; at: string }]>(
      `UPDATE viewings SET watched_date = @watchedDate, viewer = @viewer, user_rating = @userRating,
         notes = @notes, updated_at = @at WHERE id = @id`,
    ),
    remove: db.prepare<[number]>('DELETE FROM viewings WHERE id = ?'),
    on: db.prepare<[number, string, Viewer], Pick<ViewingRow, 'id' | 'user_rating' | 'notes'>>(
      `SELECT id, user_rating, notes FROM viewings
       WHERE library_item_id = ? AND watched_date = ? AND viewer = ? ORDER BY id LIMIT 1`,
    ),
    fill: db.prepare<[Reaction | null, string | null, string, number]>(
      'UPDATE viewings SET user_rating = ?, notes = ?, updated_at = ? WHERE id = ?',
    ),
    onDay: db.prepare<[number, string], { id: number; viewer: Viewer }>(
      'SELECT id, viewer FROM viewings WHERE library_item_id = ? AND watched_date = ? ORDER BY id',
    ),
    setViewer: db.prepare<[Viewer, string, number]>(
      'UPDATE viewings SET viewer = ?, updated_at = ? WHERE id = ?',
    ),
    insertTransfer: db.prepare<[TransferViewing & { libraryItemId: number }]>(
      `INSERT INTO viewings (library_item_id, watched_date, viewer, user_rating, notes, created_at, updated_at)
       VALUES (@libraryItemId, @watchedDate, @viewer, @userRating, @notes, @createdAt, @updatedAt)`,
    ),
  };

  const get = (id: number): WatchInstance | undefined => {
    const row = statements.byId.get(id);
    return row && toWatchInstance(row);
  };

  return {
    transaction: <T>(work: () => T): T => writeTransaction(db, work),
    countOf: (libraryItemId: number): number => statements.countOf.get(libraryItemId)?.count ?? 0,
    /** Newest first. */
    ofItem: (libraryItemId: number): WatchInstance[] =>
      statements.ofItem.all(libraryItemId).map(toWatchInstance),
    get,
    /** How many viewings of the item each viewer has. */
    viewerCounts: (libraryItemId: number): ViewerCounts =>
      statements.viewerCounts.get(libraryItemId) ?? noViewers(),
    /** The latest viewing of the item with exactly these fields, recorded at `since` or later. */
    recentTwin: (libraryItemId: number, fields: ViewingFields, since: string): WatchInstance | undefined => {
      const row = statements.recentTwin.get({ ...fields, libraryItemId, since });
      return row && toWatchInstance(row);
    },
    insert(libraryItemId: number, fields: ViewingFields, at: string): WatchInstance {
      const id = Number(statements.insert.run({ ...fields, libraryItemId, at }).lastInsertRowid);
      return get(id) as WatchInstance;
    },
    update(viewing: WatchInstance, fields: ViewingFields, at: string): WatchInstance {
      statements.update.run({ ...fields, id: viewing.id, at });
      return get(viewing.id) as WatchInstance;
    },
    /** The item's viewing by that viewer on that date (an import's duplicate); undefined when there is none. */
    on: (libraryItemId: number, watchedDate: string, viewer: Viewer) => {
      const row = statements.on.get(libraryItemId, watchedDate, viewer);
      return row && { id: row.id, userRating: row.user_rating, notes: row.notes };
    },
    /** Gives a viewing the reaction and notes an import brought it. */
    fill: (id: number, fields: Pick<ViewingFields, 'userRating' | 'notes'>, at: string): void => {
      statements.fill.run(fields.userRating, fields.notes, at, id);
    },
    /** The item's viewings on that day, whoever watched. */
    onDay: (libraryItemId: number, watchedDate: string): { id: number; viewer: Viewer }[] =>
      statements.onDay.all(libraryItemId, watchedDate),
    /** Who watched a viewing: an import that finds both people's histories on one day makes it together. */
    setViewer: (id: number, viewer: Viewer, at: string): void => {
      statements.setViewer.run(viewer, at, id);
    },
    /** An imported viewing, with its own created and updated times. */
    insertTransfer: (libraryItemId: number, viewing: TransferViewing): void => {
      statements.insertTransfer.run({ ...viewing, libraryItemId });
    },
    remove: (id: number): void => {
      statements.remove.run(id);
    },
  };
}

export type ViewingsRepository = ReturnType<typeof createViewingsRepository>;
