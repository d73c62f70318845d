import { bookmarkAfterStatus, bookmarkStep } from '#domain/rules/episode-bookmark';
import type { ItemStatusDates } from '#domain/rules/item-status-change';
import { statusFollowingSeasons } from '#domain/rules/season-follow';
import {
  progressSeasons,
  rollupFromTallies,
  rollupOf,
  seasonWatchChange,
  type SeasonTallies,
} from '#domain/rules/season-rollup';
import type { SeasonSummary } from '#domain/schemas/film';
import type { ItemStatus, Season, SeasonRollup, SeasonStatus, SeasonWatch } from '#domain/schemas/library';
import type { Clock } from '../../clock';
import { badRequest, notFound } from '../../errors';
import type { SeasonsRepository } from './repository';

/**
 * What seasons need of the library: an item's own status (and the dates its changes write), to set it (a series'
 * status follows its seasons), and to mark it changed.
 */
export interface SeasonItems {
  status(libraryItemId: number): ItemStatus | undefined;
  statusDates(libraryItemId: number): ItemStatusDates | undefined;
  /** Writes the item's status and dates, and moves its updatedAt to `at`. */
  updateStatus(libraryItemId: number, change: ItemStatusDates & { at: string }): void;
  touch(libraryItemId: number, at: string): void;
}

export interface SeasonsDeps {
  repository: SeasonsRepository;
  items: SeasonItems;
  clock: Clock;
}

export interface SeasonsService {
  /** The item's seasons in season order; 404 for an unknown item. */
  seasonsOf(libraryItemId: number): Season[];
  /** Every season watch of the item, by season then rewatch index; 404 for an unknown item. */
  watchesOf(libraryItemId: number): SeasonWatch[];
  /** The item's rollup (zeros and its own status when it has no seasons); 404 for an unknown item. */
  rollupOfItem(libraryItemId: number): SeasonRollup;
  /**
   * Adds new seasons and refreshes the film data of known ones; never touches a season's status or watches. A
   * season the answer no longer lists is kept, marked not listed (listed again when it is back); an answer that
   * lists no season at all marks nothing. The series' status follows.
   */
  syncFromFilmData(libraryItemId: number, seasons: SeasonSummary[]): void;
  /**
   * The item's status (and its dates) brought in line with its stored seasons (domain/rules/season-follow.ts), its
   * updatedAt moved when it changed: for a writer of seasons outside this service (the CSV import). Nothing for an
   * item without seasons or an unknown one.
   */
  followSeasons(libraryItemId: number): void;
  /** Rollups of every item that has seasons (or of the given items), from one grouped query. */
  rollups(itemIds?: readonly number[]): Map<number, SeasonRollup>;
  /** null when the item has no seasons. */
  rollup(libraryItemId: number): SeasonRollup | null;
  /** Every counted season not watched or rewatch → watched, recording season watches. */
  markAllWatched(libraryItemId: number): void;
  /** The same without season watches: watched, but on no known day (an import's "watched, date unknown"). */
  markAllWatchedUndated(libraryItemId: number): void;
  /**
   * A season's status, the times it was finished and the last episode watched of the pass under way, from another
   * service's history: the watches with those indexes are written (their finish times), the status and bookmark
   * set. Answers what changed.
   */
  importProgress(
    seasonId: number,
    status: SeasonStatus,
    finishedAt: readonly string[],
    episodeBookmark?: number | null,
  ): { progressChanged: boolean; watchesCreated: number };
  /** So that the rollup agrees with a 'watching' status: when no counted season has started, the first → watching;
   *  on a finished series, the first marked for rewatch (else the first) → watching. */
  startWatching(libraryItemId: number): void;
  /** Every counted season → to_watch (their season watches are kept), so the rollup agrees with 'to_watch'. */
  markAllToWatch(libraryItemId: number): void;
  /** Every watched season → rewatch; answers how many. */
  markSeriesForRewatch(libraryItemId: number): number;
  /** Sets one season's status (recording season watches) and bumps its item's updated_at; null when unknown. */
  setStatus(seasonId: number, status: SeasonStatus): Season | null;
  /**
   * Steps a season's episode bookmark to the last episode watched (0: none): the last one finishes the season (see
   * domain/rules/episode-bookmark). 400 past the season's length; null for an unknown season.
   */
  setEpisodeBookmark(seasonId: number, episode: number): Season | null;
}

export function createSeasonsService({ repository, items, clock }: SeasonsDeps): SeasonsService {
  const now = () => clock.now().toISOString();

  const statusOf = (libraryItemId: number): ItemStatus => {
    const status = items.status(libraryItemId);
    if (status === undefined) throw notFound(`No library item with id ${libraryItemId}`);
    return status;
  };

  /** Call inside a transaction. The bookmark follows the status (kept only into 'watching'). */
  function changeStatus(season: Season, status: SeasonStatus, at: string): void {
    if (season.status === status) return;
    const change = seasonWatchChange(season.status, status, repository.latestRewatchIndex(season.id));
    if (change.kind === 'record') repository.insertWatch(season.id, change.rewatchIndex, at);
    if (change.kind === 'refresh') repository.refreshWatch(season.id, change.rewatchIndex, at);
    repository.setProgress(
      season.id,
      status,
      bookmarkAfterStatus(season.status, status, season.episodeBookmark),
      at,
    );
  }

  /** Call inside a transaction, after a change to the item's seasons: its status follows them. */
  function follow(libraryItemId: number, at: string): void {
    const item = items.statusDates(libraryItemId);
    if (!item) return;
    const followed = statusFollowingSeasons(
      item,
      repository.seasonsOf(libraryItemId),
      repository.watchesOf(libraryItemId),
      at,
    );
    if (followed) items.updateStatus(libraryItemId, { ...followed, at });
  }

  function rollups(itemIds?: readonly number[]): Map<number, SeasonRollup> {
    const grouped = new Map<number, { itemStatus: ItemStatus; tallies: SeasonTallies }>();
    for (const row of repository.tallies(itemIds)) {
      const entry = grouped.get(row.libraryItemId) ?? {
        itemStatus: row.itemStatus,
        tallies: { numbered: null, specials: null },
      };
      if (row.specials) entry.tallies.specials = row.tally;
      else entry.tallies.numbered = row.tally;
      grouped.set(row.libraryItemId, entry);
    }
    return new Map(
      [...grouped].map(([itemId, { itemStatus, tallies }]) => [
        itemId,
        rollupFromTallies(tallies, itemStatus),
      ]),
    );
  }

  return {
    seasonsOf(libraryItemId) {
      statusOf(libraryItemId);
      return repository.seasonsOf(libraryItemId);
    },

    watchesOf(libraryItemId) {
      statusOf(libraryItemId);
      return repository.watchesOf(libraryItemId);
    },

    rollupOfItem(libraryItemId) {
      const itemStatus = statusOf(libraryItemId);
      return rollups([libraryItemId]).get(libraryItemId) ?? rollupOf([], itemStatus);
    },

    syncFromFilmData(libraryItemId, seasons) {
      const at = now();
      repository.transaction(() => {
        for (const season of seasons) repository.upsertSeason(libraryItemId, season, at);
        // No season at all is no answer about them (a series TMDb has not filled in, a field it sent garbled).
        if (seasons.length > 0)
          repository.markListed(
            libraryItemId,
            seasons.map((season) => season.seasonNumber),
            at,
          );
        follow(libraryItemId, at);
      });
    },

    followSeasons(libraryItemId) {
      const at = now();
      repository.transaction(() => follow(libraryItemId, at));
    },

    rollups,

    rollup: (libraryItemId) => rollups([libraryItemId]).get(libraryItemId) ?? null,

    markAllWatched(libraryItemId) {
      const at = now();
      repository.transaction(() => {
        for (const season of progressSeasons(repository.seasonsOf(libraryItemId))) {
          if (season.status !== 'watched' && season.status !== 'rewatch') changeStatus(season, 'watched', at);
        }
        follow(libraryItemId, at);
      });
    },

    markAllWatchedUndated(libraryItemId) {
      const at = now();
      repository.transaction(() => {
        for (const season of progressSeasons(repository.seasonsOf(libraryItemId))) {
          if (season.status !== 'watched' && season.status !== 'rewatch')
            repository.setProgress(season.id, 'watched', null, at);
        }
        follow(libraryItemId, at);
      });
    },

    importProgress(seasonId, status, finishedAt, episodeBookmark = null) {
      const at = now();
      return repository.transaction(() => {
        const season = repository.season(seasonId);
        if (!season) return { progressChanged: false, watchesCreated: 0 };
        let watchesCreated = 0;
        finishedAt.forEach((finished, rewatchIndex) => {
          if (repository.transferWatch(seasonId, rewatchIndex)) return;
          repository.writeTransferWatch(seasonId, {
            seasonNumber: season.seasonNumber,
            rewatchIndex,
            lastFinishedAt: finished,
            createdAt: at,
          });
          watchesCreated += 1;
        });
        const statusChanged =
          season.status !== status && !(status === 'watched' && season.status === 'rewatch');
        const newStatus = statusChanged ? status : season.status;
        const bookmark = bookmarkAfterStatus(newStatus, status, episodeBookmark);
        const progressChanged = statusChanged || bookmark !== season.episodeBookmark;
        if (progressChanged) repository.setProgress(seasonId, newStatus, bookmark, at);
        follow(season.libraryItemId, at);
        return { progressChanged, watchesCreated };
      });
    },

    startWatching(libraryItemId) {
      const at = now();
      repository.transaction(() => {
        const counted = progressSeasons(repository.seasonsOf(libraryItemId));
        const finished = (season: Season) => season.status === 'watched' || season.status === 'rewatch';
        // Some seasons done and some not, or one being watched: the rollup says watching already.
        let next: Season | undefined;
        if (counted.every((season) => season.status === 'to_watch')) next = counted[0];
        else if (counted.every(finished))
          next = counted.find((season) => season.status === 'rewatch') ?? counted[0];
        if (next) changeStatus(next, 'watching', at);
        follow(libraryItemId, at);
      });
    },

    markAllToWatch(libraryItemId) {
      const at = now();
      repository.transaction(() => {
        for (const season of progressSeasons(repository.seasonsOf(libraryItemId)))
          changeStatus(season, 'to_watch', at);
        follow(libraryItemId, at);
      });
    },

    markSeriesForRewatch(libraryItemId) {
      const at = now();
      return repository.transaction(() => {
        const watched = repository.seasonsOf(libraryItemId).filter((season) => season.status === 'watched');
        for (const season of watched) changeStatus(season, 'rewatch', at);
        follow(libraryItemId, at);
        return watched.length;
      });
    },

    setStatus(seasonId, status) {
      const at = now();
      return repository.transaction(() => {
        const season = repository.season(seasonId);
        if (!season) return null;
        if (season.status !== status) {
          changeStatus(season, status, at);
          items.touch(season.libraryItemId, at);
          follow(season.libraryItemId, at);
        }
        return repository.season(seasonId) ?? null;
      });
    },

    setEpisodeBookmark(seasonId, episode) {
      const at = now();
      return repository.transaction(() => {
        const season = repository.season(seasonId);
        if (!season) return null;
        const step = bookmarkStep(season, episode);
        if (!step.ok) throw badRequest(step.message);
        if (step.status === season.status && step.episodeBookmark === season.episodeBookmark) return season;
        // Through the status change first, so that finishing the season records its watch as any finish does.
        changeStatus(season, step.status, at);
        repository.setProgress(seasonId, step.status, step.episodeBookmark, at);
        items.touch(season.libraryItemId, at);
        follow(season.libraryItemId, at);
        return repository.season(seasonId) ?? null;
      });
    },
  };
}
