import type { DataSources, RegionCode, SettingsResponse, SettingsUpdate } from '#domain/schemas/settings';
import type { FilmData } from '../../film-data/film-data';
import type { SettingsRepository } from './repository';

/** Where titles and ratings come from, for the Settings page's info rows (no key or URL leaves the server). */
export function describeDataSources(filmData: FilmData): DataSources {
  const ratings =
    filmData.ratings === undefined ? 'none' : filmData.source === 'offline' ? 'catalog' : 'omdb';
  return { film: filmData.source, ratings };
}

/** What settings need of the availability feature (its service and job fit). */
export interface SettingsServices {
  /** Refuses (a 400 naming it) a provider id the region's list of services does not have. */
  validate(ids: readonly number[], region: RegionCode): Promise<void>;
  /** The region changed: every title's availability is checked again. */
  regionChanged(region: RegionCode): void;
}

export interface SettingsDeps {
  repository: SettingsRepository;
  dataSources: DataSources;
  services: SettingsServices;
}

/** The household's settings, answered with where its film data comes from. */
export function createSettingsService({ repository, dataSources, services }: SettingsDeps) {
  const read = (): SettingsResponse => ({ ...repository.read(), dataSources });
  return {
    read,
    async update(change: SettingsUpdate): Promise<SettingsResponse> {
      const before = repository.read();
      if (change.services) await services.validate(change.services, before.region);
      repository.update(change);
      if (change.region && change.region !== before.region) services.regionChanged(change.region);
      return read();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
