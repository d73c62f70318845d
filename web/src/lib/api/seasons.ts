import { queryOptions } from '@tanstack/react-query';
import type { Season } from '../../../../domain/schemas/library';
import { apiRequest } from '../api-client';

export const seasonQueries = {
  ofItem: (itemId: number) =>
    queryOptions({
      queryKey: ['/api/seasons', itemId] as const,
      queryFn: () => apiRequest<Season[]>('GET', `/api/seasons/${itemId}`),
    }),
};
