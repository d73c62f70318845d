import { queryOptions } from '@tanstack/react-query';
import type { DecideSession } from '#domain/schemas/decide';
import { ApiError, apiRequest } from '../api-client';

export const DECIDE_CURRENT_PATH = '/api/decide/current';

/** How often every screen asks whether a session is open: an invitation shows within 2 s of the start. */
export const DECIDE_POLL_MS = 1500;

/** Decide together: the open session (null when none), shared by the invitation and the deck, kept by the stream. */
export const decideQueries = {
  current: () =>
    queryOptions({
      queryKey: [DECIDE_CURRENT_PATH] as const,
      queryFn: async (): Promise<DecideSession | null> => {
        try {
          return await apiRequest<DecideSession>('GET', DECIDE_CURRENT_PATH);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      // Asked again only while the page is visible (TanStack stops the interval in the background).
      refetchInterval: DECIDE_POLL_MS,
      staleTime: 0,
      retry: false,
    }),
};
