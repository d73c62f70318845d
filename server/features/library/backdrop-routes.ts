import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/schemas/auth';
import { randomBackdropResponseSchema } from '#domain/schemas/library';
import type { Clock } from '../../clock';
import type { BackdropAllowance } from './backdrop-allowance';
import type { LibraryService } from './service';

export interface BackdropRouteDeps {
  library: LibraryService;
  allowance: BackdropAllowance;
  hasSession: (request: FastifyRequest) => boolean;
  clock: Clock;
}

const tooManyMessage = (seconds: number) =>
  `Too many backdrop requests from this address without unlocking. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * GET /api/random-backdrop: public, for the unlock screen (registered outside the session scope); without a
 * session, a few answers a minute per address (backdrop-allowance.ts).
 */
export function registerBackdropRoute(app: FastifyInstance, deps: BackdropRouteDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/random-backdrop',
      { schema: { response: { 200: randomBackdropResponseSchema, 429: messageResponseSchema } } },
      async (request, reply) => {
        if (!deps.hasSession(request)) {
          const charge = deps.allowance.charge(request.ip, deps.clock.now().getTime());
          if (!charge.allowed) {
            const seconds = Math.max(1, Math.ceil(charge.retryAfterMs / 1000));
            return reply
              .code(429)
              .header('retry-after', String(seconds))
              .send({ message: tooManyMessage(seconds) });
          }
        }
        return deps.library.randomBackdrop();
      },
    );
}
