import { recapOf } from '../../../domain/rules/statistics';
import { localDayOf, resolveTimeframe, timeframeBounds } from '../../../domain/rules/statistics-timeframe';
import type { Statistics, StatisticsTimeframe, StatisticsViewer } from '../../../domain/schemas/statistics';
import type { Clock } from '../../clock';
import type { StatisticsRepository } from './repository';

export interface StatisticsDeps {
  repository: StatisticsRepository;
  clock: Clock;
}

/**
 * The recap of a timeframe for the household or one person. Answers are kept per timeframe and viewer until
 * anything is written to the database or the day changes.
 */
export function createStatisticsService({ repository, clock }: StatisticsDeps) {
  const cache = new Map<string, Statistics>();
  let cachedVersion = '';

  function compute(key: StatisticsTimeframe, viewer: StatisticsViewer | null, today: string): Statistics {
    const bounds = timeframeBounds(key, today);
    const days = repository.days(bounds);
    const firstRecord = days.reduce<string | null>(
      (first, { day }) => (first === null || day < first ? day : first),
      null,
    );
    return recapOf({
      timeframe: resolveTimeframe(key, today, firstRecord),
      viewer,
      titles: repository.titles(bounds),
      days,
      owned: repository.owned(),
    });
  }

  return {
    recap(key: StatisticsTimeframe, viewer: StatisticsViewer | null): Statistics {
      const today = localDayOf(clock.now());
      const version = `${repository.dataVersion()} ${today}`;
      if (version !== cachedVersion) {
        cache.clear();
        cachedVersion = version;
      }
      const cacheKey = `${key} ${viewer ?? 'household'}`;
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const statistics = compute(key, viewer, today);
      cache.set(cacheKey, statistics);
      return statistics;
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
