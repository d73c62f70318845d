import type { Db } from '../../db/connection';
import { createAuthRepository } from './repository';
import { hashPin } from './pin-hash';
import { randomPin } from './tokens';

/**
 * Sets the PIN of a new database: the configured one, or a random one that the caller prints once.
 * Returns the generated PIN, or undefined when none was generated.
 */
export async function ensureInitialPin(
  db: Db,
  configuredPin: string | undefined,
): Promise<string | undefined> {
  const repository = createAuthRepository(db);
  if (repository.pinHash() !== undefined) return undefined;
  const pin = configuredPin ?? randomPin();
  repository.setPinHash(await hashPin(pin), new Date());
  return configuredPin === undefined ? pin : undefined;
}

/** Sets a new PIN and ends every session (the forgotten-PIN reset). */
export async function resetPin(db: Db, pin: string): Promise<void> {
  const repository = createAuthRepository(db);
  const hash = await hashPin(pin);
  repository.transaction(() => {
    repository.setPinHash(hash, new Date());
    repository.deleteAllSessions();
  });
}
