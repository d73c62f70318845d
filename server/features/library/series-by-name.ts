import { seriesByName } from '#domain/rules/media-plays/title-by-name';
import type { LibraryRepository } from './repository';

/** Finds a series of the library by the name (and year) a media server gives it: the play matcher's lookup. */
export function createLibrarySeriesLookup(repository: Pick<LibraryRepository, 'seriesNames'>) {
  return {
    seriesTmdbId: (name: string, year: number | null): number | null =>
      seriesByName(repository.seriesNames(), name, year),
  };
}
