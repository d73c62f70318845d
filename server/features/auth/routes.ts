import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePinRequestSchema, loginRequestSchema } from '../../../domain/schemas/auth';
import type { AuthService } from './service';
import { requireSession } from './session-guard';

function waitMessage(seconds: number): string {
  if (seconds < 60)
    return `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/auth/login', { schema: { body: loginRequestSchema } }, async (request, reply) => {
    const { pin, rememberDevice } = request.body;
    const outcome = await auth.login(pin, rememberDevice, request.ip);
    if (outcome.kind === 'throttled') {
      const retryAfterSeconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
      request.log.warn({ client: request.ip, retryAfterSeconds }, 'unlock throttled');
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .send({ message: waitMessage(retryAfterSeconds), retryAfterSeconds });
    }
    if (outcome.kind === 'wrong-pin') {
      request.log.warn({ client: request.ip }, 'failed unlock attempt');
      return reply.code(401).send({ message: 'Incorrect PIN' });
    }
    return {
      authToken: outcome.token,
      expiresAt: new Date(outcome.expiresAt).toISOString(),
      rememberDevice: outcome.rememberDevice,
      failedAttemptsSinceLastUnlock: outcome.failedAttemptsSinceLastUnlock,
    };
  });

  api.get('/api/auth/verify', (request) => {
    const session = requireSession(request);
    return {
      authenticated: true,
      rememberDevice: session.rememberDevice,
      expiresAt: new Date(session.expiresAt).toISOString(),
    };
  });

  api.post('/api/auth/logout', (request) => {
    auth.logout(requireSession(request));
    return { message: 'Signed out' };
  });

  api.put('/api/auth/pin', { schema: { body: changePinRequestSchema } }, async (request) => {
    await auth.changePin(request.body.pin, requireSession(request));
    return { message: 'PIN updated' };
  });
}
