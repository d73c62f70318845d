import { INACTIVITY_TIMEOUT_MS, REMEMBER_DEVICE_DAYS } from '../../../domain/rules/constants';
import type { Clock } from '../../clock';
import { isDatabaseBusy } from '../../db/connection';
import type { AuthRepository, Session } from './repository';
import { hashPin, verifyPin } from './pin-hash';
import { chargeAttempt, chargeTrustedDevice, freshClientState, refundSuccess } from './throttle';
import { hashToken, newSessionToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMEMBER_MS = REMEMBER_DEVICE_DAYS * DAY_MS;
const ATTEMPT_RETENTION_MS = 90 * DAY_MS;
/** A device that has not unlocked for this long is a stranger again (its cookie lives as long). */
export const TRUSTED_DEVICE_DAYS = 365;
const TRUSTED_DEVICE_MS = TRUSTED_DEVICE_DAYS * DAY_MS;
/** Idle sessions slide forward at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 15_000;

/**
 * A request's bookkeeping (sliding a session's expiry, dropping an expired one) is skipped while the database is
 * busy (an import saving, a backup): it is done again on a later request, and the request itself goes on.
 */
function unlessBusy(write: () => void): void {
  try {
    write();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
  }
}

export type LoginOutcome =
  | {
      kind: 'ok';
      token: string;
      expiresAt: number;
      rememberDevice: boolean;
      failedAttemptsSinceLastUnlock: number;
      /** The device cookie to set: the device's own, or a new one for a device unlocking for the first time. */
      deviceToken: string;
    }
  | { kind: 'wrong-pin' }
  | { kind: 'throttled'; retryAfterMs: number };

/** Who is trying to unlock: the address the request came from, and the device cookie it showed, if any. */
export interface UnlockClient {
  address: string;
  deviceToken?: string;
}

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
    async login(pin: string, rememberDevice: boolean, client: UnlockClient): Promise<LoginOutcome> {
      const at = now();
      const deviceHash = client.deviceToken === undefined ? undefined : hashToken(client.deviceToken);
      const trusted = deviceHash !== undefined && repository.isTrustedDevice(deviceHash);
      const charge = repository.transaction(() => {
        if (trusted) {
          const result = chargeTrustedDevice(repository.deviceThrottle(deviceHash, at), at);
          if (result.allowed) repository.saveDeviceThrottle(deviceHash, result.device);
          return result;
        }
        const result = chargeAttempt(
          repository.globalThrottle(at),
          repository.clientThrottle(client.address, at),
          at,
        );
        if (result.allowed) repository.saveThrottles(client.address, result.global, result.client);
        return result;
      });
      if (!charge.allowed) return { kind: 'throttled', retryAfterMs: charge.retryAfterMs };

      const stored = repository.pinHash();
      const correct = stored !== undefined && (await verifyPin(pin, stored));
      const after = now();
      if (!correct) {
        repository.recordAttempt(client.address, after, false);
        return { kind: 'wrong-pin' };
      }
      const deviceToken =
        trusted && client.deviceToken !== undefined ? client.deviceToken : newSessionToken();
      return repository.transaction(() => {
        if (trusted) {
          repository.saveDeviceThrottle(deviceHash, freshClientState(after));
        } else {
          const refund = refundSuccess(repository.globalThrottle(after), after);
          repository.saveThrottles(client.address, refund.global, refund.client);
        }
        repository.trustDevice(hashToken(deviceToken), after);
        const failedAttemptsSinceLastUnlock = repository.failuresSinceLastSuccess();
        repository.recordAttempt(client.address, after, true);
        repository.pruneAttempts(after - ATTEMPT_RETENTION_MS);
        repository.pruneDevices(after - TRUSTED_DEVICE_MS);
        repository.deleteExpiredSessions(after);
        const session = startSession(rememberDevice);
        return {
          kind: 'ok' as const,
          ...session,
          rememberDevice,
          failedAttemptsSinceLastUnlock,
          deviceToken,
        };
      });
    },

    /** The live session for a token, its idle expiry slid forward; undefined when unknown or expired. */
    authenticate(token: string): Session | undefined {
      const tokenHash = hashToken(token);
      const session = repository.findSession(tokenHash);
      if (!session) return undefined;
      const at = now();
      if (session.expiresAt <= at) {
        unlessBusy(() => repository.deleteSession(tokenHash));
        return undefined;
      }
      if (!session.rememberDevice && at - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
        const expiresAt = at + INACTIVITY_TIMEOUT_MS;
        unlessBusy(() => repository.touchSession(tokenHash, at, expiresAt));
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
