import type { z } from 'zod';
import { emptyingConstraint, fitsEvening, setConstraints, type EveningItem } from '#domain/rules/evening';
import {
  anyEvening,
  type EveningConstraint,
  type EveningConstraints,
} from '#domain/rules/evening-constraints';
import { listAvailabilitySchema, type ListAvailability } from '#domain/schemas/availability';
import { toColumns } from '#domain/rules/columns';
import { statusChange } from '#domain/rules/item-status-change';
import { effectiveStatus } from '#domain/rules/list-grouping';
import { ownersHaveWatched, type ViewerCounts } from '#domain/rules/owner-rule';
import type { ExternalRatings, FilmDetails, MediaType, SeasonSummary } from '#domain/schemas/film';
import {
  libraryCardFields,
  libraryItemSchema,
  type addLibraryItemSchema,
  type ItemStatus,
  type LibraryItem,
  type OwnershipFilter,
  type Reaction,
  type rewatchSchema,
  type SeasonRollup,
} from '#domain/schemas/library';
import type { Ownership, Viewer } from '#domain/schemas/people';
import type { Clock } from '../../clock';
import { errorText } from '../../error-text';
import { conflict, notFound } from '../../errors';
import type { FilmData, ReadOptions } from '../../film-data/film-data';
import type { RefreshOutcome } from '../../refresh-outcome';
import { metadataFromClient, metadataFromFilmData, metadataOf } from './metadata';
import { createSerialisedListCache, type SerialisedList } from './serialised-list';
import {
  completeCard,
  completeItemJson,
  type DeckCandidateRow,
  type ItemJsonRow,
  type LibraryRepository,
  type LibraryRow,
  type StatusChange,
} from './repository';

/** What the library needs of the seasons feature (its service fits). */
export interface LibrarySeasons {
  syncFromFilmData(libraryItemId: number, seasons: SeasonSummary[]): void;
  rollups(itemIds?: readonly number[]): Map<number, SeasonRollup>;
  rollup(libraryItemId: number): SeasonRollup | null;
  markAllWatched(libraryItemId: number): void;
  markAllWatchedUndated(libraryItemId: number): void;
  startWatching(libraryItemId: number): void;
  markAllToWatch(libraryItemId: number): void;
  markSeriesForRewatch(libraryItemId: number): number;
}

/** What the library needs of the viewings feature (its service fits). */
export interface LibraryViewings {
  count(libraryItemId: number): number;
  viewerCounts(libraryItemId: number): ViewerCounts;
  /** Records a viewing inside the caller's transaction. */
  record(
    libraryItemId: number,
    viewing: { watchedDate: string; viewer: Viewer; userRating: Reaction | null; notes: string | null },
    at: string,
  ): unknown;
}

/** What the library needs of the availability feature (its service fits). */
export interface LibraryAvailability {
  /** A title added or refreshed came with its film data's offers by country: kept without asking again. */
  recordFromDetails(libraryItemId: number, byCountry: FilmDetails['watchProviders']): void;
}

export interface LibraryLogger {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface LibraryDeps {
  repository: LibraryRepository;
  seasons: LibrarySeasons;
  viewings: LibraryViewings;
  availability: LibraryAvailability;
  /** The household's streaming services (provider ids), for Tonight's pick. */
  services: () => readonly number[];
  filmData: FilmData;
  clock: Clock;
  logger: LibraryLogger;
}

type AddItemBody = z.output<typeof addLibraryItemSchema>;
type RewatchBody = z.output<typeof rewatchSchema>;

/** The random pick found nothing: nothing unwatched (constraint null), or that evening constraint left nothing. */
export class RandomPickEmpty extends Error {
  constructor(readonly constraint: EveningConstraint | null) {
    super('No unwatched items found');
  }
}

const eveningFieldsSchema = libraryItemSchema.pick({ mediaType: true, runtime: true, genres: true });

/**
 * A JSON list as stored (a title's genres, the services it streams on), read without a schema since the deck reads
 * thousands: anything but a list of that type reads as empty, so that one bad value cannot break the deck.
 */
function listOf<T extends 'string' | 'number'>(json: string | null, type: T) {
  if (json === null || json === '[]') return [];
  let value: unknown = [];
  try {
    value = JSON.parse(json);
  } catch {
    value = [];
  }
  const list: unknown[] = Array.isArray(value) ? value : [];
  return list.filter((each): each is T extends 'string' ? string : number => typeof each === type);
}

/** A title the random pick could draw, as Decide together's deck reads it. */
export type UnwatchedTitle = Omit<DeckCandidateRow, 'status' | 'streams' | 'nowOn' | 'leftOn' | 'genres'> & {
  genres: string[];
  availability: ListAvailability | null;
  /** A series' number of seasons; null when none is stored, and for a movie. */
  seasons: number | null;
};

export type AddResult = { kind: 'created'; item: LibraryItem } | { kind: 'duplicate'; item: LibraryItem };

export interface FilmDataAnswer {
  details: FilmDetails;
  ratings: ExternalRatings | null;
}

export function createLibraryService({
  repository,
  seasons,
  viewings,
  availability,
  services,
  filmData,
  clock,
  logger,
}: LibraryDeps) {
  const now = () => clock.now().toISOString();
  /** unwatchedTitles' answer until the library's version moves (any write to its tables, by any process). */
  let unwatchedCache: { version: number; titles: UnwatchedTitle[] } | null = null;

  function requireRow(id: number): LibraryRow {
    const row = repository.row(id);
    if (!row) throw notFound(`No library item with id ${id}`);
    return row;
  }

  /** A single item is cheap to check: it leaves validated, unlike the pre-serialized list. */
  const parseItem = (row: ItemJsonRow, rollup: SeasonRollup | null): LibraryItem =>
    libraryItemSchema.parse(JSON.parse(completeItemJson(row, rollup)));

  function item(id: number): LibraryItem {
    const row = repository.jsonRow(id);
    if (!row) throw notFound(`No library item with id ${id}`);
    return parseItem(row, row.media_type === 'tv' ? seasons.rollup(id) : null);
  }

  /** What the evening's constraints look at of an item. */
  const eveningItemOf = (row: ItemJsonRow): EveningItem => ({
    ...eveningFieldsSchema.parse(JSON.parse(row.json)),
    availability:
      row.availability === null ? null : listAvailabilitySchema.parse(JSON.parse(row.availability)),
  });

  /** Every item (of one ownership) as a JSON array: one query and one rollups call, whatever the library's size. */
  function listJson(ownership?: Ownership): string {
    const rows = repository.jsonRows(ownership);
    const rollups = seasons.rollups();
    return `[${rows.map((row) => completeItemJson(row, rollups.get(row.id) ?? null)).join(',')}]`;
  }

  /** The list is read on every home visit and changes rarely: built again only after a write. */
  const serialisedList = createSerialisedListCache(repository.version, (ownership: OwnershipFilter) =>
    listJson(ownership === 'all' ? undefined : ownership),
  );

  /** Every card, as columns (GET /api/library/cards): like the list, built again only after a write. */
  const serialisedCards = createSerialisedListCache(repository.version, () => {
    const rollups = seasons.rollups();
    const cards = repository.cardRows().map((row) => completeCard(row, rollups.get(row.id) ?? null));
    return JSON.stringify(toColumns(cards, libraryCardFields));
  });

  /**
   * The film data of a title; null when the film data does not know it or cannot be reached. `fresh` reads past
   * the film-data cache (a refresh must show what the source says now).
   */
  async function readFilmData(
    mediaType: MediaType,
    tmdbId: number,
    options: ReadOptions & { ratings?: boolean } = {},
  ): Promise<FilmDataAnswer | null> {
    let details: FilmDetails | null;
    try {
      details = await filmData.details(mediaType, tmdbId, options);
    } catch (error) {
      logger.warn({ mediaType, tmdbId, error: errorText(error) }, 'film data unavailable for a library item');
      return null;
    }
    if (details === null) {
      logger.warn({ mediaType, tmdbId }, 'film data does not know a library item');
      return null;
    }
    if (!filmData.ratings || options.ratings === false) return { details, ratings: null };
    try {
      return {
        details,
        ratings: await filmData.ratings({ mediaType, tmdbId, imdbId: details.imdbId }, options),
      };
    } catch (error) {
      logger.warn({ mediaType, tmdbId, error: errorText(error) }, 'external ratings unavailable');
      return { details, ratings: null };
    }
  }

  /** The dates a status change writes (domain/rules/item-status-change.ts), `when` being its moment. */
  const changeOf = (row: LibraryRow, status: ItemStatus, when: string, at: string): StatusChange => ({
    ...statusChange(
      {
        status: row.status,
        dateStarted: row.date_started,
        dateFinished: row.date_finished,
        finishedDate: row.finished_date,
      },
      status,
      when,
    ),
    at,
  });

  /** Inserts a new title from what the film data answered (or only the client's fields): call in a transaction. */
  function insertRead(
    body: AddItemBody,
    answer: FilmDataAnswer | null,
    state: Pick<StatusChange, 'status' | 'dateStarted' | 'dateFinished' | 'at'>,
  ): number {
    const client = metadataFromClient(body);
    const id = repository.insert({
      tmdbId: body.tmdbId,
      mediaType: body.mediaType,
      metadata: answer ? metadataFromFilmData(answer.details, answer.ratings, client) : client,
      ownership: body.ownership,
      status: state.status,
      userRating: body.userRating ?? null,
      dateStarted: state.dateStarted,
      dateFinished: state.dateFinished,
      metadataRefreshedAt: answer ? state.at : null,
      at: state.at,
    });
    if (body.mediaType === 'tv' && answer) seasons.syncFromFilmData(id, answer.details.seasons);
    if (answer) availability.recordFromDetails(id, answer.details.watchProviders);
    return id;
  }

  /** A series' seasons follow its status, so that its rollup (what the household sees) agrees with it. */
  function applySeriesStatus(row: LibraryRow, status: ItemStatus): void {
    if (row.media_type !== 'tv') return;
    if (status === 'watched') seasons.markAllWatched(row.id);
    if (status === 'watching') seasons.startWatching(row.id);
    if (status === 'to_watch') seasons.markAllToWatch(row.id);
  }

  return {
    /** Every item (of one ownership), serialised. */
    list: (ownership: OwnershipFilter = 'all'): SerialisedList => serialisedList(ownership),
    /** Every item's card, serialised as columns. */
    cards: (): SerialisedList => serialisedCards('all'),
    item,

    async add(body: AddItemBody): Promise<AddResult> {
      const existing = repository.rowOfTitle(body.mediaType, body.tmdbId);
      if (existing) return { kind: 'duplicate', item: item(existing.id) };
      const answer = await readFilmData(body.mediaType, body.tmdbId);
      const at = now();
      return repository.transaction((): AddResult => {
        // The film data was awaited: the same title may have been added meanwhile.
        const raced = repository.rowOfTitle(body.mediaType, body.tmdbId);
        if (raced) return { kind: 'duplicate', item: item(raced.id) };
        const status = body.status ?? 'to_watch';
        const id = insertRead(body, answer, {
          status,
          dateStarted: status === 'watching' ? at : null,
          dateFinished: status === 'watched' ? at : null,
          at,
        });
        if (body.mediaType === 'tv' && answer) applySeriesStatus(requireRow(id), status);
        return { kind: 'created', item: item(id) };
      });
    },

    /** The film data a new title is added with (an import reads it before its one synchronous transaction). */
    readFilmData,
    insertRead,
    /** The id of the item that holds a title; undefined when it is not in the library. */
    itemIdOf: (mediaType: MediaType, tmdbId: number): number | undefined =>
      repository.rowOfTitle(mediaType, tmdbId)?.id,

    /**
     * An imported title watched: dated by its latest viewing, or (known watched, date unknown) with no finish
     * date at all, so that the recap counts it in no timeframe. A series' seasons follow (dated, or without
     * season watches when undated). Call inside the caller's transaction; false when it was watched already.
     */
    markImportedWatched(id: number, latestViewing: string | null): boolean {
      const row = requireRow(id);
      if (row.status === 'watched') return false;
      const at = now();
      const when = latestViewing ?? at;
      const change = changeOf(row, 'watched', when, at);
      repository.updateStatus(
        id,
        latestViewing === null ? { ...change, dateFinished: null, finishedDate: null } : change,
      );
      if (row.media_type === 'tv') {
        if (latestViewing === null) seasons.markAllWatchedUndated(id);
        else seasons.markAllWatched(id);
      }
      return true;
    },

    /** The owner and status of an item (404 when there is none). */
    state(id: number): { ownership: Ownership; status: ItemStatus } {
      const { ownership, status } = requireRow(id);
      return { ownership, status };
    },

    /** The reaction of an imported rating, when the household has not given the title one; false otherwise. */
    reactIfUnrated(id: number, reaction: Reaction): boolean {
      if (repository.userRating(id) !== null) return false;
      repository.updateRating(id, reaction, now());
      return true;
    },

    setStatus(id: number, status: ItemStatus, date?: string): LibraryItem {
      const at = now();
      const when = date ?? at;
      repository.transaction(() => {
        const row = requireRow(id);
        repository.updateStatus(id, changeOf(row, status, when, at));
        applySeriesStatus(row, status);
      });
      if (status === 'watched' && viewings.count(id) === 0) {
        try {
          viewings.record(id, { watchedDate: when, viewer: 'both', userRating: null, notes: null }, at);
        } catch (error) {
          logger.error(
            { libraryItemId: id, error: errorText(error) },
            'could not record the automatic viewing',
          );
        }
      }
      return item(id);
    },

    /**
     * After a viewing was removed (inside its transaction): a watched movie whose viewings left are all someone
     * else's goes back to to_watch, by the owner rule; one with no viewings left stays watched, for the household
     * to 'Mark as Unwatched' if they mean it. A series' status follows its seasons, not its viewings.
     */
    followViewingRemoved(id: number, at: string): void {
      const row = requireRow(id);
      if (row.media_type !== 'movie' || row.status !== 'watched') return;
      const counts = viewings.viewerCounts(id);
      if (counts.person1 + counts.person2 + counts.both === 0) return;
      if (ownersHaveWatched(row.ownership, counts)) return;
      repository.updateStatus(id, changeOf(row, 'to_watch', at, at));
    },

    setRating(id: number, rating: Reaction | null): LibraryItem {
      repository.transaction(() => {
        requireRow(id);
        repository.updateRating(id, rating, now());
      });
      return item(id);
    },

    /** The removed item's title. */
    remove(id: number): string {
      const row = requireRow(id);
      repository.remove(id);
      return row.title;
    },

    /** The locked screen's backdrop: a random title of the library that has one. */
    randomBackdrop: () => repository.randomBackdrop() ?? { backdropPath: null, title: null },
    /** Whether a title of the library has this backdrop (the locked screen shows one of them). */
    hasBackdrop: (backdropPath: string) => repository.hasBackdrop(backdropPath),

    /**
     * Tonight's pick: one unwatched item of the ownership at random that fits the evening's constraints, other
     * than the excluded ones while any other is left. Nothing unwatched: 404 'No unwatched items found'; nothing
     * that fits: 404 naming the first constraint that left nothing (see domain/rules/evening.ts).
     */
    randomUnwatched(
      ownership: OwnershipFilter,
      exclude: readonly number[] = [],
      evening: EveningConstraints = anyEvening,
    ): LibraryItem {
      const rows = repository.jsonRows(ownership === 'all' ? undefined : ownership);
      const rollups = seasons.rollups();
      const rollupOf = (row: ItemJsonRow) => rollups.get(row.id) ?? null;
      const unwatched = rows.filter(
        (row) =>
          effectiveStatus({ mediaType: row.media_type, status: row.status, seasonRollup: rollupOf(row) }) !==
          'watched',
      );
      if (unwatched.length === 0) throw new RandomPickEmpty(null);
      const ours = services();
      const candidates =
        setConstraints(evening).length === 0
          ? unwatched
          : unwatched.filter((row) => fitsEvening(eveningItemOf(row), evening, ours));
      if (candidates.length === 0) {
        throw new RandomPickEmpty(emptyingConstraint(unwatched.map(eveningItemOf), evening, ours));
      }
      const fresh = candidates.filter((row) => !exclude.includes(row.id));
      const pool = fresh.length > 0 ? fresh : candidates;
      const pick = pool[Math.floor(Math.random() * pool.length)] as ItemJsonRow;
      return parseItem(pick, rollupOf(pick));
    },

    /**
     * Every title the random pick could draw (of either of us or both), in its order, with what Decide together's
     * deck reads of it: the evening's fields, the ratings behind the Family Score, its seasons and availability.
     */
    unwatchedTitles(): UnwatchedTitle[] {
      const version = repository.version();
      if (unwatchedCache?.version === version) return unwatchedCache.titles;
      const rows = repository.deckCandidates();
      const rollups = seasons.rollups(rows.filter((row) => row.mediaType === 'tv').map((row) => row.id));
      const titles: UnwatchedTitle[] = [];
      for (const row of rows) {
        const rollup = rollups.get(row.id) ?? null;
        const { mediaType, status, streams } = row;
        if (effectiveStatus({ mediaType, status, seasonRollup: rollup }) === 'watched') continue;
        titles.push({
          id: row.id,
          tmdbId: row.tmdbId,
          mediaType,
          title: row.title,
          year: row.year,
          posterPath: row.posterPath,
          runtime: row.runtime,
          genres: listOf(row.genres, 'string'),
          tmdbRating: row.tmdbRating,
          tmdbVoteCount: row.tmdbVoteCount,
          imdbRating: row.imdbRating,
          imdbVotes: row.imdbVotes,
          rottenTomatoesRating: row.rottenTomatoesRating,
          metacriticRating: row.metacriticRating,
          availability:
            streams === null
              ? null
              : {
                  streams: listOf(streams, 'number'),
                  now: listOf(row.nowOn, 'number'),
                  left: listOf(row.leftOn, 'number'),
                },
          seasons: rollup?.hasSeasons ? rollup.totalSeasons : null,
        });
      }
      unwatchedCache = { version, titles };
      return titles;
    },

    /**
     * One more viewing with the body's viewer, reaction and notes. A movie is then watched. A series must be
     * finished (its rollup, or its status when it has no seasons): its watched seasons are marked for rewatch and it
     * stays finished until a season is started again.
     */
    rewatch(id: number, body: RewatchBody): string {
      const at = now();
      return repository.transaction(() => {
        const row = requireRow(id);
        const series = row.media_type === 'tv';
        if (series && effectiveStatus(item(id)) !== 'watched') {
          throw conflict(
            `"${row.title}" is not finished yet: only a finished series can be marked for rewatch`,
          );
        }
        viewings.record(
          id,
          { watchedDate: at, viewer: body.viewer, userRating: body.reaction, notes: body.notes },
          at,
        );
        repository.updateStatus(id, changeOf(row, 'watched', at, at));
        if (!series) return 'Rewatch recorded';
        seasons.markSeriesForRewatch(id);
        return 'Series marked for rewatch';
      });
    },

    /** The items a refresh covers: the given ones (404 for an unknown id), or every item. */
    refreshableIds(ids?: readonly number[]): number[] {
      return ids ? [...new Set(ids)].map((id) => requireRow(id).id) : repository.rows().map((row) => row.id);
    },

    /**
     * Re-reads one title's film data past the cache and stores it, keeping everything the household recorded (a
     * series gets its newly aired seasons). 'failed' when the film data cannot answer or the item is gone.
     * `ratings: false` leaves the external ratings as they are (the daily check spares OMDb's daily calls).
     */
    async refreshOne(id: number, options: { ratings?: boolean } = {}): Promise<RefreshOutcome> {
      const row = repository.row(id);
      if (!row) return 'failed';
      const answer = await readFilmData(row.media_type, row.tmdb_id, { fresh: true, ...options });
      if (!answer) return 'failed';
      try {
        return repository.transaction(() => {
          // Removed while its film data was read.
          if (!repository.row(id)) return 'failed';
          const known = metadataOf(item(id));
          repository.updateMetadata(id, metadataFromFilmData(answer.details, answer.ratings, known), now());
          if (row.media_type === 'tv') seasons.syncFromFilmData(id, answer.details.seasons);
          availability.recordFromDetails(id, answer.details.watchProviders);
          return 'refreshed';
        });
      } catch (error) {
        logger.error({ libraryItemId: id, error: errorText(error) }, 'could not refresh an item');
        return 'failed';
      }
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
