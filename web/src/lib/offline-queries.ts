import type { Query } from '@tanstack/react-query';

/**
 * The answers kept for an offline start, by the first part of their query key (each resource's factory in
 * lib/api owns the key; offline-queries.test.ts checks these against them): the library and its season rollups,
 * title details, viewings, seasons, the household's settings, the recaps, Up Next and Coming Soon. Never the session check, searches,
 * trending or job progress, which are only worth having live.
 */
export const KEPT_QUERY_ROOTS: ReadonlySet<string> = new Set([
  '/api/library/cards',
  '/api/library/items',
  '/api/library',
  '/api/tmdb',
  '/api/watch-instances',
  '/api/seasons',
  '/api/settings',
  '/api/statistics',
  '/api/up-next',
  '/api/coming-soon',
]);

/**
 * Whether a query goes into the offline copy: one of those roots, with an answer. A query whose refetch failed still
 * holds its earlier answer, which is kept (lib/offline-copy-guard.ts stores it as that answer).
 */
export function isKeptQuery(
  query: Pick<Query, 'queryKey'> & { state: Pick<Query['state'], 'data'> },
): boolean {
  return query.state.data !== undefined && isKeptQueryKey(query.queryKey);
}

/** Whether a query's answers go into the offline copy at all (its key's first part is one of KEPT_QUERY_ROOTS). */
export function isKeptQueryKey(queryKey: Query['queryKey']): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && KEPT_QUERY_ROOTS.has(root);
}

/**
 * Whether an answer was fetched since the page opened, rather than only restored from the offline copy of an
 * earlier visit: a screen that keeps showing what it loaded when a refetch fails must not pass that copy off as
 * loaded (a library emptied since, a title added elsewhere). Offline, or with the server out of reach, queries wait
 * instead of failing (lib/query-client.ts).
 */
export const answeredThisVisit = (dataUpdatedAt: number): boolean => dataUpdatedAt >= performance.timeOrigin;
