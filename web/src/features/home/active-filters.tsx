import { XIcon } from 'lucide-react';
import { defaultSortOption, offeredSortOptions } from '#domain/rules/sort-options';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { useOurServices } from '../../lib/our-services';
import { useSortPreference } from '../../lib/sort-preference';
import { ownershipOptions, typeOptions, useLibraryFilters } from './library-filters';

interface Chip {
  key: string;
  text: string;
  clear: () => void;
}

/**
 * Phones keep the filters in a sheet, so the ones in force (anything but the defaults) show under the header as
 * chips; a tap on one puts it back to its default.
 */
export function ActiveFilters({ labels }: { labels: OwnershipLabels }) {
  const filters = useLibraryFilters();
  const services = useOurServices();
  const [sort, setSort] = useSortPreference();
  const label = <T extends string>(options: readonly { value: T; label: string }[], value: T) =>
    options.find((option) => option.value === value)?.label ?? value;

  const chips: Chip[] = [
    ...(filters.ownership === 'all'
      ? []
      : [
          {
            key: 'ownership',
            text: `Owner: ${label(ownershipOptions(labels), filters.ownership)}`,
            clear: () => filters.setOwnership('all'),
          },
        ]),
    ...(filters.type === 'all'
      ? []
      : [
          {
            key: 'type',
            text: `Type: ${label(typeOptions, filters.type)}`,
            clear: () => filters.setType('all'),
          },
        ]),
    ...(filters.onServices && services.enabled && services.ids.length > 0
      ? [{ key: 'services', text: 'On our services', clear: () => filters.setOnServices(false) }]
      : []),
    ...(sort === defaultSortOption
      ? []
      : [
          {
            key: 'sort',
            text: `Sort: ${sort === 'random' ? 'Random' : label(offeredSortOptions, sort)}`,
            clear: () => setSort(defaultSortOption),
          },
        ]),
  ];
  if (chips.length === 0) return null;

  return (
    <div role="group" aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          aria-label={`Remove ${chip.text}`}
          onClick={chip.clear}
          className="flex min-h-11 items-center gap-1.5 rounded-full border border-primary/40 bg-primary/10 pl-4 pr-3 text-sm font-medium text-foreground transition-colors hover:bg-primary/20"
        >
          {chip.text}
          <XIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
