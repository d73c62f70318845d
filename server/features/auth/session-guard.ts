import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from './repository';
import type { AuthService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /**
     * A route the screens ask on a timer by themselves (whether a Decide together session is open): it needs a
     * session but is not the household's activity, so it never slides the session's idle expiry forward.
     */
    polled?: boolean;
  }
}

export const AUTHENTICATION_REQUIRED = 'Authentication required: unlock with your PIN';

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The live session the request's bearer token belongs to, or null; a polled route's request slides nothing. */
export function sessionOf(request: FastifyRequest, auth: AuthService): Session | null {
  const token = bearerToken(request);
  const activity = request.routeOptions.config.polled !== true;
  return token ? (auth.authenticate(token, activity) ?? null) : null;
}

/**
 * Registers routes that need a live session inside a plugin scope whose onRequest hook checks it. The hook
 * belongs to the routes themselves, so it runs for whatever request the router matched to them, however the path
 * was spelled (percent-encoded, absolute-form, …): no spelling reaches a handler without a session.
 */
export async function registerSessionScope(
  app: FastifyInstance,
  auth: AuthService,
  registerRoutes: (scope: FastifyInstance) => void,
): Promise<void> {
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  await app.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request, reply) => {
      request.session = sessionOf(request, auth);
      if (!request.session) await reply.code(401).send({ message: AUTHENTICATION_REQUIRED });
    });
    registerRoutes(scope);
    done();
  });
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new Error('session guard did not run');
  return request.session;
}
