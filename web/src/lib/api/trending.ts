import { queryOptions } from '@tanstack/react-query';
import { TRENDING_CACHE_MS } from '#domain/rules/constants';
import type { MediaType, TrendingBothResponse, TrendingResponse } from '#domain/schemas/film';
import { apiRequest } from '../api-client';

const TRENDING_PATH = '/api/tmdb/trending';

export const trendingQueries = {
  /** Movies and series together (the sidebar). */
  both: () =>
    queryOptions({
      queryKey: [TRENDING_PATH] as const,
      queryFn: () => apiRequest<TrendingBothResponse>('GET', TRENDING_PATH),
      staleTime: TRENDING_CACHE_MS,
      retry: 1,
    }),
  ofType: (mediaType: MediaType) =>
    queryOptions({
      queryKey: [TRENDING_PATH, mediaType] as const,
      queryFn: () => apiRequest<TrendingResponse>('GET', `${TRENDING_PATH}/${mediaType}`),
      staleTime: TRENDING_CACHE_MS,
      retry: 1,
    }),
};
