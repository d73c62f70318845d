import { queryOptions } from '@tanstack/react-query';
import { RANDOM_BACKDROP_CACHE_MS } from '../../../../domain/rules/constants';
import { apiRequest } from '../api-client';

export interface RandomBackdrop {
  backdropPath: string | null;
  title: string | null;
}

export const backdropQueries = {
  /** A still from the household's own library, for the unlock screen. */
  random: () =>
    queryOptions({
      queryKey: ['/api/random-backdrop'] as const,
      queryFn: () => apiRequest<RandomBackdrop>('GET', '/api/random-backdrop'),
      staleTime: RANDOM_BACKDROP_CACHE_MS,
    }),
};
