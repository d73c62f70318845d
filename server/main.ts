import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, readConfig } from './config';
import { readEnvFile } from './env-file';
import { DatabaseUnavailable, openDatabase } from './db/connection';
import { refillDiskReserve } from './features/auth/disk-reserve';
import { ensureInitialPin } from './features/auth/initial-pin';
import { createDailyBackups } from './features/backups/daily-backups';
import { selectFilmData } from './film-data/select';
import { appLoggerOptions } from './logger-options';
import { readTls } from './tls';

/** A container manager allows 10 s after SIGTERM: whatever still runs after this is cut short. */
const SHUTDOWN_DEADLINE_MS = 8000;

async function main(): Promise<void> {
  readEnvFile(process.env);
  const config = readConfig(process.env);
  // Set even when it was unset: the household's days (domain/rules/household-day.ts) follow the process's zone.
  process.env.TZ = config.TZ;
  const https = readTls(config);
  const db = openDatabase(config.WATCHLIST_DB);
  const generatedPin = await ensureInitialPin(db, config.WATCHLIST_PIN);
  const reserved = refillDiskReserve(db);
  const app = await buildApp({
    db,
    serveWeb: true,
    filmData: selectFilmData(config, { db, clock: systemClock }),
    imageCacheDir: join(dirname(config.WATCHLIST_DB), 'images'),
    imageCacheBytes: config.IMAGE_CACHE_MB * 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    allowedHosts: isIP(config.HOST) === 0 ? [...config.ALLOWED_HOSTS, config.HOST] : config.ALLOWED_HOSTS,
    dailyChecks: true,
    https,
    logger: appLoggerOptions(config.LOG_LEVEL),
  });
  if (!reserved)
    app.log.warn({ file: config.WATCHLIST_DB }, 'the disk is full: free some space on the server');
  if (generatedPin !== undefined) {
    // A line for the person starting the server, not a log record: it is the one time the PIN is shown.
    console.log(
      `New database: your PIN is ${generatedPin}. Change it in Settings, or reset it with: npm run pin -- reset`,
    );
  }
  const backups = createDailyBackups({
    db,
    dbFile: config.WATCHLIST_DB,
    clock: systemClock,
    logger: app.log,
  });
  const shutdown = () => {
    backups.stop();
    // SQLite's write-ahead log keeps the file sound even when a long request is cut short.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  // After listening: the first answer does not wait for the day's snapshot, nor for the airing check.
  backups.start();
  app.airingCheck.start();
}

main().catch((error: unknown) => {
  const oneLine = error instanceof ConfigError || error instanceof DatabaseUnavailable;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
