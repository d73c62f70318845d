import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchType } from '#domain/schemas/film';
import { searchQueries } from '../../lib/api/search';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Typing pauses this long before a search is sent, so a typed word costs one or two calls. */
const TYPING_PAUSE_MS = 300;

/**
 * The live search box: library-aware results, only for a non-empty query.
 *
 * While the typing pause runs or the search is on its way, `data` still holds the previous query's results (so the
 * list does not collapse on every key): `current` says whether they are the results of the text as it is now, and
 * `searching` whether an answer for that text is still to come.
 */
export function useCombinedSearch(query: string) {
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, TYPING_PAUSE_MS);
  const result = useQuery({ ...searchQueries.combined(debounced), placeholderData: keepPreviousData });
  const settled = debounced === trimmed;
  const current = settled && result.data !== undefined && !result.isPlaceholderData;
  const searching = trimmed !== '' && !current && !(settled && result.isError);
  return { ...result, current, searching, query: debounced };
}

/** The search page: a search by type. */
export function useTitleSearch(query: string, type: SearchType) {
  return useQuery(searchQueries.byType(query.trim(), type));
}
