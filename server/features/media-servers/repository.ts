import { writeTransaction, type Db } from '../../db/connection';
import { WAITING_FOR_WHO } from '#domain/rules/media-plays/outcome';
import type { MediaServerKind } from '#domain/schemas/media-servers';

export type Viewer = 'person1' | 'person2' | 'both';

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
