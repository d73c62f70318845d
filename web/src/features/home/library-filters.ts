import type { OwnershipFilter } from '../../../../domain/schemas/library';
import type { OwnershipLabels } from '../../../../domain/schemas/settings';
import { useStoredValue } from '../../lib/stored-value';

export type TypeFilter = 'all' | 'movie' | 'tv';

const ownershipFilters = [
  'all',
  'together',
  'person1',
  'person2',
] as const satisfies readonly OwnershipFilter[];
const typeFilters = ['all', 'movie', 'tv'] as const satisfies readonly TypeFilter[];

/** The home screen's chips, kept on the device so they survive a reload. */
export function useLibraryFilters() {
  const [ownership, setOwnership] = useStoredValue<OwnershipFilter>(
    'watchlist-ownership-filter',
    ownershipFilters,
    'all',
  );
  const [type, setType] = useStoredValue<TypeFilter>('watchlist-type-filter', typeFilters, 'all');
  const clear = () => {
    setOwnership('all');
    setType('all');
  };
  return { ownership, setOwnership, type, setType, clear };
}

export function ownershipOptions(labels: OwnershipLabels): { value: OwnershipFilter; label: string }[] {
  return [
    { value: 'all', label: 'All' },
    { value: 'together', label: labels.together },
    { value: 'person1', label: labels.person1 },
    { value: 'person2', label: labels.person2 },
  ];
}

export const typeOptions: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'Series' },
];
