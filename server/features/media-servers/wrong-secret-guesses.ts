import { LRUCache } from 'lru-cache';

/** How long an address waits after so many wrong guesses in a row (the PIN unlock's back-off, passed in). */
export type GuessDelay = (consecutiveFailures: number) => number;

interface Record {
  failures: number;
  blockedUntil: number;
}

/** Addresses remembered at once: the oldest is forgotten first, so that a flood cannot grow memory. */
const ADDRESSES_KEPT = 10_000;

/**
 * Wrong webhook secrets, counted per client address with the unlock's exponential back-off. Kept in memory: a
 * secret is 256 random bits, so the back-off only stops an address from hammering; nothing is worth persisting.
 */
export function createWrongSecretGuesses(delayMs: GuessDelay) {
  const records = new LRUCache<string, Record>({ max: ADDRESSES_KEPT });
  return {
    /** How long the address must still wait before a guess is looked at (0: now). */
    waitMs(address: string, now: number): number {
      return Math.max(0, (records.get(address)?.blockedUntil ?? 0) - now);
    },
    wrong(address: string, now: number): void {
      const failures = (records.get(address)?.failures ?? 0) + 1;
      records.set(address, { failures, blockedUntil: now + delayMs(failures) });
    },
    right(address: string): void {
      records.delete(address);
    },
  };
}

export type WrongSecretGuesses = ReturnType<typeof createWrongSecretGuesses>;
