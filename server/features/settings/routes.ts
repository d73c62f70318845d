import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsUpdateSchema } from '../../../domain/schemas/settings';
import type { SettingsRepository } from './repository';

export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsRepository): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/settings', () => settings.read());

  api.put('/api/settings', { schema: { body: settingsUpdateSchema } }, (request) => {
    settings.update(request.body);
    return settings.read();
  });
}
