import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#domain/schemas/auth';
import {
  mediaServerActivitySchema,
  mediaServerMatchSchema,
  mediaServerOptionsSchema,
  mediaServerRenewResponseSchema,
  mediaServerRenewSchema,
  mediaServersResponseSchema,
  mediaServerUserSchema,
  mediaServerUserUpdateSchema,
  webhookAnswerSchema,
  webhookParamsSchema,
} from '#domain/schemas/media-servers';
import type { Clock } from '../../clock';
import { pathId } from '../../path-params';
import type { MediaServersService } from './service';
import { readWebhookBody } from './webhook-body';
import { isMediaServerKind } from './webhook-path';

const NO_WEBHOOK = 'No webhook at this address';

/** Settings → Media servers: inside the session scope. */
export function registerMediaServersRoutes(app: FastifyInstance, service: MediaServersService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/media-servers', { schema: { response: { 200: mediaServersResponseSchema } } }, () =>
    service.overview(),
  );

  api.put(
    '/api/media-servers/users',
    { schema: { body: mediaServerUserUpdateSchema, response: { 200: mediaServerUserSchema } } },
    (request) => service.mapUser(request.body),
  );

  api.post(
    '/api/media-servers/renew',
    { schema: { body: mediaServerRenewSchema, response: { 200: mediaServerRenewResponseSchema } } },
    (request) => service.renew(request.body.kind),
  );

  api.put(
    '/api/media-servers/options',
    { schema: { body: mediaServerOptionsSchema, response: { 200: mediaServerOptionsSchema } } },
    (request) => service.setOptions(request.body),
  );

  const activityParams = z.object({ id: pathId('id') });
  api.post(
    '/api/media-servers/activity/:id/undo',
    { schema: { params: activityParams, response: { 200: mediaServerActivitySchema } } },
    (request) => service.undo(request.params.id),
  );

  api.post(
    '/api/media-servers/activity/:id/match',
    {
      schema: {
        params: activityParams,
        body: mediaServerMatchSchema,
        response: { 200: mediaServerActivitySchema },
      },
    },
    (request) => service.match(request.params.id, request.body),
  );
}

/** Refuses without reading the body: the connection is closed rather than drained. */
const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('connection', 'close').send({ message });

/**
 * The webhooks: outside the session scope, opened by the secret in the path alone. The secret is checked before
 * any of the body is read; each server's body is read raw (whatever its content type) and parsed by its reader.
 */
export async function registerWebhookRoutes(
  app: FastifyInstance,
  service: MediaServersService,
  clock: Clock,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/:kind/:secret',
      {
        schema: {
          params: webhookParamsSchema,
          response: { 200: webhookAnswerSchema, 400: messageResponseSchema },
        },
        onRequest: async (request, reply) => {
          const { kind, secret } = request.params;
          const admission = service.admit(kind, secret, request.ip);
          if (admission.kind === 'not-found') return refuse(reply, 404, NO_WEBHOOK);
          if (admission.kind === 'throttled') {
            const seconds = Math.ceil(admission.retryAfterMs / 1000);
            reply.header('retry-after', String(seconds));
            const unit = seconds === 1 ? 'second' : 'seconds';
            return refuse(reply, 429, `Too many wrong webhook addresses: try again in ${seconds} ${unit}`);
          }
        },
      },
      async (request, reply) => {
        const { kind } = request.params;
        if (!isMediaServerKind(kind)) return refuse(reply, 404, NO_WEBHOOK);
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const read = await readWebhookBody(kind, body, request.headers['content-type'] ?? '', clock.now());
        if (!read.ok) return reply.code(400).send({ message: read.message });
        return { outcome: service.receive(read.play) };
      },
    );
    done();
  });
}
