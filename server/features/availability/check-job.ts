import { regions } from '#domain/rules/household';
import type { AvailabilityJob } from '#domain/schemas/availability';
import type { RegionCode } from '#domain/schemas/settings';
import { performance } from 'node:perf_hooks';
import type { Clock } from '../../clock';
import type { PacedPool } from '../../paced';
import type { TitleRef } from './repository';
import type { CheckedTitle, CheckReason } from './service';

export interface AvailabilityJobDeps {
  /** The titles a job checks: every title for a new region, the unfinished ones due for the daily check. */
  titles: (reason: CheckReason) => TitleRef[];
  /** Asks where one title streams: its answer, or null when it cannot be told; never throws. */
  lookUp: (title: TitleRef) => Promise<CheckedTitle | null>;
  /** Stores answers together; never throws. */
  store: (checked: readonly CheckedTitle[]) => void;
  region: () => RegionCode;
  /** The background jobs' shared pace to TMDb. */
  pool: PacedPool;
  clock: Clock;
  /** How long answers wait to be stored together (default STORE_EVERY_MS). */
  storeEveryMs?: number;
}

/**
 * A job's answers are stored together at most this often: every change of a title's services moves the library's
 * version, and the next read of the library list rebuilds it (~100 ms at 5,000 titles), so storing title by title
 * made a check with a few dozen changes slow the list's reads all through it.
 */
export const STORE_EVERY_MS = 30_000;

type JobState = Omit<AvailabilityJob, 'message'>;

const regionName = (code: RegionCode | null) => regions.find((region) => region.code === code)?.name ?? '';

function messageOf(job: JobState): string {
  if (job.state === 'idle') return 'No availability check has run since the server started';
  const titles = `${job.total} ${job.total === 1 ? 'title' : 'titles'}`;
  const where = job.region ? ` in ${regionName(job.region)}` : '';
  if (job.state === 'running') return `Checking where to watch ${job.done} of ${titles}${where}`;
  const failures = job.failed > 0 ? `; ${job.failed} could not be checked (TMDb did not answer)` : '';
  return `Checked where to watch ${job.checked} of ${titles}${where}${failures}`;
}

/**
 * Checks titles' availability as a background job on the shared pool, with its progress kept for GET. One job
 * at a time: a daily check waits for the next hour while one runs; a region change replaces the running job
 * (its titles not yet checked are dropped: the new job checks them all for the new region).
 */
export function createAvailabilityJob({
  titles,
  lookUp,
  store,
  region,
  pool,
  clock,
  storeEveryMs = STORE_EVERY_MS,
}: AvailabilityJobDeps) {
  let job: JobState = {
    state: 'idle',
    reason: null,
    region: null,
    done: 0,
    total: 0,
    checked: 0,
    failed: 0,
    startedAt: null,
    finishedAt: null,
  };
  let generation = 0;
  let finished: Promise<void> = Promise.resolve();
  const report = (): AvailabilityJob => ({ ...job, message: messageOf(job) });

  async function run(toCheck: readonly TitleRef[], mine: number): Promise<void> {
    let waiting: CheckedTitle[] = [];
    let storedAt = performance.now();
    const storeWaiting = () => {
      if (waiting.length > 0) store(waiting);
      waiting = [];
      storedAt = performance.now();
    };
    await pool.run(toCheck, async (title) => {
      if (generation !== mine) return;
      const checked = await lookUp(title);
      // A region change replaced this job: what it found for the old region is dropped.
      if (generation !== mine) return;
      if (checked) waiting.push(checked);
      job = {
        ...job,
        done: job.done + 1,
        [checked ? 'checked' : 'failed']: job[checked ? 'checked' : 'failed'] + 1,
      };
      if (performance.now() - storedAt >= storeEveryMs) storeWaiting();
    });
    if (generation !== mine) return;
    storeWaiting();
    job = { ...job, state: 'finished', finishedAt: clock.now().toISOString() };
  }

  return {
    status: report,
    /**
     * Starts a check unless one runs (a region change replaces it); a daily check with nothing due starts
     * nothing. Answers whether it started, and the job.
     */
    start(reason: CheckReason): { started: boolean; job: AvailabilityJob } {
      if (job.state === 'running' && reason === 'daily') return { started: false, job: report() };
      const toCheck = titles(reason);
      if (reason === 'daily' && toCheck.length === 0) return { started: false, job: report() };
      generation += 1;
      job = {
        state: 'running',
        reason,
        region: region(),
        done: 0,
        total: toCheck.length,
        checked: 0,
        failed: 0,
        startedAt: clock.now().toISOString(),
        finishedAt: null,
      };
      const previous = finished;
      const current = run(toCheck, generation);
      finished = Promise.all([previous, current]).then(() => undefined);
      return { started: true, job: report() };
    },
    /** Resolves when every job started so far is over: for tests and a clean shutdown. */
    settled: (): Promise<void> => finished,
  };
}

export type AvailabilityJobService = ReturnType<typeof createAvailabilityJob>;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The daily check: at start and then every hour, the unfinished titles not checked for about a day are checked
 * (so a server that was off catches up, and a day's titles are spread over the hours they were added in).
 */
export function createDailyAvailabilityCheck(job: Pick<AvailabilityJobService, 'start'>, everyMs = HOUR_MS) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start(): void {
      job.start('daily');
      timer ??= setInterval(() => job.start('daily'), everyMs).unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
