import { describe, expect, it, vi } from 'vitest';
import { createPacedPool, paced } from './paced';

describe('paced', () => {
  it('does every item once, never more than `concurrency` at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await paced([1, 2, 3, 4, 5, 6, 7], { concurrency: 3, spacingMs: 0 }, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('is done at once with nothing to do', async () => {
    await expect(
      paced([], { concurrency: 4, spacingMs: 100 }, () => Promise.reject(new Error('no'))),
    ).resolves.toBeUndefined();
  });
});

describe('createPacedPool', () => {
  it('keeps every job together within one concurrency, taking turns', async () => {
    const pool = createPacedPool({ concurrency: 2, spacingMs: 0 });
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const work = (job: string) => async (item: number) => {
      running += 1;
      most = Math.max(most, running);
      order.push(`${job}${item}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
    };
    await Promise.all([pool.run([1, 2, 3, 4], work('a')), pool.run([1, 2, 3], work('b'))]);
    expect(most).toBe(2);
    expect(order.sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3']);
  });

  it('lets a job started later in before an earlier one is done', async () => {
    const pool = createPacedPool({ concurrency: 1, spacingMs: 0 });
    const order: string[] = [];
    const long = pool.run([1, 2, 3, 4, 5], async (item) => {
      order.push(`long${item}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
    const short = pool.run([1], async () => {
      order.push('short');
      await Promise.resolve();
    });
    await Promise.all([long, short]);
    expect(order.indexOf('short')).toBeLessThan(order.indexOf('long5'));
  });

  it('spaces the starts of every job apart', async () => {
    vi.useFakeTimers();
    try {
      const pool = createPacedPool({ concurrency: 4, spacingMs: 100 });
      const starts: number[] = [];
      const record = async () => {
        starts.push(Date.now());
        await Promise.resolve();
      };
      const done = Promise.all([pool.run([1, 2, 3], record), pool.run([1, 2], record)]);
      await vi.runAllTimersAsync();
      await done;
      expect(starts).toHaveLength(5);
      for (let index = 1; index < starts.length; index += 1) {
        expect((starts[index] ?? 0) - (starts[index - 1] ?? 0)).toBeGreaterThanOrEqual(100);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('does the rest after a failure, then rejects with it', async () => {
    const pool = createPacedPool({ concurrency: 1, spacingMs: 0 });
    const done: number[] = [];
    await expect(
      pool.run([1, 2, 3], async (item) => {
        await Promise.resolve();
        if (item === 1) throw new Error('first fails');
        done.push(item);
      }),
    ).rejects.toThrow('first fails');
    expect(done).toEqual([2, 3]);
    await expect(pool.run([], () => Promise.reject(new Error('no')))).resolves.toBeUndefined();
  });
});
