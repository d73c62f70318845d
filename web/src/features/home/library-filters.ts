import { SERVICES_FILTER_STORAGE_KEY } from '#domain/rules/constants';
import type { OwnershipFilter } from '#domain/schemas/library';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { useStoredValue } from '../../lib/stored-value';

export type TypeFilter = 'all' | 'movie' | 'tv';

const ownershipFilters = [
  'all',
  'together',
  'person1',
  'person2',
] as const satisfies readonly OwnershipFilter[];
const typeFilters = ['all', 'movie', 'tv'] as const satisfies readonly TypeFilter[];
const servicesFilters = ['all', 'ours'] as const;

/** The home screen's chips, kept on the device so they survive a reload. */
export function useLibraryFilters() {
  const [ownership, setOwnership] = useStoredValue<OwnershipFilter>(
    'watchlist-ownership-filter',
    ownershipFilters,
    'all',
  );
  const [type, setType] = useStoredValue<TypeFilter>('watchlist-type-filter', typeFilters, 'all');
  const [services, setServices] = useStoredValue(SERVICES_FILTER_STORAGE_KEY, servicesFilters, 'all');
  const onServices = services === 'ours';
  const setOnServices = (on: boolean) => setServices(on ? 'ours' : 'all');
  const clear = () => {
    setOwnership('all');
    setType('all');
    setOnServices(false);
  };
  return { ownership, setOwnership, type, setType, onServices, setOnServices, clear };
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
