import { dayInZone } from '#domain/rules/household-day';
import {
  ALREADY_RECORDED,
  ignoredOutcome,
  NOT_MATCHED,
  RECEIVED,
  recordedOutcome,
  type HouseholdNames,
} from '#domain/rules/media-plays/outcome';
import type { Play } from '#domain/rules/media-plays/play';
import type { PlayMatch, PlayMatcher } from '#domain/rules/media-plays/play-match';
import { bookmarkTarget, placeFinish } from '#domain/rules/media-plays/recording';
import { movesProgress, ownersHaveWatched, type ViewerCounts } from '#domain/rules/owner-rule';
import type { MediaType } from '#domain/schemas/film';
import type { ItemStatus, Reaction, Season, SeasonStatus } from '#domain/schemas/library';
import type { Ownership } from '#domain/schemas/people';
import type { Clock } from '../../clock';
import { errorText } from '../../error-text';
import type { PacedPool } from '../../paced';
import type { MediaServersRepository, PlayEffect, StoredEvent, Viewer } from './repository';

/** What recording needs of the library (app.ts wires the library feature's service in). */
export interface RecordingLibrary {
  transaction<T>(work: () => T): T;
  itemIdOf(mediaType: MediaType, tmdbId: number): number | undefined;
  /**
   * Adds a title the film data knows, with its film data: its id and whether this call added it; null when the film
   * data does not know it. Rejects when the film data cannot be asked now.
   */
  add(title: {
    tmdbId: number;
    mediaType: MediaType;
    title: string;
    ownership: Ownership;
  }): Promise<{ id: number; created: boolean } | null>;
  state(id: number): { ownership: Ownership; status: ItemStatus; title: string; userRating: Reaction | null };
  /** Marks a title watched, dated by its viewing's day (call inside the transaction). */
  markWatched(id: number, day: string): void;
  setStatus(id: number, status: ItemStatus): void;
  remove(id: number): void;
}

export interface RecordingViewings {
  record(
    itemId: number,
    viewing: { watchedDate: string; viewer: Viewer; userRating: null; notes: string | null },
    at: string,
  ): { id: number };
  viewerOf(id: number): Viewer | undefined;
  setViewer(id: number, viewer: Viewer): void;
  /** Removes a viewing; its title's status follows (the owner rule). */
  remove(id: number): void;
  viewerCounts(itemId: number): ViewerCounts;
}

export interface RecordingSeasons {
  seasonsOf(itemId: number): Season[];
  /** Answers the season's progress after. */
  setEpisodeBookmark(seasonId: number, episode: number): Pick<Season, 'status' | 'episodeBookmark'>;
  season(seasonId: number): Pick<Season, 'status' | 'episodeBookmark'> | undefined;
  setStatus(seasonId: number, status: SeasonStatus): void;
}

export interface PlayRecorderDeps {
  repository: MediaServersRepository;
  matcher: PlayMatcher;
  library: RecordingLibrary;
  viewings: RecordingViewings;
  seasons: RecordingSeasons;
  names: () => HouseholdNames;
  /** The film-data pool every background job shares (its pace keeps TMDb's rate). */
  pool: PacedPool;
  clock: Clock;
  logger: { warn: (details: object, message: string) => void };
  /** The least time between two batches of plays recorded while more keep coming; default: BATCH_SPACING_MS. */
  batchSpacingMs?: number;
  /** Told after each batch of plays recorded: the news scan looks at what was watched. */
  afterBatch?: () => void;
}

/** An upstream failure is tried again after 1 s, then twice as long each time, at most 10 minutes apart. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 10 * 60 * 1000;

/** Plays recorded in one transaction, at most; while more wait, batches are at least BATCH_SPACING_MS apart. */
const BATCH_MOST = 40;
const BATCH_SPACING_MS = 4000;

/** A matched play whose title is in the library, ready to be recorded. */
interface ReadyPlay {
  event: StoredEvent;
  viewer: Viewer;
  match: PlayMatch;
  expected: string;
  itemId: number;
  itemAdded: boolean;
}

const targetOf = (match: PlayMatch) =>
  match.mediaType === 'movie'
    ? `movie:${match.tmdbId}`
    : `tv:${match.tmdbId}:${match.seasonNumber}:${match.episodeNumber}`;

const userKey = (event: Pick<StoredEvent, 'kind' | 'user'>) => `${event.kind}:${event.user ?? ''}`;

export const playOfEvent = (event: StoredEvent): Play => JSON.parse(event.play) as Play;

/**
 * Records the plays of mapped users, after their webhook answered: in order of event id, one at a time on the paced
 * pool (match, then record under the owner rule, then the event's outcome and what recording did). A play the film
 * data could not be asked about stays 'Received' and is tried again later (and at the next start): none is lost.
 */
export function createPlayRecorder(deps: PlayRecorderDeps) {
  const { repository, matcher, library, viewings, seasons, clock } = deps;
  const retries = new Map<number, { attempts: number; timer: NodeJS.Timeout | null }>();
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const batchSpacingMs = deps.batchSpacingMs ?? BATCH_SPACING_MS;
  let lastBatchAt = Number.NEGATIVE_INFINITY;
  let wake: () => void = () => undefined;

  /**
   * Readies a matched play for recording (call with the event still in the outcome `expected`): adds its title when
   * not in the library and `mayAdd`; null when the play is settled instead (not in the library, not known).
   */
  async function ready(
    event: StoredEvent,
    viewer: Viewer,
    match: PlayMatch,
    expected: string,
    mayAdd: boolean,
  ): Promise<ReadyPlay | null> {
    const play = playOfEvent(event);
    const settle = (outcome: string) =>
      repository.record(event.id, { outcome, target: targetOf(match), viewer: null, effect: null });
    const itemId = library.itemIdOf(match.mediaType, match.tmdbId);
    if (itemId !== undefined) return { event, viewer, match, expected, itemId, itemAdded: false };
    if (!mayAdd) {
      settle(ignoredOutcome('not in our library'));
      return null;
    }
    const added = await library.add({
      tmdbId: match.tmdbId,
      mediaType: match.mediaType,
      title: (match.mediaType === 'tv' ? play.seriesName : play.title) ?? play.title ?? 'Untitled',
      ownership: viewer === 'both' ? 'together' : viewer,
    });
    if (added === null) {
      settle(NOT_MATCHED);
      return null;
    }
    return { event, viewer, match, expected, itemId: added.id, itemAdded: added.created };
  }

  /** Records a readied play under the owner rule, with the event's outcome (call inside a library transaction). */
  function apply({ event, viewer, match, expected, itemId: id, itemAdded }: ReadyPlay): void {
    const play = playOfEvent(event);
    const target = targetOf(match);
    const write = (outcome: string, recordedViewer: Viewer | null = null, effect: PlayEffect | null = null) =>
      repository.record(event.id, { outcome, target, viewer: recordedViewer, effect });
    if (repository.storedEvent(event.id)?.outcome !== expected) return;
    const at = clock.now().toISOString();
    const day = dayInZone(new Date(event.at));
    const state = library.state(id);
    const effect: PlayEffect = { itemId: id, itemAdded };
    const stopped = play.event === 'stopped';
    let recordedViewer = viewer;
    if (!stopped) {
      const earlier = repository
        .finishesOf(target, event.id)
        .flatMap((other) =>
          other.viewer === null ? [] : [{ ...other, user: userKey(other), viewer: other.viewer }],
        );
      const placement = placeFinish({ user: userKey(event), viewer, at: event.at }, earlier);
      if (placement.kind === 'repeat') {
        write(ALREADY_RECORDED);
        return;
      }
      if (placement.kind === 'join') {
        recordedViewer = 'both';
        const joined = placement.with.effect?.viewing;
        const joinedFrom = joined && viewings.viewerOf(joined.id);
        if (joined && joinedFrom !== undefined && joinedFrom !== 'both') {
          viewings.setViewer(joined.id, 'both');
          effect.viewing = { id: joined.id, joinedFrom };
        }
      }
    }
    const before = viewings.viewerCounts(id);
    let label = state.title;
    if (match.mediaType === 'movie') {
      effect.viewing ??= {
        id: viewings.record(
          id,
          { watchedDate: day, viewer: recordedViewer, userRating: null, notes: null },
          at,
        ).id,
        joinedFrom: null,
      };
      if (
        state.status !== 'watched' &&
        !ownersHaveWatched(state.ownership, before) &&
        ownersHaveWatched(state.ownership, viewings.viewerCounts(id))
      ) {
        library.markWatched(id, day);
        effect.statusBefore = state.status;
      }
    } else {
      label = `${state.title} S${match.seasonNumber}E${match.episodeNumber}`;
      const season = seasons.seasonsOf(id).find((stored) => stored.seasonNumber === match.seasonNumber);
      if (season && movesProgress(state.ownership, recordedViewer)) {
        const episode = bookmarkTarget(season, match.episodeNumber, stopped);
        if (episode !== null) {
          const moved = seasons.setEpisodeBookmark(season.id, episode);
          effect.season = {
            id: season.id,
            status: season.status,
            episodeBookmark: season.episodeBookmark,
            movedTo: { status: moved.status, episodeBookmark: moved.episodeBookmark },
          };
        }
      } else if (season && !stopped && !effect.viewing && match.episodeNumber === season.episodeCount) {
        // Someone else's episodes are history only: a viewing for the season they finished (as an import does).
        const notes = `Season ${season.seasonNumber}`;
        const viewing = viewings.record(
          id,
          { watchedDate: day, viewer: recordedViewer, userRating: null, notes },
          at,
        );
        effect.viewing = { id: viewing.id, joinedFrom: null };
      }
      if (stopped && !effect.season) {
        write(ignoredOutcome('stopped before the end, with no bookmark to move'));
        return;
      }
    }
    write(recordedOutcome(label, recordedViewer, deps.names()), recordedViewer, effect);
  }

  /** Records a matched play at once (the household matched it by hand). */
  async function recordMatched(
    event: StoredEvent,
    viewer: Viewer,
    match: PlayMatch,
    expected: string,
    mayAdd: boolean,
  ): Promise<void> {
    const readied = await ready(event, viewer, match, expected, mayAdd);
    if (readied) library.transaction(() => apply(readied));
  }

  /** Matches a stored play and readies it for recording; null when it is settled without touching the library. */
  async function prepare(eventId: number): Promise<ReadyPlay | null> {
    const event = repository.storedEvent(eventId);
    if (!event || event.outcome !== RECEIVED || event.user === null) return null;
    const play = playOfEvent(event);
    const viewer = repository.viewerOf(event.kind, event.user);
    const settle = (outcome: string) => {
      repository.record(event.id, { outcome, target: null, viewer: null, effect: null });
      return null;
    };
    if (viewer === null) return settle(ignoredOutcome(`${event.user} is set to Ignore`));
    if (play.event === 'unplayed') return settle(ignoredOutcome('marked unplayed: nothing is deleted'));
    if (play.event === 'stopped' && play.mediaType === 'movie') {
      return settle(ignoredOutcome('stopped before the end'));
    }
    const match = await matcher.match(play);
    if (match === null) return settle(NOT_MATCHED);
    return ready(event, viewer, match, RECEIVED, !repository.onlyLibraryTitles());
  }

  function retryLater(eventId: number, error: unknown): void {
    const attempts = (retries.get(eventId)?.attempts ?? 0) + 1;
    const waitMs = Math.min(RETRY_FIRST_MS * 2 ** (attempts - 1), RETRY_MAX_MS);
    deps.logger.warn(
      { eventId, attempts, waitMs, error: errorText(error) },
      'a media server play will be tried again',
    );
    const timer = setTimeout(() => {
      retries.set(eventId, { attempts, timer: null });
      kick();
    }, waitMs);
    timer.unref();
    retries.set(eventId, { attempts, timer });
  }

  /** Waits until the next batch may be recorded; ends at once when the recorder closes. */
  function spaced(): Promise<void> {
    const waitMs = lastBatchAt + batchSpacingMs - Date.now();
    if (waitMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /**
   * Records the plays still 'Received', in order of event id: each matched (and its title added) on the paced pool,
   * then a batch recorded in one transaction. While plays keep coming (a server replaying its history) the batches
   * are spaced: the library's readers then get its list rebuilt once a batch, not once a play.
   */
  async function drain(): Promise<void> {
    let cursor = 0;
    for (;;) {
      const batch = closed ? [] : repository.receivedAfter(cursor, BATCH_MOST);
      if (batch.length === 0) return;
      cursor = batch[batch.length - 1] ?? cursor;
      const readied: ReadyPlay[] = [];
      for (const eventId of batch) {
        if (retries.get(eventId)?.timer) continue;
        await deps.pool.run([eventId], async () => {
          try {
            const play = await prepare(eventId);
            if (play) readied.push(play);
            retries.delete(eventId);
          } catch (error) {
            retryLater(eventId, error);
          }
        });
      }
      if (readied.length === 0) continue;
      await spaced();
      // Closing: what is readied stays 'Received', recorded at the next start.
      if (closed) return;
      library.transaction(() => {
        for (const play of readied) {
          // Each play in its own savepoint: one that cannot be recorded now is tried again, the others stay.
          try {
            library.transaction(() => apply(play));
          } catch (error) {
            retryLater(play.event.id, error);
          }
        }
      });
      lastBatchAt = Date.now();
      deps.afterBatch?.();
    }
  }

  /** Records every play still 'Received' (soon, not now: a webhook answers first). */
  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
      if (again) {
        again = false;
        kick();
      }
    });
  }

  return {
    kick,
    recordMatched,
    /** Stops recording (the app closes): what is left stays 'Received', recorded at the next start. */
    async close(): Promise<void> {
      closed = true;
      wake();
      for (const { timer } of retries.values()) if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type PlayRecorder = ReturnType<typeof createPlayRecorder>;
