import { RANDOM_BACKDROP_CACHE_MS } from '#domain/rules/constants';
import { apiRequest } from '../api-client';

export interface RandomBackdrop {
  backdropPath: string | null;
  title: string | null;
}

let kept: { at: number; backdrop: RandomBackdrop } | null = null;

/**
 * A still from the household's own library, for the unlock screen; the same one for RANDOM_BACKDROP_CACHE_MS (an
 * empty library's answer is not kept: the next unlock screen asks again). Plain code, without TanStack Query: the
 * unlock screen shows before the React app has loaded.
 */
export async function fetchRandomBackdrop(now = Date.now()): Promise<RandomBackdrop> {
  if (kept && now - kept.at < RANDOM_BACKDROP_CACHE_MS) return kept.backdrop;
  const backdrop = await apiRequest<RandomBackdrop>('GET', '/api/random-backdrop');
  kept = backdrop.backdropPath ? { at: now, backdrop } : null;
  return backdrop;
}
