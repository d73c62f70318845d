import { isDiskFull } from '../../db/connection';
import type { AuthRepository, Session } from './repository';

/** Sessions kept in memory at most while the disk is full: more unlocks than that push the oldest out. */
export const UNSAVED_SESSIONS_MAX = 16;
/** How often a session kept in memory tries to reach the database again (on a request of its own). */
const SAVE_RETRY_MS = 15_000;

interface UnsavedSession extends Session {
  imageKeyHash: string;
  /** The PIN it was unlocked with (its hash): a PIN changed or reset since, by any process, ends it. */
  pinHash: string | undefined;
  triedAt: number;
}

/**
 * Sessions started while the disk is full (SQLITE_FULL even after the space reserved inside the database for this
 * was given up): kept in memory, by the hash of their token like the stored ones, and written to the database by
 * their first request after a write succeeds again (at most every SAVE_RETRY_MS); a restart drops those still
 * unsaved. Without them the right PIN could not unlock on a full disk.
 */
export function createUnsavedSessions(repository: AuthRepository) {
  const unsaved = new Map<string, UnsavedSession>();

  /** Writes the session, answering false when the disk is full. */
  function tryToSave(session: UnsavedSession): boolean {
    const { tokenHash, imageKeyHash, rememberDevice, lastSeenAt, expiresAt } = session;
    try {
      // One statement, so that a session is either saved whole or not at all (its start: when last seen).
      repository.createSession(tokenHash, imageKeyHash, rememberDevice, lastSeenAt, expiresAt);
      return true;
    } catch (error) {
      if (isDiskFull(error)) return false;
      throw error;
    }
  }

  return {
    /** Starts a session in the database, or in memory when the disk has no room for it. */
    start(tokenHash: string, imageKeyHash: string, rememberDevice: boolean, at: number, expiresAt: number) {
      const session: UnsavedSession = {
        tokenHash,
        imageKeyHash,
        rememberDevice,
        lastSeenAt: at,
        expiresAt,
        pinHash: repository.pinHash(),
        triedAt: at,
      };
      if (tryToSave(session) || (releaseReserve(repository) && tryToSave(session))) return;
      unsaved.set(tokenHash, session);
      for (const oldest of unsaved.keys()) if (unsaved.size > UNSAVED_SESSIONS_MAX) unsaved.delete(oldest);
    },

    /**
     * The session kept in memory for a token hash, if any and if the PIN it was unlocked with is still the PIN;
     * written to the database now when a write succeeds again (and then no longer kept here).
     */
    find(tokenHash: string, at: number): Session | undefined {
      const session = unsaved.get(tokenHash);
      if (!session) return undefined;
      if (session.pinHash !== repository.pinHash()) {
        unsaved.delete(tokenHash);
        return undefined;
      }
      if (at - session.triedAt >= SAVE_RETRY_MS) {
        session.triedAt = at;
        if (tryToSave(session)) unsaved.delete(tokenHash);
      }
      const { tokenHash: hash, imageKeyHash, rememberDevice, lastSeenAt, expiresAt } = session;
      return { tokenHash: hash, imageKeyHash, rememberDevice, lastSeenAt, expiresAt };
    },

    /** Slides a session kept in memory forward (a no-op for any other). */
    touch(tokenHash: string, at: number, expiresAt: number) {
      const session = unsaved.get(tokenHash);
      if (session) Object.assign(session, { lastSeenAt: at, expiresAt });
    },

    /** When the session kept in memory an image key belongs to expires; undefined when none has it. */
    imageSessionExpiry(imageKeyHash: string): number | undefined {
      for (const session of unsaved.values()) {
        if (session.imageKeyHash === imageKeyHash) return session.expiresAt;
      }
      return undefined;
    },

    delete: (tokenHash: string) => unsaved.delete(tokenHash),
    deleteOthers(keepTokenHash: string) {
      for (const tokenHash of unsaved.keys()) if (tokenHash !== keepTokenHash) unsaved.delete(tokenHash);
    },
  };
}

/** Gives up the space kept inside the database for this moment; false when there was none, or that too failed. */
function releaseReserve(repository: AuthRepository): boolean {
  try {
    return repository.releaseDiskReserve();
  } catch (error) {
    if (isDiskFull(error)) return false;
    throw error;
  }
}
