import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '../../../domain/schemas/auth';
import {
  createWatchInstanceSchema,
  updateWatchInstanceSchema,
  watchInstanceSchema,
  type WatchInstance,
} from '../../../domain/schemas/library';
import type { Clock } from '../../clock';
import { badRequest, notFound } from '../../errors';
import { pathId } from '../../path-params';
import type { ViewingsRepository } from './repository';

/** Empty notes are no notes. */
const notesOf = (notes: string | null | undefined) => (notes ? notes : null);

export function registerViewingRoutes(
  app: FastifyInstance,
  viewings: ViewingsRepository,
  clock: Clock,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const now = () => clock.now().toISOString();

  const requireItem = (libraryItemId: number) => {
    if (!viewings.itemExists(libraryItemId)) throw notFound(`No library item with id ${libraryItemId}`);
  };
  const requireViewing = (id: number): WatchInstance => {
    const viewing = viewings.get(id);
    if (!viewing) throw notFound(`No viewing with id ${id}`);
    return viewing;
  };

  api.get(
    '/api/watch-instances/:libraryItemId',
    {
      schema: {
        params: z.object({ libraryItemId: pathId('libraryItemId') }),
        response: { 200: z.array(watchInstanceSchema) },
      },
    },
    (request) => {
      requireItem(request.params.libraryItemId);
      return viewings.ofItem(request.params.libraryItemId);
    },
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
      const { watchedDate, viewer, userRating, rating, notes } = request.body;
      if (userRating !== undefined && rating !== undefined && userRating !== rating) {
        throw badRequest(
          'rating is another name for userRating: send one of them, or the same value in both',
        );
      }
      const created = viewings.transaction(() => {
        requireItem(request.params.id);
        return viewings.insert(
          request.params.id,
          { watchedDate, viewer, userRating: userRating ?? rating ?? null, notes: notesOf(notes) },
          now(),
        );
      });
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
    (request) =>
      viewings.transaction(() => {
        const viewing = requireViewing(request.params.id);
        const change = request.body;
        return viewings.update(
          viewing,
          {
            watchedDate: change.watchedDate ?? viewing.watchedDate,
            viewer: change.viewer ?? viewing.viewer,
            userRating: change.userRating === undefined ? viewing.userRating : change.userRating,
            notes: change.notes === undefined ? viewing.notes : notesOf(change.notes),
          },
          now(),
        );
      }),
  );

  api.delete(
    '/api/watch-instances/:id',
    { schema: { params: z.object({ id: pathId('id') }), response: { 200: messageResponseSchema } } },
    (request) => {
      viewings.transaction(() => viewings.remove(requireViewing(request.params.id), now()));
      return { message: 'Viewing deleted' };
    },
  );
}
