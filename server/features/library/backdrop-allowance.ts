import { LRUCache } from 'lru-cache';

/** Answers of the unlock screen's backdrop one address gets without a session in a window. */
export const LOCKED_BACKDROPS_PER_WINDOW = 6;
export const LOCKED_BACKDROP_WINDOW_MS = 60_000;
/** Addresses remembered at once: the least recently seen is forgotten first, so that a flood cannot grow memory. */
const ADDRESSES_KEPT = 10_000;

interface Window {
  startedAt: number;
  answered: number;
}

export type BackdropCharge = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * The random backdrop is public for the unlock screen, but each answer names a title of the library: without a
 * session, an address gets a few a minute (a locked screen asks once, and keeps a backdrop for a while), so that
 * calling it in a loop does not list the library.
 */
export function createBackdropAllowance(options: { addressesKept?: number } = {}) {
  const windows = new LRUCache<string, Window>({ max: options.addressesKept ?? ADDRESSES_KEPT });
  return {
    charge(address: string, now: number): BackdropCharge {
      const current = windows.get(address);
      if (!current || now - current.startedAt >= LOCKED_BACKDROP_WINDOW_MS) {
        windows.set(address, { startedAt: now, answered: 1 });
        return { allowed: true };
      }
      if (current.answered >= LOCKED_BACKDROPS_PER_WINDOW) {
        return { allowed: false, retryAfterMs: current.startedAt + LOCKED_BACKDROP_WINDOW_MS - now };
      }
      current.answered += 1;
      return { allowed: true };
    },
    /** How many addresses are remembered now. */
    get size(): number {
      return windows.size;
    },
  };
}

export type BackdropAllowance = ReturnType<typeof createBackdropAllowance>;
