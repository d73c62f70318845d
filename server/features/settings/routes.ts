import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsUpdateSchema, type DataSources } from '../../../domain/schemas/settings';
import type { FilmData } from '../../film-data/film-data';
import type { SettingsRepository } from './repository';

/** Where titles and ratings come from, for the Settings page's info rows (no key or URL leaves the server). */
export function describeDataSources(filmData: FilmData): DataSources {
  const ratings =
    filmData.ratings === undefined ? 'none' : filmData.source === 'offline' ? 'catalog' : 'omdb';
  return { film: filmData.source, ratings };
}

export function registerSettingsRoutes(
  app: FastifyInstance,
  settings: SettingsRepository,
  dataSources: DataSources,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/settings', () => ({ ...settings.read(), dataSources }));

  api.put('/api/settings', { schema: { body: settingsUpdateSchema } }, (request) => {
    settings.update(request.body);
    return { ...settings.read(), dataSources };
  });
}
