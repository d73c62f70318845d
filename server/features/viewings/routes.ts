import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '../../../domain/schemas/auth';
import {
  createWatchInstanceSchema,
  updateWatchInstanceSchema,
  watchInstanceSchema,
} from '../../../domain/schemas/library';
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
        response: { 201: watchInstanceSchema },
      },
    },
    (request, reply) => {
      const created = viewings.add(request.params.id, request.body);
      reply.code(201);
      return created;
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
    { schema: { params: z.object({ id: pathId('id') }), response: { 200: messageResponseSchema } } },
    (request) => {
      viewings.remove(request.params.id);
      return { message: 'Viewing deleted' };
    },
  );
}
