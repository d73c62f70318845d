import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBackdropResponseSchema } from '#domain/schemas/library';
import type { LibraryService } from './service';

/** GET /api/random-backdrop: public, for the unlock screen (registered outside the session scope). */
export function registerBackdropRoute(app: FastifyInstance, library: LibraryService): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/random-backdrop', { schema: { response: { 200: randomBackdropResponseSchema } } }, () =>
      library.randomBackdrop(),
    );
}
