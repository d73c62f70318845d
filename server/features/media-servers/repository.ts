import { writeTransaction, type Db } from '../../db/connection';
import { RECEIVED, UNDONE, WAITING_FOR_WHO } from '#domain/rules/media-plays/outcome';
import type { ItemStatus, SeasonStatus } from '#domain/schemas/library';
import type { MediaServerKind } from '#domain/schemas/media-servers';

export type Viewer = 'person1' | 'person2' | 'both';

/** What recording a play did, kept on its event so that Undo can take exactly that back. */
export interface PlayEffect {
  itemId: number;
  /** The play added the title to the library: Undo removes it when nothing else has touched it since. */
  itemAdded: boolean;
  /** The viewing it made, or joined (`joinedFrom`: the viewer the viewing had before). */
  viewing?: { id: number; joinedFrom: Viewer | null };
  /** The title's status before the recording moved it (the owner rule). */
  statusBefore?: ItemStatus;
  /** A season's progress before the play moved its bookmark, and where it left it (put back only from there). */
  season?: {
    id: number;
    status: SeasonStatus;
    episodeBookmark: number | null;
    movedTo: { status: SeasonStatus; episodeBookmark: number | null };
  };
}

/** An event as the recording reads it. */
export interface StoredEvent {
  id: number;
  kind: MediaServerKind;
  at: string;
  user: string | null;
  play: string;
  outcome: string;
  target: string | null;
  viewer: Viewer | null;
  effect: PlayEffect | null;
  undoneAt: string | null;
}

interface StoredEventRow {
  id: number;
  kind: MediaServerKind;
  at: string;
  user: string | null;
  play: string;
  outcome: string;
  target: string | null;
  viewer: Viewer | null;
  effect: string | null;
  undone_at: string | null;
}

const storedEvent = (row: StoredEventRow): StoredEvent => ({
  id: row.id,
  kind: row.kind,
  at: row.at,
  user: row.user,
  play: row.play,
  outcome: row.outcome,
  target: row.target,
  viewer: row.viewer,
  effect: row.effect === null ? null : (JSON.parse(row.effect) as PlayEffect),
  undoneAt: row.undone_at,
});

/** What a play's recording writes on its event. */
export interface Recorded {
  outcome: string;
  target: string | null;
  viewer: Viewer | null;
  effect: PlayEffect | null;
}

/** A webhook secret's row, carried over a restore. */
export interface SecretRow {
  kind: MediaServerKind;
  secret_hash: Buffer;
  created_at: string;
}

interface UserRow {
  kind: MediaServerKind;
  name: string;
  viewer: Viewer | null;
  asked_at: string | null;
}

interface EventRow {
  id: number;
  at: string;
  kind: MediaServerKind;
  user: string | null;
  title: string | null;
  outcome: string;
  message: string;
}

export interface NewEvent {
  kind: MediaServerKind;
  receivedAt: string;
  at: string;
  user: string | null;
  title: string | null;
  play: string;
  message: string;
  /** A play lists its user; a test or an ignored event does not. */
  listsUser: boolean;
}

/** The one writer of media_server_secrets, media_server_users and media_server_events. */
export function createMediaServersRepository(db: Db) {
  const statements = {
    secretHash: db.prepare<[string], { secret_hash: Buffer }>(
      'SELECT secret_hash FROM media_server_secrets WHERE kind = ?',
    ),
    saveSecret: db.prepare<[string, Buffer, string]>(
      `INSERT INTO media_server_secrets (kind, secret_hash, created_at) VALUES (?, ?, ?)
       ON CONFLICT (kind) DO UPDATE SET secret_hash = excluded.secret_hash, created_at = excluded.created_at`,
    ),
    user: db.prepare<[string, string], UserRow>(
      'SELECT * FROM media_server_users WHERE kind = ? AND name = ?',
    ),
    addUser: db.prepare<[string, string, string]>(
      'INSERT OR IGNORE INTO media_server_users (kind, name, first_seen_at) VALUES (?, ?, ?)',
    ),
    setViewer: db.prepare<[Viewer | null, string, string, string]>(
      'UPDATE media_server_users SET viewer = ?, asked_at = ? WHERE kind = ? AND name = ?',
    ),
    users: db.prepare<[], UserRow>('SELECT * FROM media_server_users ORDER BY kind, name COLLATE NOCASE'),
    addEvent: db.prepare<[string, string, string, string | null, string | null, string, string, string]>(
      `INSERT INTO media_server_events (kind, received_at, at, user, title, play, outcome, message)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    latestEvents: db.prepare<[number], EventRow>(
      'SELECT id, at, kind, user, title, outcome, message FROM media_server_events ORDER BY id DESC LIMIT ?',
    ),
    settleWaiting: db.prepare<[string, string, string]>(
      `UPDATE media_server_events SET outcome = ? WHERE kind = ? AND user = ? AND outcome = '${WAITING_FOR_WHO}'`,
    ),
    event: db.prepare<[number], EventRow>(
      'SELECT id, at, kind, user, title, outcome, message FROM media_server_events WHERE id = ?',
    ),
    stored: db.prepare<[number], StoredEventRow>('SELECT * FROM media_server_events WHERE id = ?'),
    receivedAfter: db.prepare<[number, number], { id: number }>(
      `SELECT id FROM media_server_events WHERE outcome = '${RECEIVED}' AND id > ? ORDER BY id LIMIT ?`,
    ),
    finishesOf: db.prepare<[string, number], StoredEventRow>(
      `SELECT * FROM media_server_events
       WHERE target = ? AND viewer IS NOT NULL AND undone_at IS NULL AND id <> ? ORDER BY id`,
    ),
    joinersOf: db.prepare<[number, number], StoredEventRow>(
      `SELECT * FROM media_server_events
       WHERE undone_at IS NULL AND id <> ? AND json_extract(effect, '$.viewing.id') = ?
         AND json_extract(effect, '$.viewing.joinedFrom') IS NOT NULL ORDER BY id`,
    ),
    othersOfItem: db.prepare<[number, number], { n: number }>(
      `SELECT COUNT(*) AS n FROM media_server_events
       WHERE undone_at IS NULL AND id <> ? AND json_extract(effect, '$.itemId') = ?`,
    ),
    record: db.prepare<[string, string | null, Viewer | null, string | null, number]>(
      'UPDATE media_server_events SET outcome = ?, target = ?, viewer = ?, effect = ? WHERE id = ?',
    ),
    setEffect: db.prepare<[string, number]>('UPDATE media_server_events SET effect = ? WHERE id = ?'),
    undo: db.prepare<[string, number]>(
      `UPDATE media_server_events SET outcome = '${UNDONE}', undone_at = ? WHERE id = ?`,
    ),
    onlyLibraryTitles: db.prepare<[], { only_library_titles: number }>(
      'SELECT only_library_titles FROM media_server_options WHERE id = 1',
    ),
    setOnlyLibraryTitles: db.prepare<[number]>(
      'UPDATE media_server_options SET only_library_titles = ? WHERE id = 1',
    ),
    secrets: db.prepare<[], SecretRow>('SELECT kind, secret_hash, created_at FROM media_server_secrets'),
    clearSecrets: db.prepare('DELETE FROM media_server_secrets'),
  };

  return {
    secretHash: (kind: MediaServerKind): Buffer | undefined => statements.secretHash.get(kind)?.secret_hash,
    /** Stores a kind's secret hash unless it has one (in one transaction: two first visits agree); true if stored. */
    addSecretIfNone(kind: MediaServerKind, hash: Buffer, at: string): boolean {
      return writeTransaction(db, () => {
        if (statements.secretHash.get(kind)) return false;
        statements.saveSecret.run(kind, hash, at);
        return true;
      });
    },
    replaceSecret(kind: MediaServerKind, hash: Buffer, at: string): void {
      statements.saveSecret.run(kind, hash, at);
    },
    users: () => statements.users.all(),
    /** Whose plays a listed user's are now (null: ignored, or not listed). */
    viewerOf: (kind: MediaServerKind, name: string): Viewer | null =>
      statements.user.get(kind, name)?.viewer ?? null,
    /** Keeps an event, first listing its user when new; the user's mapping is read in the same transaction. */
    addEvent(event: NewEvent, outcomeFor: (user: UserRow | undefined) => string): string {
      return writeTransaction(db, () => {
        let user: UserRow | undefined;
        if (event.user !== null && event.listsUser) {
          statements.addUser.run(event.kind, event.user, event.receivedAt);
          user = statements.user.get(event.kind, event.user);
        }
        const outcome = outcomeFor(user);
        statements.addEvent.run(
          event.kind,
          event.receivedAt,
          event.at,
          event.user,
          event.title,
          event.play,
          outcome,
          event.message,
        );
        return outcome;
      });
    },
    latestEvents: (limit: number) => statements.latestEvents.all(limit),
    /** An event as the activity shows it. */
    activityEntry: (id: number) => statements.event.get(id),
    storedEvent(id: number): StoredEvent | undefined {
      const row = statements.stored.get(id);
      return row && storedEvent(row);
    },
    /** The first `limit` plays still 'Received' after `afterId`, in order. */
    receivedAfter: (afterId: number, limit: number): number[] =>
      statements.receivedAfter.all(afterId, limit).map((row) => row.id),
    /** The recorded (not undone) plays of a movie or episode, other than `exceptId`. */
    finishesOf: (target: string, exceptId: number): StoredEvent[] =>
      statements.finishesOf.all(target, exceptId).map(storedEvent),
    /** The recorded plays that joined a viewing (made it one by both), other than `exceptId`. */
    joinersOf: (viewingId: number, exceptId: number): StoredEvent[] =>
      statements.joinersOf.all(exceptId, viewingId).map(storedEvent),
    /** Whether a recorded play other than `exceptId` touched the library item. */
    otherPlaysOf: (itemId: number, exceptId: number): boolean =>
      (statements.othersOfItem.get(exceptId, itemId)?.n ?? 0) > 0,
    record(id: number, recorded: Recorded): void {
      statements.record.run(
        recorded.outcome,
        recorded.target,
        recorded.viewer,
        recorded.effect && JSON.stringify(recorded.effect),
        id,
      );
    },
    setEffect(id: number, effect: PlayEffect): void {
      statements.setEffect.run(JSON.stringify(effect), id);
    },
    markUndone(id: number, at: string): void {
      statements.undo.run(at, id);
    },
    transaction: <T>(work: () => T): T => writeTransaction(db, work),
    onlyLibraryTitles: (): boolean => statements.onlyLibraryTitles.get()?.only_library_titles === 1,
    setOnlyLibraryTitles(only: boolean): void {
      statements.setOnlyLibraryTitles.run(only ? 1 : 0);
    },
    /** Every kind's secret hash (a restore carries them over). */
    secrets: (): SecretRow[] => statements.secrets.all(),
    /** Puts these secret hashes in place of the ones stored (a restore keeps today's addresses). */
    replaceSecrets(rows: readonly SecretRow[]): void {
      writeTransaction(db, () => {
        statements.clearSecrets.run();
        for (const row of rows) statements.saveSecret.run(row.kind, row.secret_hash, row.created_at);
      });
    },
    /** Maps a listed user and settles their waiting plays with `outcome`; false for a user never listed. */
    mapUser(
      kind: MediaServerKind,
      name: string,
      viewer: Viewer | null,
      at: string,
      outcome: string,
    ): boolean {
      return writeTransaction(db, () => {
        if (!statements.user.get(kind, name)) return false;
        statements.setViewer.run(viewer, at, kind, name);
        statements.settleWaiting.run(outcome, kind, name);
        return true;
      });
    },
  };
}

export type MediaServersRepository = ReturnType<typeof createMediaServersRepository>;
