import type { StatisticsTimeframe } from '../schemas/statistics';

/** A calendar day of the household, YYYY-MM-DD. */
export type Day = string;

export interface DayRange {
  start: Day;
  end: Day;
}

export interface Timeframe extends DayRange {
  key: StatisticsTimeframe;
  label: string;
}

/** Before any record: the lower bound of an all-time query, before its first record is known. */
export const EARLIEST_DAY: Day = '0001-01-01';

const MS_PER_DAY = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Days since 1970-01-01 of a calendar day (time zones play no part: a day is a day). */
export function dayNumber(day: Day): number {
  return (
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / MS_PER_DAY
  );
}

/** Whole calendar days from one day to another (negative when `to` is earlier). */
export const daysBetween = (from: Day, to: Day): number => dayNumber(to) - dayNumber(from);

/** 1970-01-05 was a Monday: day number 4. */
const FIRST_MONDAY = 4;

/** The Monday-to-Sunday week a day falls in, as a running number: consecutive weeks differ by one. */
export const weekNumber = (day: Day): number => Math.floor((dayNumber(day) - FIRST_MONDAY) / 7);

/**
 * The days a timeframe asks for, before its first record is known: `ytd` is 1 January of this year to today,
 * `last-year` the whole previous calendar year, `all-time` everything up to today.
 */
export function timeframeBounds(key: StatisticsTimeframe, today: Day): DayRange {
  const year = Number(today.slice(0, 4));
  if (key === 'ytd') return { start: `${pad(year, 4)}-01-01`, end: today };
  if (key === 'last-year') return { start: `${pad(year - 1, 4)}-01-01`, end: `${pad(year - 1, 4)}-12-31` };
  return { start: EARLIEST_DAY, end: today };
}

/**
 * The timeframe of a recap, with its label ('2026 so far', '2025', 'All time'). All time starts on the day of the
 * first record (a viewing, a season finished, a title started or finished), or today when there is none.
 */
export function resolveTimeframe(key: StatisticsTimeframe, today: Day, firstRecord: Day | null): Timeframe {
  const bounds = timeframeBounds(key, today);
  const year = bounds.start.slice(0, 4);
  if (key === 'ytd') return { key, ...bounds, label: `${year} so far` };
  if (key === 'last-year') return { key, ...bounds, label: year };
  const start = firstRecord !== null && firstRecord <= today ? firstRecord : today;
  return { key, start, end: today, label: 'All time' };
}

/** Every month (YYYY-MM) from the start's to the end's, both included. */
export function monthsOf({ start, end }: DayRange): string[] {
  const months: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (;;) {
    const current = `${pad(year, 4)}-${pad(month)}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
