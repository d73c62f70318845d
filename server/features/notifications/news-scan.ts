import { dueNews, newsDays } from '#domain/rules/notification-news';
import type { Clock } from '../../clock';
import type { NewsSink } from './news';
import type { NewsRepository } from './news-repository';

export interface NewsScanDeps {
  repository: Pick<NewsRepository, 'titles' | 'arrivals'>;
  sink: NewsSink;
  clock: Clock;
  /** Our streaming services (provider ids), as Settings keeps them. */
  services: () => readonly number[];
  /** The household's time zone (household-day.ts `householdZone`). */
  zone: () => string;
}

/**
 * The news scan: reads the stored facts, works out the news due now (domain/rules/notification-news.ts) and hands it
 * to the queue, which keeps each key once. A few indexed reads: cheap enough to run after every check and each
 * minute.
 */
export function createNewsScan({ repository, sink, clock, services, zone }: NewsScanDeps) {
  return {
    /** Scans now; answers how many pieces of news were new to the queue. */
    run(): number {
      const now = clock.now().getTime();
      const household = zone();
      const facts = {
        titles: repository.titles(newsDays(now, household)),
        arrivals: repository.arrivals(),
        services: services(),
      };
      const news = dueNews(facts, now, household);
      return news.length === 0 ? 0 : sink.enqueue(news);
    },
  };
}
