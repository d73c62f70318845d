import type { Db } from '../../db/connection';
import { createAuthRepository, type SecurityState } from './repository';

/**
 * What a restore keeps of today's database: the PIN, the trusted devices and the throttle (a snapshot must not bring
 * back the PIN of its day, a device forgotten since, or a spent guess budget); and every session is signed out (a
 * token signed out after the snapshot must not work again).
 */
export const keepSecurityAcrossRestore = {
  take: (live: Db) => createAuthRepository(live).securityState(),
  put: (restored: Db, kept: SecurityState | null) =>
    createAuthRepository(restored).replaceSecurityState(kept),
};
