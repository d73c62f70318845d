import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  castResponseSchema,
  detailsResponseSchema,
  mediaTypeSchema,
  searchResponseSchema,
  searchTypeSchema,
  trendingBothResponseSchema,
  trendingResponseSchema,
} from '#domain/schemas/film';
import { UpstreamError } from '../../film-data/upstream-error';
import type { CatalogService } from './service';

const MAX_QUERY_LENGTH = 200;

const queryText = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} must not be empty`)
    .max(MAX_QUERY_LENGTH, `${name} must be at most ${MAX_QUERY_LENGTH} characters`);

const titleParamsSchema = z.object({
  mediaType: mediaTypeSchema,
  tmdbId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'tmdbId must be a positive whole number')
    .transform(Number)
    .refine(Number.isSafeInteger, 'tmdbId is too large'),
});

export function registerCatalogRoutes(app: FastifyInstance, catalog: CatalogService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The error handler answers UpstreamErrors as 502/503 {message}; the log keeps what exactly went wrong.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof UpstreamError) {
      request.log.warn({ service: error.service, detail: error.detail }, 'film data upstream failed');
    }
  });

  api.get(
    '/api/search/combined',
    { schema: { querystring: z.object({ q: queryText('q') }), response: { 200: searchResponseSchema } } },
    async (request) => ({ results: await catalog.search(request.query.q, 'multi') }),
  );

  api.get(
    '/api/tmdb/search',
    {
      schema: {
        querystring: z.object({ query: queryText('query'), type: searchTypeSchema.default('multi') }),
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => ({ results: await catalog.search(request.query.query, request.query.type) }),
  );

  api.get(
    '/api/tmdb/find/:imdbId',
    {
      schema: {
        params: z.object({
          imdbId: z.string().regex(/^tt\d{1,10}$/, 'imdbId must be an IMDb id such as tt0133093'),
        }),
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => ({ results: await catalog.findByImdbId(request.params.imdbId) }),
  );

  api.get('/api/tmdb/trending', { schema: { response: { 200: trendingBothResponseSchema } } }, async () => {
    const [movie, tv] = await Promise.all([catalog.trending('movie'), catalog.trending('tv')]);
    return { movie, tv };
  });

  api.get(
    '/api/tmdb/trending/:mediaType',
    {
      schema: { params: z.object({ mediaType: mediaTypeSchema }), response: { 200: trendingResponseSchema } },
    },
    async (request) => ({ results: await catalog.trending(request.params.mediaType) }),
  );

  api.get(
    '/api/tmdb/:mediaType/:tmdbId',
    { schema: { params: titleParamsSchema, response: { 200: detailsResponseSchema } } },
    (request) => catalog.details(request.params.mediaType, request.params.tmdbId),
  );

  api.get(
    '/api/tmdb/:mediaType/:tmdbId/cast',
    { schema: { params: titleParamsSchema, response: { 200: castResponseSchema } } },
    (request) => catalog.cast(request.params.mediaType, request.params.tmdbId),
  );
}
