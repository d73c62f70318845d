/** The year of a YYYY-MM-DD (or longer ISO) date; null when there is no date or it does not start with a year. */
export function yearOf(date: string | null | undefined): number | null {
  if (!date) return null;
  const year = Number(date.slice(0, 4));
  return /^\d{4}/.test(date) && year > 0 ? year : null;
}
