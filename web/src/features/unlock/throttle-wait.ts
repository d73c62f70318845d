import { ApiError } from '../../lib/api-client';

/** The wait a throttled unlock (429) asks for, in seconds; 0 for any other failure. */
export function retryAfterSeconds(error: unknown): number {
  if (!(error instanceof ApiError) || error.status !== 429) return 0;
  try {
    const body = JSON.parse(error.bodyText) as { retryAfterSeconds?: unknown };
    return typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 60;
  } catch {
    return 60;
  }
}

/** '45 s', or '2:05 min' from a minute on. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')} min`;
}
