import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statisticsQuerySchema, statisticsSchema } from '#domain/schemas/statistics';
import type { StatisticsService } from './service';

export function registerStatisticsRoutes(app: FastifyInstance, statistics: StatisticsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/statistics',
    { schema: { querystring: statisticsQuerySchema, response: { 200: statisticsSchema } } },
    (request) => statistics.recap(request.query.timeframe, request.query.viewer ?? null),
  );
}
