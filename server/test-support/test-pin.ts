import type { Db } from '../db/connection';
import { createAuthRepository } from '../features/auth/repository';
import { hashPin } from '../features/auth/pin-hash';

/**
 * scrypt's cost for the tests' PIN. The app's (2^15) takes ~0.3 s of CPU to hash and again to verify at each
 * unlock; hundreds of test apps paid it twice each. The stored hash names its cost, so the app verifies this one
 * as it would its own. pin-hash.test.ts and the auth tests of a PIN change check the real cost.
 */
const TEST_COST = 2 ** 10;

const hashes = new Map<string, Promise<string>>();

/** Sets a new test database's PIN (as `ensureInitialPin` would with a configured one), hashed once per process. */
export async function storeTestPin(db: Db, pin: string): Promise<void> {
  let hash = hashes.get(pin);
  if (!hash) {
    hash = hashPin(pin, TEST_COST);
    hashes.set(pin, hash);
  }
  createAuthRepository(db).setPinHash(await hash, new Date());
}
