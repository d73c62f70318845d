export const sortOptions = [
  'alphabetical',
  'recently-added',
  'global-rating',
  'my-rating',
  'random',
] as const;
export type SortOption = (typeof sortOptions)[number];

export const defaultSortOption: SortOption = 'alphabetical';

/** The sidebar and the filter sheet offer these four; 'random' is reachable only from code. */
export const offeredSortOptions = [
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'global-rating', label: 'Global Rating' },
  { value: 'my-rating', label: 'My Rating' },
  { value: 'recently-added', label: 'Recently Added' },
] as const satisfies readonly { value: SortOption; label: string }[];
