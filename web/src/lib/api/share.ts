import { queryOptions } from '@tanstack/react-query';
import type { MediaType, SearchResponse } from '#domain/schemas/film';
import { ApiError, apiRequest } from '../api-client';
import { rankSharedMatches, type SharedTitle } from '../shared-title';

/** The title a share names: its address in the app, and the words searched for when it was found by them. */
export interface SharedMatch {
  mediaType: MediaType;
  tmdbId: number;
  searchedFor: string | null;
}

async function bestMatch(query: string, year: number | null): Promise<SharedMatch | null> {
  const search = new URLSearchParams({ query, type: 'multi' });
  const { results } = await apiRequest<SearchResponse>('GET', `/api/tmdb/search?${search.toString()}`);
  const best = rankSharedMatches(results, query, year)[0];
  return best ? { mediaType: best.mediaType, tmdbId: best.tmdbId, searchedFor: query } : null;
}

/**
 * A TMDb id directly; an IMDb id through the film database's lookup; words through search, the best match first.
 * When an id names nothing there (the offline catalog has its own ids), the title's words are searched instead.
 */
async function resolveShared(shared: SharedTitle): Promise<SharedMatch | null> {
  if (shared.kind === 'words') return bestMatch(shared.query, shared.year);
  if (shared.kind === 'tmdb') {
    try {
      await apiRequest('GET', `/api/tmdb/${shared.mediaType}/${shared.tmdbId}`);
      return { mediaType: shared.mediaType, tmdbId: shared.tmdbId, searchedFor: null };
    } catch (error) {
      const unknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
      if (!unknown) throw error;
    }
  } else {
    const { results } = await apiRequest<SearchResponse>('GET', `/api/tmdb/find/${shared.imdbId}`);
    const found = results[0];
    if (found) return { mediaType: found.mediaType, tmdbId: found.tmdbId, searchedFor: null };
  }
  return shared.words === null ? null : bestMatch(shared.words, null);
}

export const shareQueries = {
  /** The title a share names (null: none found); the share screen asks once, and again after a failure. */
  resolve: (shared: SharedTitle) =>
    queryOptions({
      queryKey: ['/api/share', shared] as const,
      queryFn: () => resolveShared(shared),
    }),
};
