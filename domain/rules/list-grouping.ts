import type { MediaType } from '../schemas/film';
import type { ItemStatus, LibraryItem } from '../schemas/library';
import type { Ownership } from '../schemas/people';
import { isOnOurServices } from './availability';
import { sortLibrary, type RandomSource, type SortableItem } from './library-sort';
import type { SortOption } from './sort-options';

export type StatusItem = Pick<LibraryItem, 'mediaType' | 'status' | 'seasonRollup'>;

/** A series with stored seasons takes its status from their rollup; everything else has its own. */
export function effectiveStatus(item: StatusItem): ItemStatus {
  if (item.mediaType === 'tv' && item.seasonRollup?.hasSeasons) return item.seasonRollup.overallStatus;
  return item.status;
}

export interface LibraryFilter {
  ownership: 'all' | Ownership;
  type: 'all' | MediaType;
  sort: SortOption;
  /** 'On our services': only the titles that stream on one of these; null or absent: no narrowing. */
  onServices?: readonly number[] | null;
  /** For the 'random' sort. */
  random?: RandomSource;
}

export type GroupedLibrary<T> = Record<ItemStatus, T[]>;

/** The filters of the home screen's sections (everything but the order). */
export type SectionFilter = Omit<LibraryFilter, 'sort' | 'random'>;

/**
 * The three sections of items already in order: filter by ownership, type and (optionally) our services, then
 * split by effective status, keeping the order. A filter changed on a sorted library costs one pass, no sort.
 */
export function groupSorted<T extends StatusItem & Pick<LibraryItem, 'ownership' | 'availability'>>(
  sorted: readonly T[],
  filter: SectionFilter,
): GroupedLibrary<T> {
  const groups: GroupedLibrary<T> = { to_watch: [], watching: [], watched: [] };
  const services = filter.onServices ?? null;
  for (const item of sorted) {
    if (filter.ownership !== 'all' && item.ownership !== filter.ownership) continue;
    if (filter.type !== 'all' && item.mediaType !== filter.type) continue;
    if (services !== null && !isOnOurServices(item.availability, services)) continue;
    groups[effectiveStatus(item)].push(item);
  }
  return groups;
}

/**
 * The home screen's three sections: sort, then filter by ownership, type and (optionally) our services, and split
 * by effective status.
 */
export function groupLibrary<
  T extends SortableItem & StatusItem & Pick<LibraryItem, 'ownership' | 'availability'>,
>(items: readonly T[], filter: LibraryFilter): GroupedLibrary<T> {
  return groupSorted(sortLibrary(items, filter.sort, filter.random), filter);
}
