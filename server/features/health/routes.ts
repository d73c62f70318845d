import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '#domain/schemas/health';

export interface HealthCheck {
  /** The running build's version (package.json). */
  version: string;
  /** Whether the database answers a query now. */
  databaseAnswers: () => boolean;
}

/**
 * GET /api/health, for a container's HEALTHCHECK or a service monitor: no session, and nothing in it but whether the
 * server and its database answer. 503 when the database does not, so that a plain HTTP check sees the failure.
 */
export function registerHealthRoute(app: FastifyInstance, health: HealthCheck): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (_request, reply) => {
        const database = health.databaseAnswers() ? 'ok' : 'unavailable';
        const status = database === 'ok' ? 'ok' : 'unavailable';
        return reply
          .code(status === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status, version: health.version, database });
      },
    );
}
