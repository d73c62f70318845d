import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays } from '../../../domain/rules/calendar-days';
import { comingSoonLabel } from '../../../domain/rules/coming-soon';
import type { ComingSoonEntry } from '../../../domain/schemas/calendar';

/** How often a calendar app should read the feed again. */
const REFRESH_SECONDS = 6 * 60 * 60;

/**
 * The premieres as an iCalendar feed (RFC 5545, by ical-generator: CRLF line ends, lines folded at 75 octets, text
 * escaped): one all-day event (VALUE=DATE, ending the next day) per entry, its UID made of the entry's key so that
 * a calendar app updates an event rather than adding it twice; DTSTAMP is when the feed was made.
 */
export function calendarIcs(entries: readonly ComingSoonEntry[], now: Date): string {
  const calendar = ical({
    name: 'Watchlist — Coming Soon',
    description: 'New episodes, season premieres and movie releases of the titles in your Watchlist',
    prodId: { company: 'Watchlist', product: 'Coming Soon', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: `${entry.key}@watchlist`,
      allDay: true,
      // A day with no time: ical-generator writes an all-day date from the date's UTC fields.
      start: new Date(`${entry.date}T00:00:00Z`),
      end: new Date(`${addDays(entry.date, 1)}T00:00:00Z`),
      stamp: now,
      summary: `${entry.title} — ${comingSoonLabel(entry)}`,
    });
  }
  return calendar.toString();
}
