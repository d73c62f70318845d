import type { HouseholdNames } from '#domain/rules/media-plays/outcome';
import type { PlayMatcher } from '#domain/rules/media-plays/play-match';
import type { Clock } from './clock';
import {
  createPlayRecorder,
  type RecordingLibrary,
  type RecordingSeasons,
  type RecordingViewings,
} from './features/media-servers/play-recorder';
import { createPlayUndo } from './features/media-servers/play-undo';
import type { MediaServersRepository } from './features/media-servers/repository';
import type { FilmData } from './film-data/film-data';
import type { createLibraryFeatures } from './library-features';
import type { PacedPool } from './paced';

export interface MediaPlayRecordingDeps {
  repository: MediaServersRepository;
  matcher: PlayMatcher;
  features: Pick<
    ReturnType<typeof createLibraryFeatures>,
    'library' | 'viewings' | 'seasons' | 'libraryRepository' | 'viewingsRepository' | 'seasonsRepository'
  >;
  filmData: FilmData;
  names: () => HouseholdNames;
  pool: PacedPool;
  clock: Clock;
  logger: { warn: (details: object, message: string) => void };
  /** The least time between two batches of plays recorded while more keep coming (tests: none). */
  batchSpacingMs?: number;
  /** Told after each batch of plays recorded. */
  afterBatch?: () => void;
}

/**
 * Recording media-server plays and taking them back, wired onto the library, viewings and seasons: each writes
 * through its own feature's service, as the routes do.
 */
export function createMediaPlayRecording({
  repository,
  matcher,
  features,
  filmData,
  names,
  pool,
  clock,
  logger,
  batchSpacingMs,
  afterBatch,
}: MediaPlayRecordingDeps) {
  const { library, viewings, seasons, libraryRepository, viewingsRepository, seasonsRepository } = features;
  const recordingLibrary: RecordingLibrary = {
    transaction: (work) => libraryRepository.transaction(work),
    itemIdOf: (mediaType, tmdbId) => library.itemIdOf(mediaType, tmdbId),
    async add(title) {
      // Asked first, so that a film database out of reach leaves the play to be tried again.
      if ((await filmData.details(title.mediaType, title.tmdbId)) === null) return null;
      const added = await library.add(title);
      return { id: added.item.id, created: added.kind === 'created' };
    },
    state(id) {
      const item = library.item(id);
      return {
        ownership: item.ownership,
        status: item.status,
        title: item.title,
        userRating: item.userRating,
      };
    },
    markWatched: (id, day) => void library.markImportedWatched(id, day),
    setStatus: (id, status) => void library.setStatus(id, status),
    remove: (id) => void library.remove(id),
  };
  const recordingViewings: RecordingViewings = {
    record: (itemId, viewing, at) => viewings.record(itemId, viewing, at),
    viewerOf: (id) => viewingsRepository.get(id)?.viewer,
    setViewer: (id, viewer) => void viewings.update(id, { viewer }),
    remove: (id) => void viewings.remove(id),
    viewerCounts: (itemId) => viewings.viewerCounts(itemId),
  };
  const recordingSeasons: RecordingSeasons = {
    seasonsOf: (itemId) => seasons.seasonsOf(itemId),
    setEpisodeBookmark(seasonId, episode) {
      const season = seasons.setEpisodeBookmark(seasonId, episode);
      if (!season) throw new Error(`season ${seasonId} is gone`);
      return season;
    },
    season: (seasonId) => seasonsRepository.season(seasonId),
    setStatus: (seasonId, status) => void seasons.setStatus(seasonId, status),
  };
  const shared = {
    repository,
    library: recordingLibrary,
    viewings: recordingViewings,
    seasons: recordingSeasons,
  };
  return {
    recorder: createPlayRecorder({
      ...shared,
      matcher,
      names,
      pool,
      clock,
      logger,
      batchSpacingMs,
      afterBatch,
    }),
    undo: createPlayUndo({ ...shared, clock }),
  };
}
