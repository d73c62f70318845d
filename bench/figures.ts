/** The value at `fraction` of the samples once sorted (the lower one between two): 0.5 the median; NaN for none. */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

export const median = (samples: readonly number[]) => percentile(samples, 0.5);

export interface Figures {
  median: number;
  p95: number;
}

export const medianAndP95 = (samples: readonly number[]): Figures => ({
  median: median(samples),
  p95: percentile(samples, 0.95),
});
