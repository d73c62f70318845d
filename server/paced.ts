/** How calls to a rate-limited upstream are spread: at most `concurrency` at once, starts `spacingMs` apart. */
export interface Pacing {
  concurrency: number;
  spacingMs: number;
}

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

/** Calls to one upstream shared by several jobs: together they keep to one pace. */
export interface PacedPool {
  /** Runs `work` over the items within the pool's pace, alongside the other jobs using it. */
  run<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void>;
}

/**
 * The background jobs' one way to TMDb (the daily availability check, and any other daily job): at most
 * `concurrency` calls at once and starts `spacingMs` apart, whatever the number of jobs; jobs running at once take
 * turns, so a long one does not hold a short one back.
 */
export function createPacedPool(pacing: Pacing): PacedPool {
  let running = 0;
  let nextStart = 0;
  const waiting: (() => void)[] = [];

  const admit = () => {
    while (running < pacing.concurrency && waiting.length > 0) {
      const start = waiting.shift() as () => void;
      running += 1;
      const now = Date.now();
      const at = Math.max(now, nextStart);
      nextStart = at + pacing.spacingMs;
      if (at > now) setTimeout(start, at - now);
      else start();
    }
  };
  const slot = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      admit();
    });
  const release = () => {
    running -= 1;
    admit();
  };

  return {
    async run(items, work) {
      let next = 0;
      // Each job waits for at most `concurrency` slots at a time: the queue interleaves the jobs.
      const worker = async () => {
        while (next < items.length) {
          const item = items[next] as (typeof items)[number];
          next += 1;
          await slot();
          try {
            await work(item);
          } finally {
            release();
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(pacing.concurrency, items.length) }, worker));
    },
  };
}
