import { RANDOM_BACKDROP_CACHE_MS } from '../../../../domain/rules/constants';
import { apiRequest } from '../api-client';

export interface RandomBackdrop {
  backdropPath: string | null;
  title: string | null;
}

let kept: { at: number; backdrop: Promise<RandomBackdrop> } | null = null;

/**
 * A still from the household's own library, for the unlock screen; the same one for RANDOM_BACKDROP_CACHE_MS.
 * Plain code, without TanStack Query: the unlock screen shows before the React app has loaded.
 */
export function fetchRandomBackdrop(now = Date.now()): Promise<RandomBackdrop> {
  if (kept && now - kept.at < RANDOM_BACKDROP_CACHE_MS) return kept.backdrop;
  const backdrop = apiRequest<RandomBackdrop>('GET', '/api/random-backdrop');
  const entry = { at: now, backdrop };
  kept = entry;
  backdrop.catch(() => {
    if (kept === entry) kept = null;
  });
  return backdrop;
}
