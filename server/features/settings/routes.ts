import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsResponseSchema, settingsUpdateSchema } from '#domain/schemas/settings';
import type { SettingsService } from './service';

export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/settings', { schema: { response: { 200: settingsResponseSchema } } }, () => settings.read());

  api.put(
    '/api/settings',
    { schema: { body: settingsUpdateSchema, response: { 200: settingsResponseSchema } } },
    (request) => settings.update(request.body),
  );
}
