import { describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { createPacedPool, UNPACED } from '../../paced';
import { createAvailabilityJob } from './check-job';
import type { TitleRef } from './repository';
import type { CheckedTitle } from './service';

const titles: TitleRef[] = [1, 2, 3, 4].map((id) => ({ id, mediaType: 'movie', tmdbId: 100 + id }));

function jobWith(storeEveryMs: number, fails: ReadonlySet<number> = new Set()) {
  const stored: number[][] = [];
  const job = createAvailabilityJob({
    titles: () => titles,
    lookUp: (title) =>
      Promise.resolve(
        fails.has(title.id) ? null : ({ itemId: title.id, byCountry: {} } satisfies CheckedTitle),
      ),
    store: (checked) => stored.push(checked.map((title) => title.itemId)),
    region: () => 'US',
    pool: createPacedPool(UNPACED),
    clock: systemClock,
    storeEveryMs,
  });
  return { job, stored };
}

describe('the availability job', () => {
  it('stores its answers together, once, when they come within the interval', async () => {
    const { job, stored } = jobWith(60_000);
    job.start('region');
    await job.settled();
    expect(stored).toEqual([[1, 2, 3, 4]]);
    expect(job.status()).toMatchObject({ state: 'finished', done: 4, checked: 4, failed: 0 });
  });

  it('stores as it goes once the interval has passed, and counts what could not be told as failed', async () => {
    const { job, stored } = jobWith(0, new Set([3]));
    job.start('region');
    await job.settled();
    expect(stored).toEqual([[1], [2], [4]]);
    expect(job.status()).toMatchObject({ done: 4, checked: 3, failed: 1 });
  });

  it('drops what a job replaced by a region change found, storing only the new one', async () => {
    const { job, stored } = jobWith(60_000);
    job.start('region');
    job.start('region');
    await job.settled();
    expect(stored).toEqual([[1, 2, 3, 4]]);
  });
});
