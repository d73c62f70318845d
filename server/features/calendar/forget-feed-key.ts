import type { Db } from '../../db/connection';
import { createCalendarRepository } from './repository';

/**
 * Ends the calendar feed's key, for what happens outside the running app: a PIN reset (`npm run pin -- reset`) and
 * a restore (a snapshot must not bring back a key renewed since). Settings then offers to make a new link. Whether
 * there was one.
 */
export function forgetCalendarFeedKey(db: Db): boolean {
  return createCalendarRepository(db).forgetFeedKey();
}
