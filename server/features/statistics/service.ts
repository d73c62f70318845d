import { dayInZone, householdZone } from '#domain/rules/household-day';
import { recapOf } from '#domain/rules/statistics';
import { resolveTimeframe, timeframeBounds } from '#domain/rules/statistics-timeframe';
import type { Statistics, StatisticsTimeframe, StatisticsViewer } from '#domain/schemas/statistics';
import type { Clock } from '../../clock';
import { isDiskFull } from '../../db/connection';
import type { StatisticsRepository } from './repository';
import { createTitleActivities } from './title-activities';
import type { TallyRepository, TallySync } from './tally-repository';

const DISK_FULL_WARNING =
  'recap tallies not kept: the disk is full (the recap is computed in memory meanwhile)';

export interface StatisticsDeps {
  repository: StatisticsRepository;
  tallies: TallyRepository;
  clock: Clock;
  /**
   * Resolves when a write may take the database's lock (an import's write transaction has committed, or waiting
   * longer would not help): bringing the tallies up to date writes.
   */
  writesSettled: () => Promise<void>;
  logger: { warn: (details: object, message: string) => void };
}

/**
 * The recap of a timeframe for the household or one person, from the tallies, which are brought up to date first
 * when anything was written since (by whichever connection) or the household's time zone changed. Answers are kept
 * per timeframe and viewer until anything is written to the library, the day changes or the zone does.
 */
export function createStatisticsService({
  repository,
  tallies,
  clock,
  writesSettled,
  logger,
}: StatisticsDeps) {
  const titles = createTitleActivities(repository);
  const cache = new Map<string, Statistics>();
  let cachedVersion = '';
  /** Whether the last refresh found the disk full (said once in the log until one succeeds again). */
  let diskFull = false;

  /**
   * Brings the tallies up to date and answers from them; on a full disk, answers from up-to-date copies in memory
   * instead (the tallies are brought up to date by a later refresh).
   */
  function refreshed<T>(zone: string, then: (sync: TallySync) => T): T {
    try {
      const answer = tallies.bringUpToDate(zone, then);
      diskFull = false;
      return answer;
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      if (!diskFull) logger.warn({ err: error }, DISK_FULL_WARNING);
      diskFull = true;
      return tallies.withUpToDateCopy(zone, then);
    }
  }

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
      titles: titles.titles(bounds),
      days,
      owned: repository.owned(),
    });
  }

  return {
    /** Brings the tallies up to date now (from scratch after the migration or a change of `TZ`): at start-up. */
    prepare() {
      const zone = householdZone();
      if (tallies.state(zone).current) return;
      try {
        tallies.bringUpToDate(zone, (sync) => titles.after(sync));
      } catch (error) {
        // Nothing to answer yet: the first recap computes its answer in memory.
        if (!isDiskFull(error)) throw error;
        logger.warn({ err: error }, DISK_FULL_WARNING);
        diskFull = true;
      }
    },
    async recap(key: StatisticsTimeframe, viewer: StatisticsViewer | null): Promise<Statistics> {
      const zone = householdZone();
      const today = dayInZone(clock.now(), zone);
      const answer = () => {
        const version = `${repository.dataVersion()} ${today} ${zone}`;
        if (version !== cachedVersion) {
          cache.clear();
          cachedVersion = version;
        }
        const cacheKey = `${key} ${viewer ?? 'household'}`;
        const statistics = cache.get(cacheKey) ?? compute(key, viewer, today);
        cache.set(cacheKey, statistics);
        return statistics;
      };
      const current = repository.snapshot(() => {
        const state = tallies.state(zone);
        if (!state.current || state.token === null) return null;
        titles.at(state.token);
        return answer();
      });
      if (current) return current;
      // Up to date or not, what the snapshot read is the library before an import's uncommitted writes; the refresh
      // below waits for them instead of meeting the lock.
      await writesSettled();
      return refreshed(zone, (sync) => {
        titles.after(sync);
        return answer();
      });
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
