import { INACTIVITY_TIMEOUT_MS, REMEMBER_DEVICE_DAYS } from '#domain/rules/constants';
import type { FailedAttemptsSince } from '#domain/schemas/auth';
import type { Clock } from '../../clock';
import { isDatabaseBusy, isDiskFull } from '../../db/connection';
import type { AuthRepository, Session } from './repository';
import { hashPin, verifyPin } from './pin-hash';
import { createThrottleBook, type Guesser } from './throttle-book';
import { hashToken, imageKeyOf, newSessionToken } from './tokens';
import { createUnsavedSessions } from './unsaved-sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMEMBER_MS = REMEMBER_DEVICE_DAYS * DAY_MS;
const ATTEMPT_RETENTION_MS = 90 * DAY_MS;
/** A device that has not unlocked for this long is a stranger again (its cookie lives as long). */
export const TRUSTED_DEVICE_DAYS = 365;
const TRUSTED_DEVICE_MS = TRUSTED_DEVICE_DAYS * DAY_MS;
/** Idle sessions slide forward at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 15_000;

/**
 * A write that is only bookkeeping (sliding a session's expiry, dropping an expired one, the unlock's record) is
 * skipped while the database is busy (an import saving, a backup: it is done again on a later request) or the disk
 * is full, and the request itself goes on. Answers whether it was written.
 */
function bookkeeping(write: () => void): boolean {
  try {
    write();
    return true;
  } catch (error) {
    if (isDatabaseBusy(error) || isDiskFull(error)) return false;
    throw error;
  }
}

export type LoginOutcome =
  | {
      kind: 'ok';
      token: string;
      /** What the browser shows for images, in a cookie (see imageKeyOf). */
      imageKey: string;
      expiresAt: number;
      rememberDevice: boolean;
      failedAttemptsSinceLastUnlock: number;
      failedAttemptsSince: FailedAttemptsSince;
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

export type PinChangeOutcome =
  { kind: 'ok' } | { kind: 'wrong-pin' } | { kind: 'throttled'; retryAfterMs: number };

export interface AuthEffects {
  /** The PIN was changed (in its write transaction): what else the PIN guards ends with the old one. */
  pinChanged: () => void;
}

export function createAuthService(repository: AuthRepository, clock: Clock, effects: AuthEffects) {
  const now = () => clock.now().getTime();
  const throttle = createThrottleBook(repository);
  const unsaved = createUnsavedSessions(repository);

  function startSession(rememberDevice: boolean) {
    const token = newSessionToken();
    const imageKey = imageKeyOf(token);
    const at = now();
    const expiresAt = at + (rememberDevice ? REMEMBER_MS : INACTIVITY_TIMEOUT_MS);
    unsaved.start(hashToken(token), hashToken(imageKey), rememberDevice, at, expiresAt);
    return { token, imageKey, expiresAt };
  }

  /** A trusted device is charged to its own budget; anyone else to their address's and the shared one. */
  function guesserOf(client: UnlockClient): Guesser {
    const deviceHash = client.deviceToken === undefined ? undefined : hashToken(client.deviceToken);
    if (deviceHash !== undefined && repository.isTrustedDevice(deviceHash))
      return { kind: 'device', deviceHash };
    return { kind: 'stranger', address: client.address };
  }

  /** Checks a PIN guess against the throttle: charged first, refunded when right, recorded when wrong. */
  async function checkPin(
    pin: string,
    client: UnlockClient,
    guesser: Guesser,
  ): Promise<
    { kind: 'right'; at: number } | { kind: 'wrong-pin' } | { kind: 'throttled'; retryAfterMs: number }
  > {
    const charge = throttle.charge(guesser, now());
    if (!charge.allowed) return { kind: 'throttled', retryAfterMs: charge.retryAfterMs };
    const stored = repository.pinHash();
    const correct = stored !== undefined && (await verifyPin(pin, stored));
    const at = now();
    if (!correct) {
      bookkeeping(() => repository.recordAttempt(client.address, at, false));
      return { kind: 'wrong-pin' };
    }
    throttle.refund(guesser, at);
    return { kind: 'right', at };
  }

  return {
    async login(pin: string, rememberDevice: boolean, client: UnlockClient): Promise<LoginOutcome> {
      const guesser = guesserOf(client);
      const checked = await checkPin(pin, client, guesser);
      if (checked.kind !== 'right') return checked;
      const { at } = checked;
      const deviceToken =
        guesser.kind === 'device' && client.deviceToken !== undefined
          ? client.deviceToken
          : newSessionToken();
      const failedAttemptsSinceLastUnlock = repository.failuresSinceLastSuccess();
      const failedAttemptsSince: FailedAttemptsSince =
        guesser.kind === 'device'
          ? 'your-last-visit'
          : repository.hasUnlocked()
            ? 'last-unlock'
            : 'first-unlock';
      bookkeeping(() =>
        repository.transaction(() => {
          repository.trustDevice(hashToken(deviceToken), at);
          repository.recordAttempt(client.address, at, true);
          repository.pruneAttempts(at - ATTEMPT_RETENTION_MS);
          repository.pruneDevices(at - TRUSTED_DEVICE_MS);
          repository.deleteExpiredSessions(at);
        }),
      );
      return {
        kind: 'ok',
        ...startSession(rememberDevice),
        rememberDevice,
        failedAttemptsSinceLastUnlock,
        failedAttemptsSince,
        deviceToken,
      };
    },

    /**
     * The live session for a token, its idle expiry slid forward when the request is the household's `activity`;
     * undefined when unknown or expired.
     */
    authenticate(token: string, activity = true): Session | undefined {
      const tokenHash = hashToken(token);
      const at = now();
      const session = repository.findSession(tokenHash) ?? unsaved.find(tokenHash, at);
      if (!session) return undefined;
      if (session.expiresAt <= at) {
        unsaved.delete(tokenHash);
        bookkeeping(() => repository.deleteSession(tokenHash));
        return undefined;
      }
      if (activity && !session.rememberDevice && at - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
        const expiresAt = at + INACTIVITY_TIMEOUT_MS;
        unsaved.touch(tokenHash, at, expiresAt);
        // Busy or full, a stored session is not slid forward this time: the request goes on.
        if (bookkeeping(() => repository.touchSession(tokenHash, at, expiresAt))) {
          return { ...session, lastSeenAt: at, expiresAt };
        }
      }
      return session;
    },

    logout(session: Session) {
      unsaved.delete(session.tokenHash);
      repository.deleteSession(session.tokenHash);
    },

    /** The image key of a live session (its token given), kept for sessions started before image keys existed. */
    imageKeyFor(token: string, session: Session): string {
      const imageKey = imageKeyOf(token);
      if (session.imageKeyHash === null) {
        bookkeeping(() => repository.setImageKeyHash(session.tokenHash, hashToken(imageKey)));
      }
      return imageKey;
    },

    /** Whether an image key belongs to a live session (images do not keep a session alive). */
    isImageKeyLive(imageKey: string): boolean {
      const imageKeyHash = hashToken(imageKey);
      const expiresAt =
        repository.imageSessionExpiry(imageKeyHash) ?? unsaved.imageSessionExpiry(imageKeyHash);
      return expiresAt !== undefined && expiresAt > now();
    },

    /**
     * Sets a new PIN, given the current one (a session alone is not enough: a remembered phone or a token read from
     * a browser must not lock the household out), and ends every other session. The current PIN is a guess like an
     * unlock's, charged to the same throttle.
     */
    async changePin(
      currentPin: string,
      pin: string,
      keep: Session,
      client: UnlockClient,
    ): Promise<PinChangeOutcome> {
      const checked = await checkPin(currentPin, client, guesserOf(client));
      if (checked.kind !== 'right') return checked;
      const hash = await hashPin(pin);
      repository.transaction(() => {
        repository.setPinHash(hash, clock.now());
        repository.deleteOtherSessions(keep.tokenHash);
        effects.pinChanged();
      });
      unsaved.deleteOthers(keep.tokenHash);
      return { kind: 'ok' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
