import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#domain/schemas/auth';
import {
  availabilityJobSchema,
  regionProvidersSchema,
  titleAvailabilitySchema,
} from '#domain/schemas/availability';
import { mediaTypeSchema } from '#domain/schemas/film';
import { pathId } from '../../path-params';
import type { AvailabilityJobService } from './check-job';
import type { AvailabilityService } from './service';

const titleParamsSchema = z.object({ mediaType: mediaTypeSchema, tmdbId: pathId('tmdbId') });

export function registerAvailabilityRoutes(
  app: FastifyInstance,
  availability: AvailabilityService,
  job: AvailabilityJobService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/availability/providers', { schema: { response: { 200: regionProvidersSchema } } }, () =>
    availability.providers(),
  );

  api.get('/api/availability/check', { schema: { response: { 200: availabilityJobSchema } } }, () =>
    job.status(),
  );

  // The daily check, now: the unfinished titles not checked for a day. 202 when it started, 200 when one runs
  // already or nothing is due.
  api.post(
    '/api/availability/check',
    { schema: { response: { 200: availabilityJobSchema, 202: availabilityJobSchema } } },
    (_request, reply) => {
      const { started, job: current } = job.start('daily');
      reply.code(started ? 202 : 200);
      return current;
    },
  );

  api.get(
    '/api/availability/:mediaType/:tmdbId',
    { schema: { params: titleParamsSchema, response: { 200: titleAvailabilitySchema } } },
    (request) => availability.ofTitle(request.params.mediaType, request.params.tmdbId),
  );

  api.put(
    '/api/availability/:mediaType/:tmdbId/seen',
    { schema: { params: titleParamsSchema, response: { 200: messageResponseSchema } } },
    (request) => {
      availability.markSeen(request.params.mediaType, request.params.tmdbId);
      return { message: 'Availability changes seen' };
    },
  );
}
