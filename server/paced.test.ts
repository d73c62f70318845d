import { describe, expect, it } from 'vitest';
import { paced } from './paced';

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
