import { dayInZone } from '#domain/rules/household-day';
import type { Clock } from '../../clock';
import { errorText } from '../../error-text';
import type { PacedPool } from '../../paced';
import type { RefreshOutcome } from '../../refresh-outcome';
import type { AiringLogger } from './service';
import type { AiringRepository } from './repository';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export interface DailyAiringCheckDeps {
  repository: AiringRepository;
  /** Reads one title afresh with its airing; never throws. */
  refreshTitle: (id: number) => Promise<RefreshOutcome>;
  /** False: the film data tells no airing (the offline catalog), so there is nothing to check. */
  knowsAiring: boolean;
  /** The worker pool every background job reading the film database shares. */
  pool: PacedPool;
  clock: Clock;
  logger: AiringLogger;
  /** Told after each run that read titles (or began a new day): the news scan looks at what it learned. */
  afterRun?: () => void;
}

/**
 * The daily check: once a day (the household's day), the titles that may have news (series still airing, movies
 * to watch not yet released; see domain/rules/series-airing.ts) are read afresh through the shared pool; between
 * two days, each hourly tick reads only series never checked (added since). A day whose every read failed (the
 * film database down) is tried again at the next tick. One run at a time.
 */
export function createDailyAiringCheck({
  repository,
  refreshTitle,
  knowsAiring,
  pool,
  clock,
  logger,
  afterRun,
}: DailyAiringCheckDeps) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function run(): Promise<void> {
    const today = dayInZone(clock.now());
    const wholeDay = repository.lastCheckDay() !== today;
    const ids = wholeDay ? repository.due(today) : repository.neverChecked();
    if (ids.length === 0 && !wholeDay) return;
    let failed = 0;
    await pool.run(ids, async (id) => {
      if ((await refreshTitle(id)) === 'failed') failed += 1;
    });
    if (wholeDay && (ids.length === 0 || failed < ids.length)) {
      repository.markChecked(today, clock.now().toISOString());
    }
    logger.info({ titles: ids.length, failed, wholeDay }, 'airing check done');
    afterRun?.();
  }

  function runIfDue(): Promise<void> {
    if (!knowsAiring) return Promise.resolve();
    running ??= run()
      .catch((error: unknown) => logger.warn({ error: errorText(error) }, 'airing check failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Runs the check when due (see above); resolves when that run is over. */
    runIfDue,
    /** A run now if due, then the hourly tick. */
    start(): void {
      void runIfDue();
      timer ??= setInterval(() => void runIfDue(), CHECK_EVERY_MS).unref();
    },
    /** Stops the tick (a run under way goes on to its end: each title is its own transaction). */
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type DailyAiringCheck = ReturnType<typeof createDailyAiringCheck>;
