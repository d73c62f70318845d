const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The day (YYYY-MM-DD) it is at `moment` in a time zone (IANA name), or in the process's own zone when none is named
 * (the server sets TZ to the household's): the date's local fields, which is fast enough for thousands of dates.
 */
export function dayInZone(moment: Date, zone?: string): string {
  if (zone === undefined) {
    return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1, 2)}-${pad(moment.getDate(), 2)}`;
  }
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}
