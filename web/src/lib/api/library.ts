import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { LIBRARY_CACHE_MS, SEASON_ROLLUP_CACHE_MS } from '#domain/rules/constants';
import { fromColumns, type Columns } from '#domain/rules/columns';
import type { EveningConstraints } from '#domain/rules/evening-constraints';
import type { LibraryCard, LibraryItem, SeasonRollup } from '#domain/schemas/library';
import type { Ownership } from '#domain/schemas/people';
import { ApiError, apiRequest } from '../api-client';
import { LIBRARY_CARDS_PATH } from '../first-requests';
import { calendarQueries } from './calendar';
import { recommendationQueries } from './recommendations';
import { seasonQueries } from './seasons';
import { statisticsQueries } from './statistics';
import { viewingQueries } from './viewings';

const LIBRARY_PATH = '/api/library';

/** The library's queries; every one of their keys starts with a path under /api/library. */
export const libraryQueries = {
  /**
   * Every title's card: the home screen filters, sorts and groups them on the device, the lists and the title
   * screens find a title in them. Sent as columns, handed out as cards.
   */
  cards: () =>
    queryOptions({
      queryKey: [LIBRARY_CARDS_PATH] as const,
      queryFn: async () => fromColumns(await apiRequest<Columns<LibraryCard>>('GET', LIBRARY_CARDS_PATH)),
      staleTime: LIBRARY_CACHE_MS,
      retry: 1,
    }),
  /** One whole item (overview, credits, every rating…): the details of a title when it is opened. */
  item: (itemId: number) =>
    queryOptions({
      queryKey: [`${LIBRARY_PATH}/items`, itemId] as const,
      queryFn: () => apiRequest<LibraryItem>('GET', `${LIBRARY_PATH}/items/${itemId}`),
      staleTime: LIBRARY_CACHE_MS,
    }),
  seasonRollup: (itemId: number) =>
    queryOptions({
      queryKey: [LIBRARY_PATH, itemId, 'season-rollup'] as const,
      queryFn: () => apiRequest<SeasonRollup>('GET', `${LIBRARY_PATH}/${itemId}/season-rollup`),
      staleTime: SEASON_ROLLUP_CACHE_MS,
      retry: (failures: number, error: Error) =>
        failures < 2 && !(error instanceof ApiError && error.status === 401),
    }),
  isLibraryKey: (queryKey: QueryKey) =>
    typeof queryKey[0] === 'string' && queryKey[0].startsWith(LIBRARY_PATH),
};

export function useLibraryCards() {
  return useQuery(libraryQueries.cards());
}

/**
 * Tonight's pick within the evening's constraints; `exclude`: the titles just shown, so a reroll shows another one
 * while there is another. A 404 says which constraint (if any) left nothing (RandomPickEmpty).
 */
export function fetchRandomPick(
  ownership: Ownership | 'all',
  evening: EveningConstraints,
  exclude: readonly number[] = [],
) {
  const query = new URLSearchParams();
  if (exclude.length > 0) query.set('exclude', exclude.join(','));
  if (evening.onServices) query.set('onServices', 'true');
  if (evening.time !== 'any') query.set('time', evening.time);
  if (evening.kind !== 'all') query.set('kind', evening.kind);
  if (evening.genre !== null) query.set('genre', evening.genre);
  const search = query.toString() === '' ? '' : `?${query.toString()}`;
  return apiRequest<{ item: LibraryItem }>('GET', `${LIBRARY_PATH}/random/${ownership}${search}`);
}

/**
 * After any library, viewing or season change: every library query and recap, Up Next and Coming Soon, the ideas
 * for the two of us, and the item's viewings and seasons.
 */
export async function invalidateLibrary(queryClient: QueryClient, itemId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => libraryQueries.isLibraryKey(query.queryKey) }),
    queryClient.invalidateQueries({ predicate: (query) => calendarQueries.followsLibrary(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: recommendationQueries.ideas().queryKey }),
    queryClient.invalidateQueries({ queryKey: statisticsQueries.all }),
    itemId === undefined
      ? undefined
      : queryClient.invalidateQueries({ queryKey: viewingQueries.ofItem(itemId).queryKey }),
    itemId === undefined
      ? undefined
      : queryClient.invalidateQueries({ queryKey: seasonQueries.ofItem(itemId).queryKey }),
  ]);
}
