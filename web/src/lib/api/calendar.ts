import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CalendarFeedStatus, ComingSoonResponse, UpNextResponse } from '#domain/schemas/calendar';
import { apiRequest } from '../api-client';
import { UP_NEXT_PATH } from '../first-requests';

const COMING_SOON_PATH = '/api/coming-soon';

/** What's next in the household's series: Up Next (home), Coming Soon (lists), whether the calendar feed has a link. */
export const calendarQueries = {
  upNext: () =>
    queryOptions({
      queryKey: [UP_NEXT_PATH] as const,
      queryFn: () => apiRequest<UpNextResponse>('GET', UP_NEXT_PATH),
    }),
  comingSoon: () =>
    queryOptions({
      queryKey: [COMING_SOON_PATH] as const,
      queryFn: () => apiRequest<ComingSoonResponse>('GET', COMING_SOON_PATH),
    }),
  feed: () =>
    queryOptions({
      queryKey: ['/api/calendar/feed'] as const,
      queryFn: () => apiRequest<CalendarFeedStatus>('GET', '/api/calendar/feed'),
    }),
  /** Up Next and Coming Soon: whatever changes the library changes them. */
  followsLibrary: (queryKey: QueryKey) => queryKey[0] === UP_NEXT_PATH || queryKey[0] === COMING_SOON_PATH,
};
