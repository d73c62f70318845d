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

/**
 * The home screen's three sections: filter by ownership, type and (optionally) our services, sort, then split by
 * effective status.
 */
export function groupLibrary<
  T extends SortableItem & StatusItem & Pick<LibraryItem, 'ownership' | 'availability'>,
>(items: readonly T[], filter: LibraryFilter): GroupedLibrary<T> {
  const groups: GroupedLibrary<T> = { to_watch: [], watching: [], watched: [] };
  const services = filter.onServices ?? null;
  const wanted = items.filter(
    (item) =>
      (filter.ownership === 'all' || item.ownership === filter.ownership) &&
      (filter.type === 'all' || item.mediaType === filter.type) &&
      (services === null || isOnOurServices(item.availability, services)),
  );
  for (const item of sortLibrary(wanted, filter.sort, filter.random))
    groups[effectiveStatus(item)].push(item);
  return groups;
}
