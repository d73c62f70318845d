import type { Clock } from './clock';
import type { Db } from './db/connection';
import { createLibraryRepository, type StatusChange } from './features/library/repository';
import {
  createLibraryService,
  type LibraryAvailability,
  type LibraryLogger,
} from './features/library/service';
import { createSeasonsRepository } from './features/seasons/repository';
import { createSeasonsService } from './features/seasons/service';
import { createViewingsRepository } from './features/viewings/repository';
import { createViewingsService } from './features/viewings/service';
import type { FilmData } from './film-data/film-data';

export interface LibraryFeatureDeps {
  db: Db;
  filmData: FilmData;
  clock: Clock;
  logger: LibraryLogger;
  /** Keeps the offers a title's details came with (the availability feature). */
  availability: LibraryAvailability;
  /** The household's streaming services (provider ids), for Tonight's pick. */
  services: () => readonly number[];
}

/**
 * The library, its seasons and its viewings: repository → service, wired one way. Built by app.ts for the routes
 * and by the import worker on its own connection, so that an import writes through exactly the same code.
 */
export function createLibraryFeatures({
  db,
  filmData,
  clock,
  logger,
  availability,
  services,
}: LibraryFeatureDeps) {
  // A table is written by its own feature's repository only: seasons and viewings mark their library item changed
  // through the library repository's touch, and seasons set a series' status (it follows them) through its
  // updateStatus.
  const libraryRepository = createLibraryRepository(db);
  const items = {
    status: libraryRepository.status,
    statusDates: libraryRepository.statusDates,
    updateStatus: (id: number, change: StatusChange) => libraryRepository.updateStatus(id, change),
    exists: (id: number) => libraryRepository.status(id) !== undefined,
    touch: libraryRepository.touch,
  };
  const seasonsRepository = createSeasonsRepository(db);
  const viewingsRepository = createViewingsRepository(db);
  const seasons = createSeasonsService({ repository: seasonsRepository, items, clock });
  const viewings = createViewingsService({
    repository: viewingsRepository,
    items: {
      ...items,
      // The library service is made below, with these viewings; these are called only once both exist.
      item: (id) => library.item(id),
      followViewingRemoved: (id, at) => library.followViewingRemoved(id, at),
    },
    clock,
  });
  const library = createLibraryService({
    repository: libraryRepository,
    seasons,
    viewings,
    availability,
    services,
    filmData,
    clock,
    logger,
  });
  return { libraryRepository, seasonsRepository, viewingsRepository, seasons, viewings, library };
}
