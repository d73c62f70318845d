/**
 * Unlock throttling. Four digits are 10,000 guesses, so guesses are rationed:
 * - globally, a token bucket shared by every unknown device: BURST failures, then one more every REFILL_MS
 *   (about 100 a day), whatever the number of addresses an attacker uses;
 * - per client, exponential back-off after FREE_FAILURES consecutive failures, so one mistyping household
 *   member is slowed gently while a script from one address is slowed hard;
 * - a trusted device (one that unlocked before and shows its device cookie, OWASP's "device cookies") is charged
 *   only its own back-off, never the global bucket: an attack from elsewhere that empties the bucket cannot lock
 *   the household's own phones and laptops out, and a stolen cookie still gets the back-off (about 100 a day).
 * A guess is charged before the PIN is checked and refunded when it was right, so parallel requests cannot
 * all slip through while the (slow, asynchronous) hash comparison runs.
 */
export const GLOBAL_BURST = 20;
export const GLOBAL_REFILL_MS = (24 * 60 * 60 * 1000) / 100;
export const CLIENT_FREE_FAILURES = 5;
export const CLIENT_BASE_DELAY_MS = 1000;
export const CLIENT_MAX_DELAY_MS = 15 * 60 * 1000;

export interface ThrottleState {
  tokens: number;
  consecutiveFailures: number;
  blockedUntil: number;
  updatedAt: number;
}

export function freshGlobalState(now: number): ThrottleState {
  return { tokens: GLOBAL_BURST, consecutiveFailures: 0, blockedUntil: 0, updatedAt: now };
}

export function freshClientState(now: number): ThrottleState {
  return { tokens: 0, consecutiveFailures: 0, blockedUntil: 0, updatedAt: now };
}

function refilled(state: ThrottleState, now: number): ThrottleState {
  const elapsed = Math.max(0, now - state.updatedAt);
  return {
    ...state,
    tokens: Math.min(GLOBAL_BURST, state.tokens + elapsed / GLOBAL_REFILL_MS),
    updatedAt: now,
  };
}

export function clientDelayMs(consecutiveFailures: number): number {
  if (consecutiveFailures < CLIENT_FREE_FAILURES) return 0;
  const exponent = consecutiveFailures - CLIENT_FREE_FAILURES;
  return Math.min(CLIENT_MAX_DELAY_MS, CLIENT_BASE_DELAY_MS * 2 ** Math.min(exponent, 30));
}

export type ChargeResult =
  { allowed: true; global: ThrottleState; client: ThrottleState } | { allowed: false; retryAfterMs: number };

export type DeviceChargeResult =
  { allowed: true; device: ThrottleState } | { allowed: false; retryAfterMs: number };

/** One more failure counted against a client's back-off, as if the guess were wrong (refunded when it is not). */
function backedOff(client: ThrottleState, now: number): ThrottleState {
  const failures = client.consecutiveFailures + 1;
  return {
    ...client,
    consecutiveFailures: failures,
    blockedUntil: now + clientDelayMs(failures),
    updatedAt: now,
  };
}

/** Takes one guess from both budgets, or says how long to wait. */
export function chargeAttempt(global: ThrottleState, client: ThrottleState, now: number): ChargeResult {
  const bucket = refilled(global, now);
  const clientWait = Math.max(0, client.blockedUntil - now);
  const globalWait = bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) * GLOBAL_REFILL_MS);
  const wait = Math.max(clientWait, globalWait);
  if (wait > 0) return { allowed: false, retryAfterMs: wait };
  return { allowed: true, global: { ...bucket, tokens: bucket.tokens - 1 }, client: backedOff(client, now) };
}

/** Takes one guess from a trusted device's own back-off, or says how long to wait. */
export function chargeTrustedDevice(device: ThrottleState, now: number): DeviceChargeResult {
  const wait = Math.max(0, device.blockedUntil - now);
  if (wait > 0) return { allowed: false, retryAfterMs: wait };
  return { allowed: true, device: backedOff(device, now) };
}

/** A right PIN gives the global guess back and clears the client's back-off. */
export function refundSuccess(
  global: ThrottleState,
  now: number,
): { global: ThrottleState; client: ThrottleState } {
  const bucket = refilled(global, now);
  return {
    global: { ...bucket, tokens: Math.min(GLOBAL_BURST, bucket.tokens + 1) },
    client: freshClientState(now),
  };
}
