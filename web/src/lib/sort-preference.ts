import { SORT_STORAGE_KEY } from '#domain/rules/constants';
import { defaultSortOption, sortOptions, type SortOption } from '#domain/rules/sort-options';
import { useStoredValue } from './stored-value';

export function useSortPreference(): [SortOption, (value: SortOption) => void] {
  return useStoredValue(SORT_STORAGE_KEY, sortOptions, defaultSortOption);
}
