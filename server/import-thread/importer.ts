import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { createAvailabilityRepository } from '../features/availability/repository';
import { createAvailabilityService } from '../features/availability/service';
import { createSettingsRepository } from '../features/settings/repository';
import { createHistoryImport } from '../features/transfer/history-import';
import { createTransferRepository } from '../features/transfer/repository';
import { createTransferService } from '../features/transfer/service';
import type { FilmData } from '../film-data/film-data';
import type { LibraryLogger } from '../features/library/service';
import { createLibraryFeatures } from '../library-features';
import type { Pacing } from '../paced';

export interface ImporterDeps {
  db: Db;
  filmData: FilmData;
  clock: Clock;
  logger: LibraryLogger;
  /** An import's film-database reads (titles at once, least time between starts); default: gentle on TMDb. */
  pacing?: Pacing;
  /** Wraps the import's one write transaction (the worker asks the main thread first). */
  aroundTransaction: <T>(transaction: () => T) => T;
}

/**
 * The imports (the app's CSV and other services' histories), wired on one connection as app.ts wires the routes:
 * every write goes through the library, seasons, viewings and transfer repositories.
 */
export function createImporter({ db, filmData, clock, logger, pacing, aroundTransaction }: ImporterDeps) {
  const settingsRepository = createSettingsRepository(db);
  // An imported title keeps the offers its details came with, as one added by hand does.
  const availability = createAvailabilityService({
    repository: createAvailabilityRepository(db),
    filmData,
    region: () => settingsRepository.read().region,
    clock,
    logger,
  });
  const { libraryRepository, seasonsRepository, viewingsRepository, seasons, viewings, library } =
    createLibraryFeatures({
      db,
      filmData,
      clock,
      logger,
      availability,
      services: () => settingsRepository.read().services,
    });
  const transferRepository = createTransferRepository(db);
  const transaction = <T>(work: () => T): T => aroundTransaction(() => libraryRepository.transaction(work));
  const history = createHistoryImport({
    library: {
      transaction,
      itemIdOf: (mediaType, tmdbId) => library.itemIdOf(mediaType, tmdbId),
      readFilmData: (mediaType, tmdbId) => library.readFilmData(mediaType, tmdbId),
      insertRead: (body, answer, state) => library.insertRead(body, answer, state),
      state: (id) => library.state(id),
      markImportedWatched: (id, latest) => library.markImportedWatched(id, latest),
      reactIfUnrated: (id, reaction) => library.reactIfUnrated(id, reaction),
    },
    viewings: {
      onDay: (itemId, day) => viewingsRepository.onDay(itemId, day),
      setViewer: (id, viewer, at) => viewingsRepository.setViewer(id, viewer, at),
      viewerCounts: (itemId) => viewings.viewerCounts(itemId),
      record: (itemId, viewing, at) => viewings.record(itemId, viewing, at),
    },
    seasons: {
      seasonsOf: (itemId) => seasons.seasonsOf(itemId),
      watchesOf: (itemId) => seasons.watchesOf(itemId),
      importProgress: (seasonId, status, finishedAt, bookmark) =>
        seasons.importProgress(seasonId, status, finishedAt, bookmark),
    },
    choices: {
      remembered: (key) => transferRepository.rememberedChoice(key),
      remember: (resolutions, at) => transferRepository.rememberChoices(resolutions, at),
    },
    filmData,
    clock,
    logger,
    pacing,
  });
  return createTransferService({
    history,
    writers: {
      transaction,
      itemId: (mediaType, tmdbId) => libraryRepository.rowOfTitle(mediaType, tmdbId)?.id,
      item: libraryRepository.transferItem,
      writeItem: libraryRepository.writeTransferItem,
      season: seasonsRepository.transferSeason,
      writeSeason: seasonsRepository.writeTransferSeason,
      seasonWatch: seasonsRepository.transferWatch,
      writeSeasonWatch: seasonsRepository.writeTransferWatch,
      viewingOn: viewingsRepository.on,
      fillViewing: viewingsRepository.fill,
      writeViewing: viewingsRepository.insertTransfer,
      followSeasons: (id) => seasons.followSeasons(id),
    },
    clock,
  });
}
