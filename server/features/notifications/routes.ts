import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationTestBodySchema,
  notificationTestResponseSchema,
  notifierSettingsSchema,
  notifierSettingsUpdateSchema,
  publicKeyResponseSchema,
  subscriptionBodySchema,
  subscriptionDeleteBodySchema,
  subscriptionSchema,
  subscriptionsResponseSchema,
} from '#domain/schemas/notifications';
import type { NotificationsService } from './service';

/** A subscription or the settings are a few hundred bytes: far more is not one. */
const BODY_LIMIT_BYTES = 16 * 1024;

/** The address the app was opened at: the browser's Origin, else what the request was addressed to. */
function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined && URL.canParse(origin)) {
    const url = new URL(origin);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  }
  const fallback = `${request.protocol}://${request.host}`;
  return URL.canParse(fallback) ? new URL(fallback).origin : null;
}

/** Settings → Notifications: inside the session scope. */
export function registerNotificationsRoutes(app: FastifyInstance, service: NotificationsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notifications/public-key',
    { schema: { response: { 200: publicKeyResponseSchema } } },
    () => ({
      publicKey: service.publicKey(),
    }),
  );

  api.get(
    '/api/notifications/subscriptions',
    { schema: { response: { 200: subscriptionsResponseSchema } } },
    () => ({ subscriptions: service.subscriptions() }),
  );

  api.post(
    '/api/notifications/subscriptions',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        body: subscriptionBodySchema,
        response: { 200: subscriptionSchema, 201: subscriptionSchema },
      },
    },
    async (request, reply) => {
      const { created, subscription } = service.subscribe(request.body);
      return reply.code(created ? 201 : 200).send(subscription);
    },
  );

  api.delete(
    '/api/notifications/subscriptions',
    { bodyLimit: BODY_LIMIT_BYTES, schema: { body: subscriptionDeleteBodySchema } },
    async (request, reply) => {
      service.unsubscribe(request.body.endpoint);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/notifications/test',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        body: notificationTestBodySchema.nullish(),
        response: { 200: notificationTestResponseSchema },
      },
    },
    async (request) => ({ results: await service.test(request.body ?? { target: 'all' }) }),
  );

  api.get('/api/notifications/settings', { schema: { response: { 200: notifierSettingsSchema } } }, () =>
    service.settings(),
  );

  api.put(
    '/api/notifications/settings',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: notifierSettingsUpdateSchema, response: { 200: notifierSettingsSchema } },
    },
    (request) => service.updateSettings(request.body, originOf(request)),
  );
}
