import type { FailedAttemptsSince } from '#domain/schemas/auth';

/**
 * What the banner after an unlock says of the wrong PINs tried before it: since this device's last visit when it
 * has one; a new device has none, so since the household's last unlock (or, before the first unlock of all, so).
 */
export function failedAttemptsText(count: number, since: FailedAttemptsSince): string {
  const attempts = `${count} failed unlock attempt${count === 1 ? '' : 's'}`;
  if (since === 'your-last-visit') return `${attempts} since your last visit.`;
  if (since === 'last-unlock') return `${attempts} since Watchlist was last unlocked.`;
  return `${attempts} before this first unlock.`;
}
