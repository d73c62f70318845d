import type { DataSources, SettingsResponse, SettingsUpdate } from '../../../domain/schemas/settings';
import type { FilmData } from '../../film-data/film-data';
import type { SettingsRepository } from './repository';

/** Where titles and ratings come from, for the Settings page's info rows (no key or URL leaves the server). */
export function describeDataSources(filmData: FilmData): DataSources {
  const ratings =
    filmData.ratings === undefined ? 'none' : filmData.source === 'offline' ? 'catalog' : 'omdb';
  return { film: filmData.source, ratings };
}

export interface SettingsDeps {
  repository: SettingsRepository;
  dataSources: DataSources;
}

/** The household's settings, answered with where its film data comes from. */
export function createSettingsService({ repository, dataSources }: SettingsDeps) {
  const read = (): SettingsResponse => ({ ...repository.read(), dataSources });
  return {
    read,
    update(change: SettingsUpdate): SettingsResponse {
      repository.update(change);
      return read();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
