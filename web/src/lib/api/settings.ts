import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '#domain/schemas/settings';
import { apiRequest } from '../api-client';

export const settingsQueries = {
  current: () =>
    queryOptions({
      queryKey: ['/api/settings'] as const,
      queryFn: () => apiRequest<SettingsResponse>('GET', '/api/settings'),
    }),
};

export function useSettings() {
  return useQuery(settingsQueries.current());
}
