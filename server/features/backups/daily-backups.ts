import { format } from 'date-fns';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { backupsDirOf, hasBackupOf, takeBackup } from './backups';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export interface DailyBackupsDeps {
  db: Db;
  dbFile: string;
  clock: Clock;
  logger: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

/**
 * Takes a snapshot when the day (the household's local day) has none yet: once at start, then checked hourly.
 * A failure (a full disk, say) is logged and tried again at the next check; the app goes on.
 */
export function createDailyBackups({ db, dbFile, clock, logger }: DailyBackupsDeps) {
  const dir = backupsDirOf(dbFile);

  function runIfDue(): string | null {
    const now = clock.now();
    if (hasBackupOf(dir, format(now, 'yyyy-MM-dd'))) return null;
    try {
      const file = takeBackup(db, dir, now);
      logger.info({ file }, 'daily backup taken');
      return file;
    } catch (error) {
      logger.error({ err: error, dir }, 'daily backup failed');
      return null;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    runIfDue,
    /** A snapshot now if the day has none, then the hourly check. */
    start(): void {
      runIfDue();
      timer ??= setInterval(runIfDue, CHECK_EVERY_MS).unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
