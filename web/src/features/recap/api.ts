import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STATISTICS_CACHE_MS } from '../../../../domain/rules/constants';
import type {
  Statistics,
  StatisticsTimeframe,
  StatisticsViewer,
} from '../../../../domain/schemas/statistics';
import { apiRequest } from '../../lib/api-client';

/** The recap of a timeframe, for the household (viewer null) or one person; kept 5 minutes (spec §9). */
export function statisticsQuery(timeframe: StatisticsTimeframe, viewer: StatisticsViewer | null) {
  const search = new URLSearchParams({ timeframe });
  if (viewer) search.set('viewer', viewer);
  return queryOptions({
    queryKey: ['/api/statistics', timeframe, viewer ?? 'household'] as const,
    queryFn: () => apiRequest<Statistics>('GET', `/api/statistics?${search.toString()}`),
    staleTime: STATISTICS_CACHE_MS,
  });
}

/** While another timeframe or person loads, the recap on screen stays (under the loading card). */
export function useStatistics(timeframe: StatisticsTimeframe, viewer: StatisticsViewer | null) {
  return useQuery({ ...statisticsQuery(timeframe, viewer), placeholderData: keepPreviousData });
}
