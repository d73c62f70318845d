import { performance } from 'node:perf_hooks';
import { titleKey } from '#domain/rules/recommendations';
import { yearOf } from '#domain/rules/release-year';
import type { CountryProviders, MediaType } from '#domain/schemas/film';
import type { SuggestedTitle } from '../../film-data/film-data';
import { errorText } from '../../error-text';
import type { PacedPool } from '../../paced';
import type { StoredSuggestion } from './repository';
import type { Affinities, RecommendationsService } from './service';

/** How often the library's version is looked at: a change is acted on within this (it also gathers a burst). */
const WATCH_EVERY_MS = 5_000;
/** After a round that could not fetch some suggestions (the film database down), they are asked again this late. */
const RETRY_AFTER_MS = 10 * 60_000;
/** Liked titles asked about per round; rounds follow each other until none is due. */
const BATCH = 50;

export interface SuggestionsJobLogger {
  warn: (details: object, message: string) => void;
}

export interface SuggestionsJobDeps {
  service: Pick<
    RecommendationsService,
    'libraryVersion' | 'due' | 'storeSuggestions' | 'setAffinities' | 'offersDue' | 'storeOffers'
  >;
  /** The film database's titles like one title; null when it has no such title. Absent: it suggests nothing. */
  suggest?: (mediaType: MediaType, tmdbId: number) => Promise<SuggestedTitle[] | null>;
  /** Where a title streams, by country. Absent: the film database does not know (the offline catalog). */
  watchProviders?: (mediaType: MediaType, tmdbId: number) => Promise<Record<string, CountryProviders> | null>;
  /** Each person's genre and people affinities (the recap's). */
  affinities: () => Promise<Affinities>;
  /** The background jobs' shared pace to the film database. */
  pool: PacedPool;
  logger: SuggestionsJobLogger;
}

const storedOf = (title: SuggestedTitle): StoredSuggestion => ({
  tmdbId: title.tmdbId,
  mediaType: title.mediaType,
  title: title.title,
  year: yearOf(title.releaseDate),
  posterPath: title.posterPath,
  genres: title.genres.map((genre) => genre.name),
  voteAverage: title.voteCount > 0 ? title.voteAverage : null,
  people: title.people,
});

/**
 * Keeps the suggestions of liked titles: when the library's version moved (a reaction, a rating, an import, a
 * media-server play…), forgets those of titles no longer liked, brings the affinities up to date, and fetches on
 * the shared paced pool the suggestions of liked titles that have none (or stale ones), then where the best ideas
 * stream (those not checked in the region for a day). A film database that fails
 * leaves what was stored; those titles are asked again at the next change, or RETRY_AFTER_MS later.
 */
export function createSuggestionsJob({
  service,
  suggest,
  watchProviders,
  affinities,
  pool,
  logger,
}: SuggestionsJobDeps) {
  let seenVersion: number | null = null;
  let running: Promise<void> | null = null;
  /** Rounds asked for, and the number asked for when the running round began: more runs it again. */
  let requested = 0;
  /** When the last round failed to fetch some suggestions (performance.now()); null when it did not. */
  let failedAt: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  /** Set when the server stops: a round asks nothing more (what is in flight ends), so that closing is quick. */
  let stopped = false;

  async function round(): Promise<void> {
    try {
      service.setAffinities(await affinities());
    } catch (error) {
      logger.warn({ error: errorText(error) }, 'recommendations: affinities not updated');
    }
    const failed = new Set<string>();
    let lastError: unknown;
    for (let due = service.due(BATCH, failed); due.length > 0 && suggest; due = service.due(BATCH, failed)) {
      if (stopped) return;
      await pool.run(due, async (source) => {
        if (stopped) return;
        try {
          const suggested = await suggest(source.mediaType, source.tmdbId);
          service.storeSuggestions(source, (suggested ?? []).map(storedOf));
        } catch (error) {
          failed.add(titleKey(source.mediaType, source.tmdbId));
          lastError = error;
        }
      });
    }
    if (watchProviders && !stopped) {
      await pool.run(service.offersDue(), async (title) => {
        if (stopped) return;
        try {
          service.storeOffers(title, await watchProviders(title.mediaType, title.tmdbId));
        } catch (error) {
          failed.add(titleKey(title.mediaType, title.tmdbId));
          lastError = error;
        }
      });
    }
    failedAt = failed.size > 0 ? performance.now() : null;
    if (failed.size > 0) {
      logger.warn(
        { titles: failed.size, error: errorText(lastError) },
        'recommendations: suggestions or offers not fetched; asked again at the next change or later',
      );
    }
  }

  function kick(): void {
    if (stopped) return;
    requested += 1;
    if (running) return;
    running = (async () => {
      let begun: number;
      do {
        begun = requested;
        await round();
      } while (requested !== begun);
    })()
      .catch((error: unknown) => {
        logger.warn({ error: errorText(error) }, 'recommendations: the suggestions job stopped');
      })
      .finally(() => {
        running = null;
      });
  }

  /**
   * Runs a round when the library's version moved since the last look (or at the first look), or when the last
   * round could not fetch everything RETRY_AFTER_MS ago.
   */
  function check(): void {
    const version = service.libraryVersion();
    const retry = failedAt !== null && performance.now() - failedAt >= RETRY_AFTER_MS;
    if (version === seenVersion && !retry) return;
    seenVersion = version;
    kick();
  }

  return {
    check,
    /** Looks now and then every WATCH_EVERY_MS. */
    start(): void {
      check();
      timer ??= setInterval(check, WATCH_EVERY_MS).unref();
    },
    stop(): void {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
    },
    /** Resolves when no round runs: for tests and a clean shutdown. */
    whenIdle: (): Promise<void> => running ?? Promise.resolve(),
  };
}

export type SuggestionsJob = ReturnType<typeof createSuggestionsJob>;
