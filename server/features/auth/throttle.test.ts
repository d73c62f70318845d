import { describe, expect, it } from 'vitest';
import {
  CLIENT_FREE_FAILURES,
  CLIENT_MAX_DELAY_MS,
  GLOBAL_BURST,
  GLOBAL_REFILL_MS,
  chargeAttempt,
  chargeTrustedDevice,
  clientDelayMs,
  freshClientState,
  freshGlobalState,
  refundSuccess,
  type ThrottleState,
} from './throttle';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Plays an attacker who retries the moment the server allows, from `clients` addresses, for `durationMs`. */
function guessesIn(durationMs: number, clients: number): number {
  let now = 0;
  let global = freshGlobalState(now);
  const perClient = new Map<number, ThrottleState>();
  let guesses = 0;
  let client = 0;
  while (now < durationMs) {
    const state = perClient.get(client) ?? freshClientState(now);
    const result = chargeAttempt(global, state, now);
    if (result.allowed) {
      guesses += 1;
      global = result.global;
      perClient.set(client, result.client);
      client = (client + 1) % clients;
    } else {
      now += result.retryAfterMs;
    }
  }
  return guesses;
}

describe('unlock throttling', () => {
  it('lets a household mistype a few times without any wait', () => {
    let global = freshGlobalState(0);
    let client = freshClientState(0);
    for (let attempt = 1; attempt < CLIENT_FREE_FAILURES; attempt += 1) {
      const result = chargeAttempt(global, client, 0);
      expect(result.allowed).toBe(true);
      if (!result.allowed) return;
      ({ global, client } = result);
    }
    expect(chargeAttempt(global, client, 0).allowed).toBe(true);
  });

  it('backs off exponentially per client after the free failures, up to the cap', () => {
    expect(clientDelayMs(CLIENT_FREE_FAILURES - 1)).toBe(0);
    expect(clientDelayMs(CLIENT_FREE_FAILURES)).toBe(1000);
    expect(clientDelayMs(CLIENT_FREE_FAILURES + 3)).toBe(8000);
    expect(clientDelayMs(CLIENT_FREE_FAILURES + 100)).toBe(CLIENT_MAX_DELAY_MS);
  });

  it('refuses a client still inside its back-off and says how long to wait', () => {
    const client: ThrottleState = { ...freshClientState(0), consecutiveFailures: 7, blockedUntil: 4000 };
    const result = chargeAttempt(freshGlobalState(0), client, 1000);
    expect(result).toEqual({ allowed: false, retryAfterMs: 3000 });
  });

  it('rations guesses from many addresses to about 100 a day', () => {
    const day = guessesIn(DAY_MS, 1000);
    expect(day).toBeLessThanOrEqual(GLOBAL_BURST + 100);
    expect(day).toBeGreaterThanOrEqual(100);
    const steadyDays = guessesIn(10 * DAY_MS, 1000) - GLOBAL_BURST;
    expect(steadyDays / 10).toBeLessThanOrEqual(101);
  });

  it('slows a single address far more than the global budget', () => {
    expect(guessesIn(60 * 60 * 1000, 1)).toBeLessThan(GLOBAL_BURST);
  });

  it('refills the global bucket over time but never above the burst', () => {
    const empty: ThrottleState = { ...freshGlobalState(0), tokens: 0 };
    expect(chargeAttempt(empty, freshClientState(0), GLOBAL_REFILL_MS / 2)).toEqual({
      allowed: false,
      retryAfterMs: GLOBAL_REFILL_MS / 2,
    });
    const later = chargeAttempt(empty, freshClientState(0), GLOBAL_REFILL_MS * 1000);
    expect(later.allowed && later.global.tokens).toBe(GLOBAL_BURST - 1);
  });

  it('gives the guess back and clears the client back-off on the right PIN', () => {
    const global: ThrottleState = { ...freshGlobalState(0), tokens: 3 };
    const refund = refundSuccess(global, 0);
    expect(refund.global.tokens).toBe(4);
    expect(refund.client.consecutiveFailures).toBe(0);
    expect(refund.client.blockedUntil).toBe(0);
  });

  it('charges a trusted device only its own back-off: a spent global budget does not matter to it', () => {
    let device = freshClientState(0);
    let allowed = 0;
    let now = 0;
    // A day of a stolen device cookie retried the moment it is allowed: the back-off caps it near 100.
    while (now < DAY_MS) {
      const result = chargeTrustedDevice(device, now);
      if (result.allowed) {
        allowed += 1;
        device = result.device;
      } else now += result.retryAfterMs;
    }
    expect(allowed).toBeLessThanOrEqual(CLIENT_FREE_FAILURES + 110);
    expect(chargeTrustedDevice(freshClientState(0), 0)).toMatchObject({ allowed: true });
    const blocked: ThrottleState = { ...freshClientState(0), consecutiveFailures: 9, blockedUntil: 5000 };
    expect(chargeTrustedDevice(blocked, 2000)).toEqual({ allowed: false, retryAfterMs: 3000 });
  });
});
