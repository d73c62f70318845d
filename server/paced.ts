/** How calls to a rate-limited upstream are spread: at most `concurrency` at once, starts `spacingMs` apart. */
export interface Pacing {
  concurrency: number;
  spacingMs: number;
}

/** At most 4 titles at once and 10 a second: about 10 TMDb calls a second, well inside its limit of ~40. */
export const UPSTREAM_PACING: Pacing = { concurrency: 4, spacingMs: 100 };

/** For a source that answers from memory (the offline catalog): one at a time, no wait between. */
export const UNPACED: Pacing = { concurrency: 1, spacingMs: 0 };

/**
 * Runs `work` over the items at the given pace (TMDb's rate limit, say); resolves when all are done. Unpaced, each
 * start still lets the event loop turn, so that a long run of instant work does not hold up the server.
 */
export async function paced<T>(
  items: readonly T[],
  pacing: Pacing,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let lastStart = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      const wait = lastStart + pacing.spacingMs - Date.now();
      lastStart = Math.max(Date.now(), lastStart + pacing.spacingMs);
      await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(pacing.concurrency, items.length) }, worker));
}

/** One pace for every background job that reads the same upstream, so that together they never go faster. */
export interface PacedPool {
  /** Runs `work` over the items within the pool's pace, taking turns with the other jobs running; resolves when
   *  all are done (rejects with the first failure, once all are done). */
  run<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void>;
}

interface PoolJob {
  tasks: (() => Promise<void>)[];
}

/**
 * A shared worker pool: at most `concurrency` tasks at once across every job, starts at least `spacingMs` apart.
 * Jobs take turns (one task of each in turn), so a long daily check does not hold back a Refresh Metadata the
 * household just asked for.
 */
export function createPacedPool(pacing: Pacing): PacedPool {
  const jobs: PoolJob[] = [];
  let turn = 0;
  let running = 0;
  let lastStart = Number.NEGATIVE_INFINITY;
  let scheduled = false;

  function takeNext(): (() => Promise<void>) | undefined {
    for (let offset = 0; offset < jobs.length; offset += 1) {
      const index = (turn + offset) % jobs.length;
      const task = jobs[index]?.tasks.shift();
      if (task) {
        turn = index + 1;
        return task;
      }
    }
    return undefined;
  }

  /** Schedules the next start: after the spacing, or (unpaced) at the event loop's next turn, never at once. */
  function pump(): void {
    if (scheduled || running >= pacing.concurrency || !jobs.some((job) => job.tasks.length > 0)) return;
    scheduled = true;
    const start = () => {
      scheduled = false;
      const task = takeNext();
      if (!task) return;
      lastStart = Date.now();
      running += 1;
      void task().finally(() => {
        running -= 1;
        pump();
      });
      pump();
    };
    const wait = lastStart + pacing.spacingMs - Date.now();
    if (wait > 0) setTimeout(start, wait);
    else setImmediate(start);
  }

  return {
    run<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
      if (items.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        let left = items.length;
        let failure: Error | undefined;
        const job: PoolJob = { tasks: [] };
        const settle = () => {
          left -= 1;
          if (left > 0) return;
          jobs.splice(jobs.indexOf(job), 1);
          if (failure) reject(failure);
          else resolve();
        };
        job.tasks = items.map((item) => async () => {
          try {
            await work(item);
          } catch (error) {
            failure ??= error instanceof Error ? error : new Error(String(error));
          } finally {
            settle();
          }
        });
        jobs.push(job);
        pump();
      });
    },
  };
}
