import { queryOptions } from '@tanstack/react-query';
import { SEARCH_CACHE_MS } from '#domain/rules/constants';
import type { SearchResponse, SearchType } from '#domain/schemas/film';
import { apiRequest } from '../api-client';

/** Searches are kept 1 s (spec §9); an empty query asks nothing. */
export const searchQueries = {
  /** The live search box: library-aware results. */
  combined: (query: string) =>
    queryOptions({
      queryKey: ['/api/search/combined', query] as const,
      queryFn: () => apiRequest<SearchResponse>('GET', `/api/search/combined?q=${encodeURIComponent(query)}`),
      enabled: query !== '',
      staleTime: SEARCH_CACHE_MS,
    }),
  /** The search page: a search by type. */
  byType: (query: string, type: SearchType) =>
    queryOptions({
      queryKey: ['/api/tmdb/search', query, type] as const,
      queryFn: () =>
        apiRequest<SearchResponse>('GET', `/api/tmdb/search?query=${encodeURIComponent(query)}&type=${type}`),
      enabled: query !== '',
      staleTime: SEARCH_CACHE_MS,
    }),
};
