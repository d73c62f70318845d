/**
 * Calendar days (YYYY-MM-DD) for what airs when. The film database dates an episode or a release by a day, with no
 * time and no zone, so the app compares days, never instants: the household's "today" is the day it is now in the
 * household's time zone (the server's TZ, see household-day.ts), and a date has aired from that day on. Day arithmetic
 * is done on the days themselves (as UTC dates), so it never depends on the zone of the machine that does it: the
 * web app labels the server's days in the household's zone whatever the browser's.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const isDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' && DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

const utcOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return new Date(utcOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A day as 'Fri, Jan 16', whatever the zone of the machine that shows it. */
export const dayDate = (day: string): string => shortDate.format(new Date(utcOf(day)));

/**
 * How a day reads next to the household's today: 'Today', 'Tomorrow', the weekday ('Friday') within the coming
 * week, else 'Fri, Jan 16'; days before today read 'Yesterday' or their date.
 */
export function dayLabel(day: string, today: string): string {
  const ahead = daysBetween(today, day);
  if (ahead === 0) return 'Today';
  if (ahead === 1) return 'Tomorrow';
  if (ahead === -1) return 'Yesterday';
  if (ahead > 1 && ahead < 7) return weekday.format(new Date(utcOf(day)));
  return dayDate(day);
}
