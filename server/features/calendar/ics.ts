import { addDays } from '#domain/rules/calendar-days';
import { comingSoonLabel } from '#domain/rules/coming-soon';
import type { ComingSoonEntry } from '#domain/schemas/calendar';

/**
 * The premieres as an iCalendar feed (RFC 5545): one all-day event per entry (DTSTART;VALUE=DATE, ending the next
 * day), its UID made of the entry's key so that a calendar app updates an event rather than adding it twice, DTSTAMP
 * when the feed was made. Written here rather than with ical-generator, which folds lines one character at a time
 * through a TextEncoder: seconds for the feed of a large library, against milliseconds for this.
 */

/** How often a calendar app should read the feed again. */
const REFRESH = 'PT6H';
const MAX_LINE_OCTETS = 75;

/**
 * Control characters a calendar app may choke on or show as boxes: C0 (NUL included; line breaks are kept, written
 * as \n), DEL, C1, and the line and paragraph separators that some readers take for line breaks.
 */
const isControlCharacter = (code: number) =>
  (code < 0x20 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029;

/** The text without its control characters (isControlCharacter). */
export function withoutControlCharacters(text: string): string {
  let kept = '';
  for (const character of text) {
    if (!isControlCharacter(character.codePointAt(0) ?? 0)) kept += character;
  }
  return kept;
}

/** TEXT values (§3.3.11): control characters left out, backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return withoutControlCharacters(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded (§3.1): no line longer than 75 octets, each continuation starting with one space, never
 * splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A date-time in UTC, basic form: 20260615T120000Z. */
const utcStamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** A DATE value: 20260615. */
const dateValue = (day: string) => day.replace(/-/g, '');

export function calendarIcs(entries: readonly ComingSoonEntry[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Watchlist//Coming Soon//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Watchlist — Coming Soon',
    `X-WR-CALDESC:${escapeText('New episodes, season premieres and movie releases of the titles in your Watchlist')}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
  ];
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(entry.key)}@watchlist`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(entry.date)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(entry.date, 1))}`,
      `SUMMARY:${escapeText(`${entry.title} — ${comingSoonLabel(entry)}`)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
