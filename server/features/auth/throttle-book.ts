import { isDiskFull } from '../../db/connection';
import { clientScope, deviceScope, GLOBAL_SCOPE, type AuthRepository } from './repository';
import {
  chargeAttempt,
  chargeTrustedDevice,
  freshClientState,
  freshGlobalState,
  refundSuccess,
  type ThrottleState,
} from './throttle';

/** Whose budgets a guess comes from: a trusted device's own, or a stranger's address's and the shared one. */
export type Guesser = { kind: 'device'; deviceHash: string } | { kind: 'stranger'; address: string };

type Changes = [scope: string, state: ThrottleState][];

export type ChargeAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * The unlock throttle's budgets, kept in SQLite. When the disk is full, a change is kept in memory instead (and read
 * from there first) until it can be written: a full disk neither stops the right PIN nor lets guesses through
 * unthrottled.
 */
export function createThrottleBook(repository: AuthRepository) {
  const unsaved = new Map<string, ThrottleState>();
  const read = (scope: string, fresh: ThrottleState) =>
    unsaved.get(scope) ?? repository.throttle(scope) ?? fresh;

  /** Works out and saves a change in one write transaction, or in memory when the disk is full. */
  function write<R>(work: () => { result: R; changes: Changes }): R {
    let outcome: { result: R; changes: Changes };
    try {
      outcome = repository.transaction(() => {
        const worked = work();
        for (const [scope, state] of worked.changes) repository.saveThrottle(scope, state);
        return worked;
      });
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      const worked = work();
      for (const [scope, state] of worked.changes) unsaved.set(scope, state);
      return worked.result;
    }
    for (const [scope] of outcome.changes) unsaved.delete(scope);
    return outcome.result;
  }

  return {
    /** Takes one guess (before the PIN is checked, so parallel guesses cannot all slip through), or says how long to wait. */
    charge(guesser: Guesser, at: number): ChargeAnswer {
      return write<ChargeAnswer>(() => {
        if (guesser.kind === 'device') {
          const scope = deviceScope(guesser.deviceHash);
          const charged = chargeTrustedDevice(read(scope, freshClientState(at)), at);
          if (!charged.allowed) return { result: charged, changes: [] };
          return { result: { allowed: true as const }, changes: [[scope, charged.device]] };
        }
        const scope = clientScope(guesser.address);
        const charged = chargeAttempt(
          read(GLOBAL_SCOPE, freshGlobalState(at)),
          read(scope, freshClientState(at)),
          at,
        );
        if (!charged.allowed) return { result: charged, changes: [] };
        return {
          result: { allowed: true as const },
          changes: [
            [GLOBAL_SCOPE, charged.global],
            [scope, charged.client],
          ],
        };
      });
    },

    /** Gives a right guess back: the shared budget its token, the guesser a clean slate. */
    refund(guesser: Guesser, at: number): void {
      write(() => {
        if (guesser.kind === 'device') {
          return { result: undefined, changes: [[deviceScope(guesser.deviceHash), freshClientState(at)]] };
        }
        const refunded = refundSuccess(read(GLOBAL_SCOPE, freshGlobalState(at)), at);
        return {
          result: undefined,
          changes: [
            [GLOBAL_SCOPE, refunded.global],
            [clientScope(guesser.address), refunded.client],
          ],
        };
      });
    },
  };
}
