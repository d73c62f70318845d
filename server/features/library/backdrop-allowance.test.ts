import { describe, expect, it } from 'vitest';
import {
  createBackdropAllowance,
  LOCKED_BACKDROP_WINDOW_MS,
  LOCKED_BACKDROPS_PER_WINDOW,
} from './backdrop-allowance';

const useUp = (allowance: ReturnType<typeof createBackdropAllowance>, address: string, now: number) => {
  for (let call = 0; call < LOCKED_BACKDROPS_PER_WINDOW; call += 1) allowance.charge(address, now);
};

describe('the locked backdrop allowance', () => {
  it('says how long until the window is over', () => {
    const allowance = createBackdropAllowance();
    useUp(allowance, 'a', 1000);
    expect(allowance.charge('a', 1000 + 20_000)).toEqual({
      allowed: false,
      retryAfterMs: LOCKED_BACKDROP_WINDOW_MS - 20_000,
    });
    expect(allowance.charge('a', 1000 + LOCKED_BACKDROP_WINDOW_MS)).toEqual({ allowed: true });
  });

  it('remembers a bounded number of addresses, forgetting the least recently seen first', () => {
    const allowance = createBackdropAllowance({ addressesKept: 3 });
    for (const address of ['a', 'b', 'c']) useUp(allowance, address, 0);
    expect(allowance.charge('a', 0).allowed).toBe(false);
    for (let address = 0; address < 100; address += 1) allowance.charge(`stranger-${address}`, 0);
    expect(allowance.size).toBe(3);
    // 'a' was forgotten with the flood: it starts again (the cost of a bound, not a way round it: the flood
    // itself got one answer per address).
    expect(allowance.charge('a', 0).allowed).toBe(true);
  });
});
