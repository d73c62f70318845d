import { isDiskFull, type Db } from '../../db/connection';
import { createAuthRepository } from './repository';

/**
 * Puts back, at start, the space kept inside the database for an unlock on a full disk, if one used it up. False
 * when the disk is still full (the next start tries again).
 */
export function refillDiskReserve(db: Db): boolean {
  const repository = createAuthRepository(db);
  try {
    repository.transaction(() => repository.fillDiskReserve());
    return true;
  } catch (error) {
    if (isDiskFull(error)) return false;
    throw error;
  }
}
