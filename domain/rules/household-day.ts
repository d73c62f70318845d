/**
 * The household's calendar days, computed one way everywhere: with Node's own time zone data (Intl), which does not
 * depend on the system's zone files (a slim container has none, and SQLite's 'localtime' then silently reads UTC).
 */

/** The household's time zone: the process's (the server sets `TZ` from its configuration before anything else). */
export const householdZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      era: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** A year and its month and day as a calendar day: the years before 1 AD as 0, -1…, as SQLite and ISO-8601 write them. */
const dayOf = (year: number, month: string, day: string): string =>
  `${year < 0 ? '-' : ''}${String(Math.abs(year)).padStart(4, '0')}-${month}-${day}`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day (YYYY-MM-DD) a moment falls on in a time zone; without one, in the household's (the process's).
 * The household's day is read from the date's local fields, which Node computes with the same zone data as Intl (a
 * hundred times faster than formatting, for the thousands of dates a request may weigh); a named zone's through a
 * formatter kept per zone (making one is the costly part).
 */
export function dayInZone(moment: Date | number, zone?: string): string {
  if (zone === undefined) {
    const date = typeof moment === 'number' ? new Date(moment) : moment;
    return dayOf(date.getFullYear(), twoDigits(date.getMonth() + 1), twoDigits(date.getDate()));
  }
  let era = '';
  let year = 0;
  let month = '';
  let day = '';
  for (const part of formatterOf(zone).formatToParts(moment)) {
    if (part.type === 'era') era = part.value;
    else if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  // Intl counts the years before 1 AD as 1 BC, 2 BC…: 1 BC is the year 0, 2 BC the year -1.
  return dayOf(era === 'BC' ? 1 - year : year, month, day);
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A date-time as SQLite reads one: 'T' or a space, minutes, optional seconds and fraction, optional offset. */
const DATE_TIME =
  /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?$/i;

/**
 * The household's day of a stored date: a day (YYYY-MM-DD) is that day; a date-time (ISO-8601, or SQLite's
 * 'YYYY-MM-DD HH:MM:SS', which like SQLite is read as UTC when it names no offset) is moved to the zone. Null when
 * the text is neither.
 */
export function storedDay(text: string, zone: string = householdZone()): string | null {
  if (DAY.test(text)) return text;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const moment = Date.parse(`${match[1]}T${match[2]}${(match[3] ?? 'Z').toUpperCase()}`);
  return Number.isNaN(moment) ? null : dayInZone(moment, zone);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** A moment's wall clock in a zone, as epoch ms of the same wall clock read as UTC (to the second). */
function wallClockMs(moment: number, zone: string): number {
  let formatter = clockFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormatters.set(zone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(moment)) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The moment (epoch ms) a day (YYYY-MM-DD) begins in a zone: its first instant, DST moves included. */
export function dayStartInZone(day: string, zone: string = householdZone()): number {
  const asUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = asUtc - (wallClockMs(asUtc, zone) - asUtc);
  return asUtc - (wallClockMs(guess, zone) - guess);
}

/** A moment's time of day in a zone, 'HH:MM' (24-hour). */
export function clockTimeInZone(moment: number, zone: string = householdZone()): string {
  return new Date(wallClockMs(moment, zone)).toISOString().slice(11, 16);
}
