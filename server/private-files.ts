import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/**
 * The household's data (the database, its WAL, the backups, the cached images) is for the user the server runs as
 * alone. Modes are set explicitly after creation: a umask only ever takes bits away, and may take too many.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Creates the folder (with its parents) when missing, and makes it the owner's alone. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

export const makePrivate = (file: string): Promise<void> => chmod(file, PRIVATE_FILE_MODE);

export const makePrivateSync = (file: string): void => chmodSync(file, PRIVATE_FILE_MODE);
