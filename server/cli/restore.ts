import { resolve } from 'node:path';
import { readConfig } from '../config';
import { readEnvFile } from '../env-file';
import { RestoreRefused } from '../features/backups/backups';
import { restoreKeepingSecurity } from '../household-restore';

const usage =
  'Usage: npm run restore -- FILE   (a snapshot from the backups folder, or any Watchlist database file)';

/** `npm run restore -- FILE`: checks the file, keeps the current database aside, then puts the file in its place. */
async function main(argv: string[]): Promise<number> {
  const [file] = argv;
  if (file === undefined || argv.length !== 1) {
    console.error(usage);
    return 2;
  }
  readEnvFile(process.env);
  const config = readConfig(process.env);
  try {
    const { keptAs } = await restoreKeepingSecurity(resolve(file), config.WATCHLIST_DB, new Date());
    console.log(
      `Restored ${file} into ${config.WATCHLIST_DB}, keeping today's PIN and trusted devices. Every device is signed out.`,
    );
    if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`Nothing was changed: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
