import { readConfig } from '../config';
import { readEnvFile } from '../env-file';
import { openDatabase } from '../db/connection';
import { resetPin } from '../features/auth/initial-pin';
import { forgetCalendarFeedKey } from '../features/calendar/forget-feed-key';
import { randomPin } from '../features/auth/tokens';

const usage =
  'Usage: npm run pin -- reset [PIN]   (PIN: 4 digits; a random one is chosen and printed when omitted)';

async function main(argv: string[]): Promise<number> {
  const [command, given] = argv;
  if (command !== 'reset' || argv.length > 2) {
    console.error(usage);
    return 2;
  }
  if (given !== undefined && !/^\d{4}$/.test(given)) {
    console.error(`The PIN must be exactly 4 digits. ${usage}`);
    return 2;
  }
  readEnvFile(process.env);
  const config = readConfig(process.env);
  const db = openDatabase(config.WATCHLIST_DB);
  const pin = given ?? randomPin();
  await resetPin(db, pin);
  const feedEnded = forgetCalendarFeedKey(db);
  db.close();
  console.log(
    given === undefined
      ? `PIN reset. The new PIN is ${pin}. Every signed-in device has been signed out.`
      : 'PIN reset. Every signed-in device has been signed out.',
  );
  if (feedEnded) console.log('The calendar subscription link no longer works: make a new one in Settings.');
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
