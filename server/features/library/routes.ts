import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '../../../domain/schemas/auth';
import {
  addLibraryItemSchema,
  duplicateItemResponseSchema,
  libraryItemSchema,
  ownershipFilterSchema,
  randomPickQuerySchema,
  randomPickResponseSchema,
  ratingUpdateSchema,
  reactionUpdateSchema,
  refreshMetadataResponseSchema,
  refreshMetadataSchema,
  rewatchSchema,
  statusUpdateSchema,
} from '../../../domain/schemas/library';
import { pathId } from '../../path-params';
import type { LibraryService } from './service';

const idParamsSchema = z.object({ id: pathId('id') });

// The body is optional: no body means the defaults (viewer both, no reaction, no notes).
const optionalRewatchSchema = z.preprocess((body) => body ?? {}, rewatchSchema);
const optionalRefreshSchema = z.preprocess((body) => body ?? {}, refreshMetadataSchema);

/** The list is the app's biggest answer: its JSON is built by the repository and sent as it is (no response schema). */
const sendList = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

export function registerLibraryRoutes(app: FastifyInstance, library: LibraryService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/library',
    { schema: { querystring: z.object({ ownership: ownershipFilterSchema.default('all') }) } },
    (request, reply) => {
      const { ownership } = request.query;
      return sendList(reply, library.listJson(ownership === 'all' ? undefined : ownership));
    },
  );

  api.get('/api/library/all', (_request, reply) => sendList(reply, library.listJson()));

  api.get(
    '/api/library/:ownership',
    { schema: { params: z.object({ ownership: ownershipFilterSchema }) } },
    (request, reply) => {
      const { ownership } = request.params;
      return sendList(reply, library.listJson(ownership === 'all' ? undefined : ownership));
    },
  );

  api.get(
    '/api/library/random/:ownership',
    {
      schema: {
        params: z.object({ ownership: ownershipFilterSchema }),
        querystring: randomPickQuerySchema,
        response: { 200: randomPickResponseSchema },
      },
    },
    (request) => ({ item: library.randomUnwatched(request.params.ownership, request.query.exclude) }),
  );

  api.post(
    '/api/library',
    {
      schema: {
        body: addLibraryItemSchema,
        response: { 201: libraryItemSchema, 409: duplicateItemResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await library.add(request.body);
      if (result.kind === 'duplicate') {
        return reply
          .code(409)
          .send({ message: `"${result.item.title}" is already in your library`, item: result.item });
      }
      return reply.code(201).send(result.item);
    },
  );

  api.put(
    '/api/library/:id/status',
    { schema: { params: idParamsSchema, body: statusUpdateSchema, response: { 200: libraryItemSchema } } },
    (request) => library.setStatus(request.params.id, request.body.status, request.body.date),
  );

  api.put(
    '/api/library/:id/rating',
    { schema: { params: idParamsSchema, body: ratingUpdateSchema, response: { 200: libraryItemSchema } } },
    (request) => library.setRating(request.params.id, request.body.userReaction),
  );

  api.put(
    '/api/library/:id/reaction',
    { schema: { params: idParamsSchema, body: reactionUpdateSchema, response: { 200: libraryItemSchema } } },
    (request) => library.setRating(request.params.id, request.body.reaction),
  );

  api.delete(
    '/api/library/:id',
    { schema: { params: idParamsSchema, response: { 200: messageResponseSchema } } },
    (request) => ({ message: `"${library.remove(request.params.id)}" was removed from your library` }),
  );

  api.post(
    '/api/library/:id/rewatch',
    {
      schema: {
        params: idParamsSchema,
        body: optionalRewatchSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => ({ message: library.rewatch(request.params.id, request.body) }),
  );

  api.post(
    '/api/library/refresh-metadata',
    { schema: { body: optionalRefreshSchema, response: { 200: refreshMetadataResponseSchema } } },
    async (request) => {
      const { refreshed, failed } = await library.refreshMetadata(request.body.ids);
      const total = refreshed + failed;
      const failures = failed > 0 ? `; ${failed} could not be read from the film data` : '';
      return {
        message: `Refreshed ${refreshed} of ${total} ${total === 1 ? 'title' : 'titles'}${failures}`,
        refreshed,
        failed,
      };
    },
  );
}
