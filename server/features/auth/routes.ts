import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePinRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  throttledResponseSchema,
  verifyResponseSchema,
} from '#domain/schemas/auth';
import { TRUSTED_DEVICE_DAYS, type AuthService } from './service';
import { bearerToken, requireSession } from './session-guard';

/** The device cookie: HttpOnly, SameSite=Strict, sent only to the unlock routes. */
export const DEVICE_COOKIE = 'watchlist_device';
const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_TOKEN = /^[\w-]{43}$/;

/**
 * The image cookie: <img> sends no bearer token, so a signed-in browser proves its session to /img with this
 * (HttpOnly, SameSite=Strict, sent only to /img). It holds the session's image key, of which only a hash is stored.
 */
export const IMAGE_COOKIE = 'watchlist_images';
const IMAGE_COOKIE_PATH = '/img';
const IMAGE_KEY = /^[\w-]{43}$/;

/** The image key a request shows in its image cookie, if it has one of the right shape. */
export function imageKeyOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[IMAGE_COOKIE];
  return value !== undefined && IMAGE_KEY.test(value) ? value : undefined;
}

/** A remembered session's cookie lasts as long as the session; any other, as long as the browser is open. */
function setImageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  imageKey: string,
  session: { rememberDevice: boolean; expiresAt: number },
): void {
  void reply.setCookie(IMAGE_COOKIE, imageKey, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: IMAGE_COOKIE_PATH,
    ...(session.rememberDevice ? { expires: new Date(session.expiresAt) } : {}),
  });
}

function waitMessage(seconds: number): string {
  if (seconds < 60)
    return `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** 429 with Retry-After: a PIN guess (an unlock, or the current PIN of a change) must wait. */
function throttled(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number) {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  request.log.warn({ client: request.ip, retryAfterSeconds }, 'PIN guess throttled');
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message: waitMessage(retryAfterSeconds), retryAfterSeconds });
}

function deviceTokenOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value !== undefined && DEVICE_TOKEN.test(value) ? value : undefined;
}

/** POST /api/auth/login: the one API route a locked screen may call (with the backdrop behind the PIN pad). */
export function registerUnlockRoute(app: FastifyInstance, auth: AuthService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const schema = {
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, 401: messageResponseSchema, 429: throttledResponseSchema },
  };
  api.post('/api/auth/login', { schema }, async (request, reply) => {
    const { pin, rememberDevice } = request.body;
    const outcome = await auth.login(pin, rememberDevice, {
      address: request.ip,
      deviceToken: deviceTokenOf(request),
    });
    if (outcome.kind === 'throttled') return throttled(request, reply, outcome.retryAfterMs);
    if (outcome.kind === 'wrong-pin') {
      request.log.warn({ client: request.ip }, 'failed unlock attempt');
      return reply.code(401).send({ message: 'Incorrect PIN' });
    }
    void reply.setCookie(DEVICE_COOKIE, outcome.deviceToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: DEVICE_COOKIE_PATH,
      maxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
    });
    setImageCookie(request, reply, outcome.imageKey, outcome);
    return {
      authToken: outcome.token,
      expiresAt: new Date(outcome.expiresAt).toISOString(),
      rememberDevice: outcome.rememberDevice,
      failedAttemptsSinceLastUnlock: outcome.failedAttemptsSinceLastUnlock,
      failedAttemptsSince: outcome.failedAttemptsSince,
    };
  });
}

/** The routes of a live session: verify, sign out, change the PIN (given the current one). */
export function registerSessionRoutes(app: FastifyInstance, auth: AuthService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/auth/verify', { schema: { response: { 200: verifyResponseSchema } } }, (request, reply) => {
    const session = requireSession(request);
    setImageCookie(request, reply, auth.imageKeyFor(bearerToken(request) ?? '', session), session);
    return {
      authenticated: true as const,
      rememberDevice: session.rememberDevice,
      expiresAt: new Date(session.expiresAt).toISOString(),
    };
  });

  api.post('/api/auth/logout', { schema: { response: { 200: messageResponseSchema } } }, (request, reply) => {
    auth.logout(requireSession(request));
    void reply.clearCookie(IMAGE_COOKIE, { path: IMAGE_COOKIE_PATH });
    return { message: 'Signed out' };
  });

  api.put(
    '/api/auth/pin',
    {
      schema: {
        body: changePinRequestSchema,
        response: { 200: messageResponseSchema, 403: messageResponseSchema, 429: throttledResponseSchema },
      },
    },
    async (request, reply) => {
      const { currentPin, pin } = request.body;
      const outcome = await auth.changePin(currentPin, pin, requireSession(request), {
        address: request.ip,
        deviceToken: deviceTokenOf(request),
      });
      if (outcome.kind === 'throttled') return throttled(request, reply, outcome.retryAfterMs);
      if (outcome.kind === 'wrong-pin') {
        request.log.warn({ client: request.ip }, 'failed PIN change: wrong current PIN');
        return reply.code(403).send({ message: 'The current PIN is incorrect' });
      }
      return { message: 'PIN updated' };
    },
  );
}
