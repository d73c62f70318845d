import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** The day (YYYY-MM-DD) it is at `moment` in a time zone (IANA name); the process's zone when none is named. */
export function dayInZone(moment: Date, zone?: string): string {
  return format(moment, 'yyyy-MM-dd', zone === undefined ? undefined : { in: tz(zone) });
}
