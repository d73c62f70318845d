import { keepSecurityAcrossRestore } from './features/auth/restore-security';
import { restoreBackup } from './features/backups/backups';

/**
 * `npm run restore`'s restore: the backups feature puts the snapshot back, carrying over today's PIN, trusted devices
 * and throttle from the auth feature, and every session is signed out.
 */
export const restoreKeepingSecurity = (file: string, dbFile: string, now: Date) =>
  restoreBackup(file, dbFile, now, keepSecurityAcrossRestore);
