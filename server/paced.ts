/** How calls to a rate-limited upstream are spread: at most `concurrency` at once, starts `spacingMs` apart. */
export interface Pacing {
  concurrency: number;
  spacingMs: number;
}

/** Runs `work` over the items at the given pace (TMDb's rate limit, say); resolves when all are done. */
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
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(pacing.concurrency, items.length) }, worker));
}
