import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gunzipSync } from 'node:zlib';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyEvening } from '#domain/rules/evening-constraints';
import { messageResponseSchema } from '#domain/schemas/auth';
import {
  addLibraryItemSchema,
  duplicateItemResponseSchema,
  libraryItemSchema,
  ownershipFilterSchema,
  randomPickEmptySchema,
  randomPickQuerySchema,
  randomPickResponseSchema,
  ratingUpdateSchema,
  reactionUpdateSchema,
  refreshMetadataSchema,
  rewatchSchema,
  statusUpdateSchema,
} from '#domain/schemas/library';
import { pathId } from '../../path-params';
import { refreshJobSchema } from '#domain/schemas/transfer';
import type { RefreshJobService } from './refresh-job';
import type { SerialisedList } from './serialised-list';
import { RandomPickEmpty, type LibraryService } from './service';

const idParamsSchema = z.object({ id: pathId('id') });

// The body is optional: no body means the defaults (viewer both, no reaction, no notes).
const optionalRewatchSchema = z.preprocess((body) => body ?? {}, rewatchSchema);
const optionalRefreshSchema = z.preprocess((body) => body ?? {}, refreshMetadataSchema);

const gzipOnly = new Negotiator({ supportedValues: ['gzip'] });

/** Whether an If-None-Match header names this ETag (or any, with `*`). */
const namesEtag = (header: string | undefined, etag: string) =>
  header !== undefined &&
  (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * The list is the app's biggest answer and changes rarely: it is sent from its serialised, compressed copy (no
 * response schema: its JSON is written by SQLite and checked in the tests), with an ETag the browser's cache
 * revalidates, so an unchanged library costs a 304.
 */
function sendList(request: FastifyRequest, reply: FastifyReply, list: SerialisedList) {
  void reply
    .header('etag', list.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  if (namesEtag(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  if (gzipOnly.negotiate(request.headers['accept-encoding'] ?? '') === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(list.gzip);
  }
  return reply.send(gunzipSync(list.gzip));
}

export function registerLibraryRoutes(
  app: FastifyInstance,
  library: LibraryService,
  refreshJob: RefreshJobService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/library',
    { schema: { querystring: z.object({ ownership: ownershipFilterSchema.default('all') }) } },
    (request, reply) => sendList(request, reply, library.list(request.query.ownership)),
  );

  api.get('/api/library/all', (request, reply) => sendList(request, reply, library.list()));

  // The web app's list: what its screens show of every title (the cards), the rest with the item when opened.
  api.get('/api/library/cards', (request, reply) => sendList(request, reply, library.cards()));

  api.get(
    '/api/library/items/:id',
    { schema: { params: idParamsSchema, response: { 200: libraryItemSchema } } },
    (request) => library.item(request.params.id),
  );

  api.get(
    '/api/library/:ownership',
    { schema: { params: z.object({ ownership: ownershipFilterSchema }) } },
    (request, reply) => sendList(request, reply, library.list(request.params.ownership)),
  );

  api.get(
    '/api/library/random/:ownership',
    {
      schema: {
        params: z.object({ ownership: ownershipFilterSchema }),
        querystring: randomPickQuerySchema,
        response: { 200: randomPickResponseSchema, 404: randomPickEmptySchema },
      },
    },
    (request, reply) => {
      const { exclude, onServices, time, kind, genre } = request.query;
      try {
        const evening = {
          onServices: onServices ?? anyEvening.onServices,
          time: time ?? anyEvening.time,
          kind: kind ?? anyEvening.kind,
          genre: genre ?? anyEvening.genre,
        };
        return { item: library.randomUnwatched(request.params.ownership, exclude, evening) };
      } catch (error) {
        if (!(error instanceof RandomPickEmpty)) throw error;
        reply.code(404);
        return error.constraint === null
          ? { message: error.message }
          : { message: error.message, constraint: error.constraint };
      }
    },
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
    { schema: { body: optionalRefreshSchema, response: { 200: refreshJobSchema, 202: refreshJobSchema } } },
    (request, reply) => {
      const { started, job } = refreshJob.start(request.body.ids);
      reply.code(started ? 202 : 200);
      return job;
    },
  );

  api.get('/api/library/refresh-metadata', { schema: { response: { 200: refreshJobSchema } } }, () =>
    refreshJob.status(),
  );
}
