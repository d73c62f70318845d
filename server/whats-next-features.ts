import type { Clock } from './clock';
import type { Db } from './db/connection';
import { createDailyAiringCheck } from './features/airing/daily-check';
import { createAiringRepository } from './features/airing/repository';
import { createAiringService, type AiringLibrary, type AiringLogger } from './features/airing/service';
import { createCalendarReadRepository } from './features/calendar/read-repository';
import { createCalendarRepository } from './features/calendar/repository';
import { createCalendarService } from './features/calendar/service';
import type { FilmData } from './film-data/film-data';
import type { PacedPool } from './paced';

export interface WhatsNextDeps {
  db: Db;
  filmData: FilmData;
  library: AiringLibrary;
  clock: Clock;
  logger: AiringLogger;
  /** The worker pool every background job reading the film database shares. */
  pool: PacedPool;
  /** Told after each run of the daily airing check. */
  afterAiringCheck?: () => void;
}

/**
 * What's next in the household's series: the airing facts and their daily check (features/airing), and Up Next,
 * Coming Soon and the calendar feed (features/calendar), each wired repository → service.
 */
export function createWhatsNextFeatures({
  db,
  filmData,
  library,
  clock,
  logger,
  pool,
  afterAiringCheck,
}: WhatsNextDeps) {
  const airingRepository = createAiringRepository(db);
  const airing = createAiringService({ repository: airingRepository, library, filmData, clock, logger });
  const airingCheck = createDailyAiringCheck({
    repository: airingRepository,
    // The daily check spares the ratings source's daily calls: ratings wait for Refresh Metadata.
    refreshTitle: (id) => airing.refreshTitle(id, { ratings: false }),
    knowsAiring: airing.knowsAiring,
    pool,
    clock,
    logger,
    afterRun: afterAiringCheck,
  });
  const calendar = createCalendarService({
    repository: createCalendarRepository(db),
    reads: createCalendarReadRepository(db),
    clock,
  });
  return { airing, airingCheck, calendar };
}
