import type { Statistics, StatisticsTimeframe, StatisticsViewer } from '#domain/schemas/statistics';
import type { Clock } from './clock';
import type { Db } from './db/connection';
import { createDecideRepository } from './features/decide/repository';
import { createDecideService, type DecideDeps } from './features/decide/service';
import { createDecideStreams } from './features/decide/stream-hub';
import { createDecideTickets } from './features/decide/tickets';
import { createRecommendationsRepository } from './features/recommendations/repository';
import { createRecommendationsService } from './features/recommendations/service';
import { createSuggestionsJob, type SuggestionsJobLogger } from './features/recommendations/suggestions-job';
import type { FilmData } from './film-data/film-data';
import type { PacedPool } from './paced';

export interface TonightDeps {
  db: Db;
  clock: Clock;
  filmData: FilmData;
  /** The worker pool every background job reading the film database shares. */
  pool: PacedPool;
  logger: SuggestionsJobLogger;
  /** The household's region and streaming services (provider ids), as Settings keeps them. */
  settings: () => { region: string; services: readonly number[] };
  /** The recap, whose all-time genre and people affinities rank the ideas. */
  recap: (timeframe: StatisticsTimeframe, viewer: StatisticsViewer) => Promise<Statistics>;
  /** Our titles the random pick could draw, in its order (the library's `unwatchedTitles`). */
  titles: DecideDeps['titles'];
  /** Told of each Decide together session started (the invitation to the other person). */
  onDecideStarted?: DecideDeps['onStarted'];
}

/**
 * Deciding what to watch tonight: the ideas for the two of us and their background job (features/recommendations),
 * and Decide together, whose deck deals those ideas after our own titles (features/decide).
 */
export function createTonightFeatures({
  db,
  clock,
  filmData,
  pool,
  logger,
  settings,
  recap,
  titles,
  onDecideStarted,
}: TonightDeps) {
  const recommendations = createRecommendationsService({
    repository: createRecommendationsRepository(db),
    clock,
    details: (mediaType, tmdbId) => filmData.details(mediaType, tmdbId),
    region: () => settings().region,
    services: () => settings().services,
  });
  const suggestionsJob = createSuggestionsJob({
    service: recommendations,
    suggest: filmData.recommendations,
    watchProviders: filmData.watchProviders,
    affinities: async () => {
      const [person1, person2] = await Promise.all([
        recap('all-time', 'person1'),
        recap('all-time', 'person2'),
      ]);
      return {
        person1: { genres: person1.highlights.topGenres, people: person1.highlights.topPeople },
        person2: { genres: person2.highlights.topGenres, people: person2.highlights.topPeople },
      };
    },
    pool,
    logger,
  });
  const decideStreams = createDecideStreams();
  const decideTickets = createDecideTickets(clock);
  const decide = createDecideService({
    repository: createDecideRepository(db),
    clock,
    titles,
    ideas: () => recommendations.list().results,
    services: () => settings().services,
    events: decideStreams,
    onStarted: onDecideStarted,
  });
  return { recommendations, suggestionsJob, decide, decideStreams, decideTickets };
}
