import { seasonsToRead } from '#domain/rules/series-airing';
import { dayInZone } from '#domain/rules/household-day';
import type { EpisodeAiring } from '#domain/schemas/film';
import type { Clock } from '../../clock';
import { errorText } from '../../error-text';
import type { FilmData } from '../../film-data/film-data';
import type { RefreshOutcome } from '../../refresh-outcome';
import type { AiringRepository } from './repository';

/** What the airing check needs of the library (its service fits). */
export interface AiringLibrary {
  /** Reads one title afresh and stores it, new seasons added as to watch and every status kept; never throws. */
  refreshOne(id: number, options: { ratings?: boolean }): Promise<RefreshOutcome>;
}

export interface AiringLogger {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

export interface AiringDeps {
  repository: AiringRepository;
  library: AiringLibrary;
  filmData: FilmData;
  clock: Clock;
  logger: AiringLogger;
}

/**
 * A title read afresh with its airing: the library's refresh (details, seasons), then, for a series, what the film
 * database says is airing (from the details the refresh has just cached) and the episodes of its seasons still to
 * air. A source that knows no airing (the offline catalog) leaves the facts unknown.
 */
export function createAiringService({ repository, library, filmData, clock, logger }: AiringDeps) {
  const seasonEpisodes = filmData.seasonEpisodes;

  async function readSeasons(tmdbId: number, seasonNumbers: readonly number[]) {
    const read = new Map<number, EpisodeAiring[]>();
    if (!seasonEpisodes) return read;
    for (const seasonNumber of seasonNumbers) {
      try {
        const episodes = await seasonEpisodes(tmdbId, seasonNumber, { fresh: true });
        if (episodes) read.set(seasonNumber, episodes);
      } catch (error) {
        logger.warn({ tmdbId, seasonNumber, error: errorText(error) }, 'episodes of a season unavailable');
      }
    }
    return read;
  }

  return {
    /** Whether the film data tells airing at all (TMDb does; the offline catalog does not). */
    knowsAiring: seasonEpisodes !== undefined,

    async refreshTitle(id: number, options: { ratings?: boolean } = {}): Promise<RefreshOutcome> {
      const outcome = await library.refreshOne(id, options);
      if (outcome !== 'refreshed' || !seasonEpisodes) return outcome;
      const title = repository.titleOf(id);
      if (title?.mediaType !== 'tv') return outcome;
      try {
        const details = await filmData.details('tv', title.tmdbId);
        if (!details?.airing) return outcome;
        const today = dayInZone(clock.now());
        const seasons = await readSeasons(
          title.tmdbId,
          seasonsToRead(details.airing, details.seasons, today),
        );
        repository.record(id, details.airing, seasons, clock.now().toISOString());
      } catch (error) {
        logger.warn({ libraryItemId: id, error: errorText(error) }, 'airing of a series unavailable');
      }
      return outcome;
    },
  };
}
