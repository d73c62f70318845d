import type { Db } from './connection';

const HOUR_S = 3600;
/** Hours whose offset is remembered before the memory starts over (about eleven years of distinct hours). */
const MAX_REMEMBERED_HOURS = 100_000;

/**
 * The calendar day (YYYY-MM-DD) that an instant, in seconds since the epoch, falls on in a time zone, from Node's own
 * zone data. SQLite's 'localtime' would read the system's zone files instead, and silently answer UTC days where
 * they are missing (a slim container): the household's days are computed one way, here.
 *
 * The zone's offset is looked up once per hour of the timeline (an offset changes at most once within an hour; an
 * hour in which it changes is looked up instant by instant).
 */
export function createHouseholdDay(timeZone: string): (epochSeconds: number) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetMsAt = (epochMs: number): number => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(epochMs)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const wallClock = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return wallClock - Math.floor(epochMs / 1000) * 1000;
  };
  const hourOffsets = new Map<number, number | null>();
  const offsetMsOf = (epochSeconds: number): number => {
    const hour = Math.floor(epochSeconds / HOUR_S);
    let offset = hourOffsets.get(hour);
    if (offset === undefined) {
      const atStart = offsetMsAt(hour * HOUR_S * 1000);
      offset = atStart === offsetMsAt(((hour + 1) * HOUR_S - 1) * 1000) ? atStart : null;
      if (hourOffsets.size >= MAX_REMEMBERED_HOURS) hourOffsets.clear();
      hourOffsets.set(hour, offset);
    }
    return offset ?? offsetMsAt(epochSeconds * 1000);
  };
  return (epochSeconds) =>
    new Date(epochSeconds * 1000 + offsetMsOf(epochSeconds)).toISOString().slice(0, 10);
}

/**
 * Gives a connection `household_day(seconds)`: the household's day of an instant (seconds since the epoch, as
 * SQLite's unixepoch() gives), in `timeZone` (default: the process's, which the server sets from TZ); NULL for NULL.
 */
export function registerHouseholdDay(
  db: Db,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): void {
  const dayOf = createHouseholdDay(timeZone);
  db.function('household_day', { deterministic: true }, (seconds: unknown) =>
    typeof seconds === 'number' || typeof seconds === 'bigint' ? dayOf(Number(seconds)) : null,
  );
}
