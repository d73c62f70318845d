import { queryOptions } from '@tanstack/react-query';
import { STATISTICS_CACHE_MS } from '#domain/rules/constants';
import type { Statistics, StatisticsTimeframe, StatisticsViewer } from '#domain/schemas/statistics';
import { apiRequest } from '../api-client';

export const statisticsQueries = {
  /** Every recap: a library change makes them all stale. */
  all: ['/api/statistics'] as const,
  /** The recap of a timeframe, for the household (viewer null) or one person; kept 5 minutes (spec §9). */
  recap: (timeframe: StatisticsTimeframe, viewer: StatisticsViewer | null) => {
    const search = new URLSearchParams({ timeframe });
    if (viewer) search.set('viewer', viewer);
    return queryOptions({
      queryKey: [...statisticsQueries.all, timeframe, viewer ?? 'household'] as const,
      queryFn: () => apiRequest<Statistics>('GET', `/api/statistics?${search.toString()}`),
      staleTime: STATISTICS_CACHE_MS,
    });
  },
};
