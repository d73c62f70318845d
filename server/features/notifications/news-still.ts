import { newsSince } from '#domain/rules/notification-news';
import type { News, StillNews } from './news';
import type { NewsRepository } from './news-repository';

export interface StillNewsDeps {
  repository: Pick<NewsRepository, 'watchedSince' | 'dayWatched' | 'seasonStarted' | 'decideClosed'>;
  /** The household's time zone (household-day.ts `householdZone`). */
  zone: () => string;
}

/** The parts of a key after its topic: `new-episode:1399:2026-11-28` → ['1399', '2026-11-28']. */
const keyParts = (news: News) => news.key.split(':').slice(1);

/**
 * Whether a piece of news is still news for a person's device (viewer) or, viewer null, for the notifiers: not when
 * that person (for the notifiers: both of us) watched it since the news was made — a viewing or a media-server play
 * of the title; the season progress, which the two of us share, counts for both. An invitation is news until its
 * session is closed; the digest always is.
 */
export function createStillNews({ repository, zone }: StillNewsDeps): StillNews {
  return (news, viewer) => {
    if (news.topic === 'decide') return !repository.decideClosed(keyParts(news)[0] ?? '');
    if (news.topic === 'weekly-digest' || news.tmdbId === null || news.mediaType === null) return true;
    const [, detail] = keyParts(news);
    if (news.topic === 'new-episode' && detail !== undefined && repository.dayWatched(news.tmdbId, detail)) {
      return false;
    }
    if (news.topic === 'new-season' && repository.seasonStarted(news.tmdbId, Number(detail))) return false;
    const since = new Date(newsSince(news, zone())).toISOString();
    const watched = repository.watchedSince(news.mediaType, news.tmdbId, since);
    if (viewer === null) return !(watched.has('person1') && watched.has('person2'));
    return !watched.has(viewer);
  };
}
