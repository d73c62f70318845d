import type { Db } from '../../db/connection';
import { createMediaServersRepository, type SecretRow } from './repository';

/**
 * What a restore keeps of today's database for the media servers: their webhook secrets (a snapshot must not bring
 * back an address renewed since, nor stop the one each server posts to today).
 */
export const keepWebhookSecretsAcrossRestore = {
  take: (live: Db): SecretRow[] => createMediaServersRepository(live).secrets(),
  put: (restored: Db, kept: SecretRow[] | null): void => {
    if (kept !== null) createMediaServersRepository(restored).replaceSecrets(kept);
  },
};
