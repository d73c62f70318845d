const monthFormat = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const dateOf = (value: string) => new Date(`${value.length === 7 ? `${value}-01` : value}T00:00:00Z`);

export const NO_DATA = 'No data available';

/** "Mar" for 2026-03. */
export const shortMonth = (month: string) => monthFormat.format(dateOf(month));
/** "March 2026" for 2026-03. */
export const longMonth = (month: string) => longMonthFormat.format(dateOf(month));
/** "1 Mar 2026" for 2026-03-01. */
export const longDay = (day: string) => dayFormat.format(dateOf(day));

/** Watch Time's days: hours / 24, to one decimal. */
export const daysOfHours = (hours: number) => (hours / 24).toFixed(1);

/** "1 title", "12 titles". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "12.5" without a trailing ".0". */
export const decimal = (value: number) => String(Math.round(value * 10) / 10);
