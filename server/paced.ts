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
