import { describe, expect, it } from 'vitest';
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
  it('keeps two jobs together within its concurrency, and both get through', async () => {
    const pool = createPacedPool({ concurrency: 2, spacingMs: 0 });
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const job = (name: string) =>
      pool.run([1, 2, 3, 4], async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${name}${item}`);
        running -= 1;
      });
    await Promise.all([job('a'), job('b')]);
    expect(most).toBe(2);
    expect([...order].sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']);
    // Turns are taken: the second job does not wait for the whole first one.
    expect(order.slice(0, 4).some((done) => done.startsWith('b'))).toBe(true);
  });

  it('spaces the starts of every job by its spacing', async () => {
    const pool = createPacedPool({ concurrency: 4, spacingMs: 20 });
    const starts: number[] = [];
    const job = () =>
      pool.run([1, 2], () => {
        starts.push(Date.now());
        return Promise.resolve();
      });
    await Promise.all([job(), job()]);
    starts.sort((a, b) => a - b);
    // Four starts need three gaps of the spacing (a timer may fire a millisecond early).
    expect((starts[3] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(3 * 20 - 3);
  });

  it('passes a failing item’s error on, and keeps serving the next job', async () => {
    const pool = createPacedPool({ concurrency: 1, spacingMs: 0 });
    const done: number[] = [];
    await expect(
      pool.run([1, 2, 3], (item) => {
        if (item === 1) return Promise.reject(new Error('boom'));
        done.push(item);
        return Promise.resolve();
      }),
    ).rejects.toThrow('boom');
    await pool.run([4], (item) => {
      done.push(item);
      return Promise.resolve();
    });
    expect(done).toContain(4);
  });
});
