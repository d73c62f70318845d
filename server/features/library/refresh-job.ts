import type { RefreshJob } from '#domain/schemas/transfer';
import type { Clock } from '../../clock';
import type { PacedPool } from '../../paced';
import type { RefreshOutcome } from '../../refresh-outcome';

export interface RefreshJobDeps {
  /** The items to refresh (all of them, or the ids asked for: unknown ones are refused before the job starts). */
  itemIds: (ids?: readonly number[]) => number[];
  /** Reads one title's film data afresh and stores it; never throws. */
  refreshOne: (id: number) => Promise<RefreshOutcome>;
  /** Whether the ratings source has used up today's calls (OMDb's free key: 1,000 a day). */
  ratingsSpentToday: () => boolean;
  clock: Clock;
  /** The worker pool every background job that reads the film database shares (TMDb's rate limit). */
  pool: PacedPool;
  /** Told when a job is over: the news scan looks at what it learned. */
  afterRun?: () => void;
}

function messageOf(job: Omit<RefreshJob, 'message'>): string {
  if (job.state === 'idle') return 'No refresh has run since the server started';
  const failures = job.failed > 0 ? `; ${job.failed} could not be read from the film data` : '';
  const ratings = job.ratingsPausedForToday
    ? "; the ratings service's calls for today ran out, so some ratings are kept as they were until tomorrow"
    : '';
  const titles = `${job.total} ${job.total === 1 ? 'title' : 'titles'}`;
  const progress =
    job.state === 'running'
      ? `Refreshing ${job.done} of ${titles}`
      : `Refreshed ${job.refreshed} of ${titles}`;
  return `${progress}${failures}${ratings}`;
}

/**
 * Refresh Metadata as a background job, one at a time: every title's details and ratings read afresh, paced to the
 * upstreams, one failing title never stopping the rest. Its progress is kept for GET until the next job.
 */
export function createRefreshJob({
  itemIds,
  refreshOne,
  ratingsSpentToday,
  clock,
  pool,
  afterRun,
}: RefreshJobDeps) {
  let job: Omit<RefreshJob, 'message'> = {
    state: 'idle',
    done: 0,
    total: 0,
    refreshed: 0,
    failed: 0,
    startedAt: null,
    finishedAt: null,
    ratingsPausedForToday: false,
  };
  let finished: Promise<void> = Promise.resolve();
  const report = (): RefreshJob => ({ ...job, message: messageOf(job) });

  async function run(ids: readonly number[]): Promise<void> {
    await pool.run(ids, async (id) => {
      const outcome = await refreshOne(id);
      job = {
        ...job,
        done: job.done + 1,
        [outcome]: job[outcome] + 1,
        ratingsPausedForToday: job.ratingsPausedForToday || ratingsSpentToday(),
      };
    });
    job = { ...job, state: 'finished', finishedAt: clock.now().toISOString() };
    afterRun?.();
  }

  return {
    status: report,
    /** Starts a job unless one is running; answers whether it started, and the job. */
    start(ids?: readonly number[]): { started: boolean; job: RefreshJob } {
      if (job.state === 'running') return { started: false, job: report() };
      const toRefresh = itemIds(ids);
      job = {
        state: 'running',
        done: 0,
        total: toRefresh.length,
        refreshed: 0,
        failed: 0,
        startedAt: clock.now().toISOString(),
        finishedAt: null,
        ratingsPausedForToday: false,
      };
      finished = run(toRefresh);
      return { started: true, job: report() };
    },
    /** Resolves when the current job (if any) is over: for tests and a clean shutdown. */
    settled: (): Promise<void> => finished,
  };
}

export type RefreshJobService = ReturnType<typeof createRefreshJob>;
