import { queryOptions } from '@tanstack/react-query';
import type {
  RecommendationDismissalsResponse,
  RecommendationsResponse,
} from '#domain/schemas/recommendations';
import { apiRequest } from '../api-client';

const RECOMMENDATIONS_PATH = '/api/recommendations';
export const DISMISSALS_PATH = '/api/recommendations/dismissals';

/** Ideas for the two of us (titles not in the library), and the titles set aside with 'Not for us'. */
export const recommendationQueries = {
  /** Best first; invalidated with the library (invalidateLibrary): a title added leaves them, a like feeds them. */
  ideas: () =>
    queryOptions({
      queryKey: [RECOMMENDATIONS_PATH] as const,
      queryFn: () => apiRequest<RecommendationsResponse>('GET', RECOMMENDATIONS_PATH),
      retry: 1,
    }),
  dismissals: () =>
    queryOptions({
      queryKey: [DISMISSALS_PATH] as const,
      queryFn: () => apiRequest<RecommendationDismissalsResponse>('GET', DISMISSALS_PATH),
      retry: 1,
    }),
};
