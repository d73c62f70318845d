import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  episodeBookmarkUpdateSchema,
  seasonRollupSchema,
  seasonSchema,
  seasonStatusUpdateSchema,
  seasonWatchSchema,
} from '#domain/schemas/library';
import { notFound } from '../../errors';
import { pathId } from '../../path-params';
import type { SeasonsService } from './service';

const itemParamsSchema = z.object({ id: pathId('id') });
const seasonParamsSchema = z.object({ seasonId: pathId('seasonId') });

export function registerSeasonsRoutes(app: FastifyInstance, seasons: SeasonsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/seasons/:id',
    { schema: { params: itemParamsSchema, response: { 200: z.array(seasonSchema) } } },
    (request) => seasons.seasonsOf(request.params.id),
  );

  api.put(
    '/api/season/:seasonId',
    {
      schema: { params: seasonParamsSchema, body: seasonStatusUpdateSchema, response: { 200: seasonSchema } },
    },
    (request) => {
      const season = seasons.setStatus(request.params.seasonId, request.body.status);
      if (!season) throw notFound(`No season with id ${request.params.seasonId}`);
      return season;
    },
  );

  api.put(
    '/api/season/:seasonId/episode',
    {
      schema: {
        params: seasonParamsSchema,
        body: episodeBookmarkUpdateSchema,
        response: { 200: seasonSchema },
      },
    },
    (request) => {
      const season = seasons.setEpisodeBookmark(request.params.seasonId, request.body.episode);
      if (!season) throw notFound(`No season with id ${request.params.seasonId}`);
      return season;
    },
  );

  api.get(
    '/api/season-watches/all/:id',
    { schema: { params: itemParamsSchema, response: { 200: z.array(seasonWatchSchema) } } },
    (request) => seasons.watchesOf(request.params.id),
  );

  api.get(
    '/api/library/:id/season-rollup',
    { schema: { params: itemParamsSchema, response: { 200: seasonRollupSchema } } },
    (request) => seasons.rollupOfItem(request.params.id),
  );
}
