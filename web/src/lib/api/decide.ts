import { queryOptions } from '@tanstack/react-query';
import type { DecideSession } from '#domain/schemas/decide';
import { apiRequest } from '../api-client';

/** The open session or null, always 200 (/current answers 404 when none, which the browser logs on every poll). */
export const DECIDE_OPEN_PATH = '/api/decide/open';

/** How often every screen asks whether a session is open: an invitation shows within 2 s of the start. */
export const DECIDE_POLL_MS = 1500;

/** Decide together: the open session (null when none), shared by the invitation and the deck, kept by the stream. */
export const decideQueries = {
  current: () =>
    queryOptions({
      queryKey: [DECIDE_OPEN_PATH] as const,
      queryFn: async (): Promise<DecideSession | null> =>
        (await apiRequest<{ session: DecideSession | null }>('GET', DECIDE_OPEN_PATH)).session,
      // Asked again only while the page is visible (TanStack stops the interval in the background).
      refetchInterval: DECIDE_POLL_MS,
      staleTime: 0,
      retry: false,
    }),
};
