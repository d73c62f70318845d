import { queryOptions } from '@tanstack/react-query';
import type { Season, SeasonWatch } from '#domain/schemas/library';
import { apiRequest } from '../api-client';

export const seasonQueries = {
  ofItem: (itemId: number) =>
    queryOptions({
      queryKey: ['/api/seasons', itemId] as const,
      queryFn: () => apiRequest<Season[]>('GET', `/api/seasons/${itemId}`),
    }),
  /** Under ofItem's key, so that whatever refreshes a series' seasons refreshes its watches too. */
  watchesOfItem: (itemId: number) =>
    queryOptions({
      queryKey: ['/api/seasons', itemId, 'watches'] as const,
      queryFn: () => apiRequest<SeasonWatch[]>('GET', `/api/season-watches/all/${itemId}`),
    }),
};
