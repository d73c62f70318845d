import { INACTIVITY_TIMEOUT_MS, REMEMBER_DEVICE_DAYS } from '../../../domain/rules/constants';
import type { Clock } from '../../clock';
import type { AuthRepository, Session } from './repository';
import { hashPin, verifyPin } from './pin-hash';
import { chargeAttempt, refundSuccess } from './throttle';
import { hashToken, newSessionToken } from './tokens';

const REMEMBER_MS = REMEMBER_DEVICE_DAYS * 24 * 60 * 60 * 1000;
const ATTEMPT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
/** Idle sessions slide forward at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 15_000;

export type LoginOutcome =
  | {
      kind: 'ok';
      token: string;
      expiresAt: number;
      rememberDevice: boolean;
      failedAttemptsSinceLastUnlock: number;
    }
  | { kind: 'wrong-pin' }
  | { kind: 'throttled'; retryAfterMs: number };

export function createAuthService(repository: AuthRepository, clock: Clock) {
  const now = () => clock.now().getTime();

  function startSession(rememberDevice: boolean) {
    const token = newSessionToken();
    const at = now();
    const expiresAt = at + (rememberDevice ? REMEMBER_MS : INACTIVITY_TIMEOUT_MS);
    repository.createSession(hashToken(token), rememberDevice, at, expiresAt);
    return { token, expiresAt };
  }

  return {
    async login(pin: string, rememberDevice: boolean, client: string): Promise<LoginOutcome> {
      const at = now();
      const charge = repository.transaction(() => {
        const result = chargeAttempt(
          repository.globalThrottle(at),
          repository.clientThrottle(client, at),
          at,
        );
        if (result.allowed) repository.saveThrottles(client, result.global, result.client);
        return result;
      });
      if (!charge.allowed) return { kind: 'throttled', retryAfterMs: charge.retryAfterMs };

      const stored = repository.pinHash();
      const correct = stored !== undefined && (await verifyPin(pin, stored));
      const after = now();
      if (!correct) {
        repository.recordAttempt(client, after, false);
        return { kind: 'wrong-pin' };
      }
      return repository.transaction(() => {
        const refund = refundSuccess(repository.globalThrottle(after), after);
        repository.saveThrottles(client, refund.global, refund.client);
        const failedAttemptsSinceLastUnlock = repository.failuresSinceLastSuccess();
        repository.recordAttempt(client, after, true);
        repository.pruneAttempts(after - ATTEMPT_RETENTION_MS);
        repository.deleteExpiredSessions(after);
        const session = startSession(rememberDevice);
        return { kind: 'ok' as const, ...session, rememberDevice, failedAttemptsSinceLastUnlock };
      });
    },

    /** The live session for a token, its idle expiry slid forward; undefined when unknown or expired. */
    authenticate(token: string): Session | undefined {
      const tokenHash = hashToken(token);
      const session = repository.findSession(tokenHash);
      if (!session) return undefined;
      const at = now();
      if (session.expiresAt <= at) {
        repository.deleteSession(tokenHash);
        return undefined;
      }
      if (!session.rememberDevice && at - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
        const expiresAt = at + INACTIVITY_TIMEOUT_MS;
        repository.touchSession(tokenHash, at, expiresAt);
        return { ...session, lastSeenAt: at, expiresAt };
      }
      return session;
    },

    logout: (session: Session) => repository.deleteSession(session.tokenHash),

    async changePin(pin: string, keep: Session) {
      const hash = await hashPin(pin);
      repository.transaction(() => {
        repository.setPinHash(hash, clock.now());
        repository.deleteOtherSessions(keep.tokenHash);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
