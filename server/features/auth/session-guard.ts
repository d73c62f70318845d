import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from './repository';
import type { AuthService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Routes a locked screen needs: unlocking itself, and the backdrop behind the PIN pad. */
const PUBLIC_API_PATHS = new Set(['/api/auth/login', '/api/random-backdrop']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Every /api route but the public ones needs a live session, including routes that do not exist. */
export function registerSessionGuard(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/') && path !== '/api') return;
    const token = bearerToken(request);
    request.session = token ? (auth.authenticate(token) ?? null) : null;
    if (request.session || PUBLIC_API_PATHS.has(path)) return;
    await reply.code(401).send({ message: 'Authentication required: unlock with your PIN' });
  });
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new Error('session guard did not run');
  return request.session;
}
