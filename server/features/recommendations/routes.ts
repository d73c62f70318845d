import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recommendationDismissalBodySchema,
  recommendationDismissalSchema,
  recommendationDismissalsResponseSchema,
  recommendationsResponseSchema,
} from '#domain/schemas/recommendations';
import type { RecommendationsService } from './service';

export function registerRecommendationsRoutes(
  app: FastifyInstance,
  recommendations: RecommendationsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/recommendations', { schema: { response: { 200: recommendationsResponseSchema } } }, () =>
    recommendations.list(),
  );

  api.get(
    '/api/recommendations/dismissals',
    { schema: { response: { 200: recommendationDismissalsResponseSchema } } },
    () => recommendations.dismissals(),
  );

  api.post(
    '/api/recommendations/dismissals',
    { schema: { body: recommendationDismissalBodySchema, response: { 201: recommendationDismissalSchema } } },
    async (request, reply) => {
      const dismissal = await recommendations.dismiss(request.body);
      return reply.code(201).send(dismissal);
    },
  );

  api.delete(
    '/api/recommendations/dismissals',
    { schema: { body: recommendationDismissalBodySchema } },
    (request, reply) => {
      recommendations.undismiss(request.body);
      return reply.code(204).send();
    },
  );
}
