import type { QuietHours } from '#domain/schemas/notifications';
import { clockTimeInZone, householdZone } from './household-day';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The minute of the day (0…1439) a moment falls on in a time zone. */
const minuteOfDay = (moment: number, zone: string): number => minutesOf(clockTimeInZone(moment, zone));

/** Whether a minute of the day lies within quiet hours: `from` included, `to` not; `from` after `to` spans midnight. */
export function isQuietMinute(minute: number, hours: NonNullable<QuietHours>): boolean {
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * When news falling due at `moment` (epoch ms) may be sent: at once (`moment`) outside quiet hours, else the first
 * minute after they end, in the household's time zone (or `zone`). A day whose clocks change inside the quiet hours
 * still ends them at `to` on the wall clock.
 */
export function quietHoursEnd(moment: number, hours: QuietHours, zone: string = householdZone()): number {
  if (hours === null) return moment;
  const now = minuteOfDay(moment, zone);
  if (!isQuietMinute(now, hours)) return moment;
  const to = minutesOf(hours.to);
  const startOfMinute = moment - (moment % MINUTE);
  let end = startOfMinute + ((to - now + DAY_MINUTES) % DAY_MINUTES) * MINUTE;
  // Across a change of the clocks the wall clock moved by an hour more or less than the time elapsed.
  const drift =
    ((to - minuteOfDay(end, zone) + DAY_MINUTES + DAY_MINUTES / 2) % DAY_MINUTES) - DAY_MINUTES / 2;
  end += drift * MINUTE;
  return end;
}
