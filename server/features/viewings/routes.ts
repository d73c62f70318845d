import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWatchInstanceSchema,
  deletedViewingSchema,
  updateWatchInstanceSchema,
  watchInstanceSchema,
} from '#domain/schemas/library';
import { pathId } from '../../path-params';
import type { ViewingsService } from './service';

export function registerViewingRoutes(app: FastifyInstance, viewings: ViewingsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/watch-instances/:libraryItemId',
    {
      schema: {
        params: z.object({ libraryItemId: pathId('libraryItemId') }),
        response: { 200: z.array(watchInstanceSchema) },
      },
    },
    (request) => viewings.ofItem(request.params.libraryItemId),
  );

  api.post(
    '/api/library/:id/watch-instances',
    {
      schema: {
        params: z.object({ id: pathId('id') }),
        body: createWatchInstanceSchema,
        response: { 200: watchInstanceSchema, 201: watchInstanceSchema },
      },
    },
    (request, reply) => {
      const { viewing, created } = viewings.add(request.params.id, request.body);
      reply.code(created ? 201 : 200);
      return viewing;
    },
  );

  api.put(
    '/api/watch-instances/:id',
    {
      schema: {
        params: z.object({ id: pathId('id') }),
        body: updateWatchInstanceSchema,
        response: { 200: watchInstanceSchema },
      },
    },
    (request) => viewings.update(request.params.id, request.body),
  );

  api.delete(
    '/api/watch-instances/:id',
    { schema: { params: z.object({ id: pathId('id') }), response: { 200: deletedViewingSchema } } },
    (request) => ({ message: 'Viewing deleted', ...viewings.remove(request.params.id) }),
  );
}
