import { dayInZone } from '../household-day';

/** One file of an upload: a CSV or JSON file, or one entry of a ZIP (its path inside the archive). */
export interface HistoryFile {
  name: string;
  text: string;
}

/** The household's local calendar day of a date (YYYY-MM-DD kept as it is, a date-time read in local time). */
export function localDay(value: string | undefined | null): string | null {
  const text = value?.trim() ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const time = Date.parse(text);
  if (text === '' || Number.isNaN(time)) return null;
  return dayInZone(time);
}

/** The first four digits of a year cell ('1998', '2013–2023'); null when there are none. */
export function yearCell(value: string | number | undefined | null): number | null {
  const match = /^\s*(\d{4})/.exec(String(value ?? ''));
  return match ? Number(match[1]) : null;
}
