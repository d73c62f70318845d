import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatisticsTimeframe, StatisticsViewer } from '#domain/schemas/statistics';
import { statisticsQueries } from '../../lib/api/statistics';

/** While another timeframe or person loads, the recap on screen stays (under the loading card). */
export function useStatistics(timeframe: StatisticsTimeframe, viewer: StatisticsViewer | null) {
  return useQuery({ ...statisticsQueries.recap(timeframe, viewer), placeholderData: keepPreviousData });
}
