import { readConfig } from '../config';
import { readEnvFile } from '../env-file';
import { openDatabase } from '../db/connection';
import { backupsDirOf, takeBackup } from '../features/backups/backups';

/** `npm run backup`: one snapshot of the database now, into the backups folder beside it (kept however many). */
function main(): number {
  readEnvFile(process.env);
  const config = readConfig(process.env);
  const db = openDatabase(config.WATCHLIST_DB);
  try {
    const file = takeBackup(db, backupsDirOf(config.WATCHLIST_DB), new Date(), { manual: true });
    console.log(`Backup written: ${file}`);
    return 0;
  } finally {
    db.close();
  }
}

try {
  process.exit(main());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
