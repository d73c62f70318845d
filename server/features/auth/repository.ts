import { writeTransaction, type Db } from '../../db/connection';
import type { ThrottleState } from './throttle';

/** The throttle's budgets, by scope: the one shared by unknown devices, each address's, each trusted device's. */
export const GLOBAL_SCOPE = 'global';
export const clientScope = (client: string) => `client:${client}`;
export const deviceScope = (deviceHash: string) => `device:${deviceHash}`;

/** What a restore keeps of today's database: the PIN, the trusted devices, the throttle and its record of guesses. */
const SECURITY_TABLES = ['credentials', 'trusted_devices', 'throttle_state', 'unlock_attempts'] as const;
export type SecurityState = Record<(typeof SECURITY_TABLES)[number], Record<string, unknown>[]>;

/** Space kept free inside the database file for an unlock on a full disk (released when a write finds it full). */
const DISK_RESERVE_BYTES = 256 * 1024;

interface SessionRow {
  token_hash: string;
  image_key_hash: string | null;
  remember_device: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface Session {
  tokenHash: string;
  /** Null for a session started before image keys existed, until its next verify. */
  imageKeyHash: string | null;
  rememberDevice: boolean;
  lastSeenAt: number;
  expiresAt: number;
}

interface ThrottleRow {
  tokens: number;
  consecutive_failures: number;
  blocked_until: number;
  updated_at: number;
}

const toState = (row: ThrottleRow): ThrottleState => ({
  tokens: row.tokens,
  consecutiveFailures: row.consecutive_failures,
  blockedUntil: row.blocked_until,
  updatedAt: row.updated_at,
});

export function createAuthRepository(db: Db) {
  const statements = {
    pinHash: db.prepare<[], { pin_hash: string }>('SELECT pin_hash FROM credentials WHERE id = 1'),
    setPinHash: db.prepare<[string, string]>(
      `INSERT INTO credentials (id, pin_hash, updated_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET pin_hash = excluded.pin_hash, updated_at = excluded.updated_at`,
    ),
    insertSession: db.prepare<[string, number, number, number, number, string]>(
      `INSERT INTO sessions (token_hash, remember_device, created_at, last_seen_at, expires_at, image_key_hash)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    setImageKeyHash: db.prepare<[string, string]>(
      'UPDATE sessions SET image_key_hash = ? WHERE token_hash = ? AND image_key_hash IS NULL',
    ),
    imageSessionExpiry: db.prepare<[string], { expires_at: number }>(
      'SELECT expires_at FROM sessions WHERE image_key_hash = ?',
    ),
    session: db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?'),
    touchSession: db.prepare<[number, number, string]>(
      'UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?',
    ),
    deleteSession: db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?'),
    deleteOtherSessions: db.prepare<[string]>('DELETE FROM sessions WHERE token_hash != ?'),
    deleteAllSessions: db.prepare('DELETE FROM sessions'),
    deleteExpiredSessions: db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?'),
    throttle: db.prepare<[string], ThrottleRow>('SELECT * FROM throttle_state WHERE scope = ?'),
    saveThrottle: db.prepare<[string, number, number, number, number]>(
      `INSERT INTO throttle_state (scope, tokens, consecutive_failures, blocked_until, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (scope) DO UPDATE SET tokens = excluded.tokens, consecutive_failures = excluded.consecutive_failures,
         blocked_until = excluded.blocked_until, updated_at = excluded.updated_at`,
    ),
    insertAttempt: db.prepare<[string, number, number]>(
      'INSERT INTO unlock_attempts (client, at, success) VALUES (?, ?, ?)',
    ),
    failuresSinceLastSuccess: db.prepare<[], { count: number }>(
      `SELECT COUNT(*) AS count FROM unlock_attempts
       WHERE success = 0 AND id > COALESCE((SELECT MAX(id) FROM unlock_attempts WHERE success = 1), 0)`,
    ),
    hasUnlocked: db.prepare<[], { found: number }>(
      'SELECT 1 AS found FROM unlock_attempts WHERE success = 1 LIMIT 1',
    ),
    pruneAttempts: db.prepare<[number]>('DELETE FROM unlock_attempts WHERE at < ? AND success = 0'),
    isTrustedDevice: db.prepare<[string], { found: number }>(
      'SELECT 1 AS found FROM trusted_devices WHERE device_hash = ?',
    ),
    trustDevice: db.prepare<[string, number, number]>(
      `INSERT INTO trusted_devices (device_hash, created_at, last_unlock_at) VALUES (?, ?, ?)
       ON CONFLICT (device_hash) DO UPDATE SET last_unlock_at = excluded.last_unlock_at`,
    ),
    pruneDevices: db.prepare<[number]>('DELETE FROM trusted_devices WHERE last_unlock_at < ?'),
    hasDiskReserve: db.prepare<[], { found: number }>('SELECT 1 AS found FROM disk_reserve LIMIT 1'),
    fillDiskReserve: db.prepare<[number]>('INSERT INTO disk_reserve (filler) VALUES (zeroblob(?))'),
    releaseDiskReserve: db.prepare('DELETE FROM disk_reserve'),
    pruneDeviceThrottles: db.prepare(
      `DELETE FROM throttle_state WHERE scope LIKE 'device:%'
         AND substr(scope, 8) NOT IN (SELECT device_hash FROM trusted_devices)`,
    ),
  };

  const saveThrottle = (scope: string, state: ThrottleState) =>
    statements.saveThrottle.run(
      scope,
      state.tokens,
      state.consecutiveFailures,
      state.blockedUntil,
      state.updatedAt,
    );

  return {
    pinHash: (): string | undefined => statements.pinHash.get()?.pin_hash,
    setPinHash: (hash: string, now: Date) => statements.setPinHash.run(hash, now.toISOString()),

    createSession(
      tokenHash: string,
      imageKeyHash: string,
      rememberDevice: boolean,
      now: number,
      expiresAt: number,
    ) {
      statements.insertSession.run(tokenHash, rememberDevice ? 1 : 0, now, now, expiresAt, imageKeyHash);
    },
    /** Gives a session started before image keys existed its key. */
    setImageKeyHash: (tokenHash: string, imageKeyHash: string) =>
      statements.setImageKeyHash.run(imageKeyHash, tokenHash),
    /** When the session an image key belongs to expires; undefined when no session has it. */
    imageSessionExpiry: (imageKeyHash: string): number | undefined =>
      statements.imageSessionExpiry.get(imageKeyHash)?.expires_at,
    findSession(tokenHash: string): Session | undefined {
      const row = statements.session.get(tokenHash);
      return row
        ? {
            tokenHash: row.token_hash,
            imageKeyHash: row.image_key_hash,
            rememberDevice: row.remember_device === 1,
            lastSeenAt: row.last_seen_at,
            expiresAt: row.expires_at,
          }
        : undefined;
    },
    touchSession: (tokenHash: string, now: number, expiresAt: number) =>
      statements.touchSession.run(now, expiresAt, tokenHash),
    deleteSession: (tokenHash: string) => statements.deleteSession.run(tokenHash),
    deleteOtherSessions: (keepTokenHash: string) => statements.deleteOtherSessions.run(keepTokenHash),
    deleteAllSessions: () => statements.deleteAllSessions.run(),
    deleteExpiredSessions: (now: number) => statements.deleteExpiredSessions.run(now),

    throttle: (scope: string): ThrottleState | undefined => {
      const row = statements.throttle.get(scope);
      return row && toState(row);
    },
    saveThrottle,

    isTrustedDevice: (deviceHash: string): boolean =>
      statements.isTrustedDevice.get(deviceHash) !== undefined,
    /** Records an unlock from the device, trusting it from now on. */
    trustDevice: (deviceHash: string, now: number) => statements.trustDevice.run(deviceHash, now, now),
    /** Forgets devices that have not unlocked since `before`, and their budgets. */
    pruneDevices(before: number) {
      statements.pruneDevices.run(before);
      statements.pruneDeviceThrottles.run();
    },

    recordAttempt: (client: string, now: number, success: boolean) =>
      statements.insertAttempt.run(client, now, success ? 1 : 0),
    failuresSinceLastSuccess: (): number => statements.failuresSinceLastSuccess.get()?.count ?? 0,
    /** Whether any unlock ever succeeded (successes are never pruned). */
    hasUnlocked: (): boolean => statements.hasUnlocked.get() !== undefined,
    pruneAttempts: (before: number) => statements.pruneAttempts.run(before),

    /** Puts the free space back inside the database file, when it was released and the disk has room again. */
    fillDiskReserve() {
      if (statements.hasDiskReserve.get() === undefined) statements.fillDiskReserve.run(DISK_RESERVE_BYTES);
    },
    /** Frees the reserved space for the writes that follow (the database file keeps its size). */
    releaseDiskReserve: () => statements.releaseDiskReserve.run().changes > 0,

    /** Today's PIN, trusted devices and throttle, to be kept across a restore. */
    securityState: (): SecurityState =>
      Object.fromEntries(
        SECURITY_TABLES.map((table) => [
          table,
          db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[],
        ]),
      ) as SecurityState,
    /**
     * After a restore: signs every session out and, when the replaced database's state is given, puts back its PIN,
     * trusted devices and throttle in place of the snapshot's (a snapshot must not bring back an old PIN, nor a
     * token signed out since). Call inside a transaction.
     */
    replaceSecurityState(state: SecurityState | null) {
      statements.deleteAllSessions.run();
      if (state === null) return;
      for (const table of SECURITY_TABLES) {
        db.prepare(`DELETE FROM ${table}`).run();
        for (const row of state[table]) {
          const columns = Object.keys(row);
          db.prepare(
            `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
          ).run(row);
        }
      }
    },

    transaction: <T>(work: () => T): T => writeTransaction(db, work),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
