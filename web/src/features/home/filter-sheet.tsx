import { offeredSortOptions } from '#domain/rules/sort-options';
import type { OwnershipLabels } from '#domain/schemas/settings';
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
} from '../../components/ui/drawer';
import { useOurServices } from '../../lib/our-services';
import { useSortPreference } from '../../lib/sort-preference';
import { ChipGroup } from './chip-group';
import { ownershipOptions, typeOptions, useLibraryFilters } from './library-filters';
import { ServicesChip } from './services-chip';

/** Phones: ownership, type and sort in one bottom sheet. */
export function FilterSheet({
  open,
  onOpenChange,
  labels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: OwnershipLabels;
}) {
  const filters = useLibraryFilters();
  const services = useOurServices();
  const [sort, setSort] = useSortPreference();
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent>
        <DrawerHeader>
          <DrawerTitle>Filter &amp; Sort</DrawerTitle>
          <DrawerDescription>Customize your watchlist view</DrawerDescription>
        </DrawerHeader>
        <div className="flex flex-col gap-6 px-4 pb-8">
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">Ownership</h3>
            <ChipGroup
              label="Ownership"
              options={ownershipOptions(labels)}
              value={filters.ownership}
              onChange={filters.setOwnership}
            />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">Type</h3>
            <ChipGroup label="Type" options={typeOptions} value={filters.type} onChange={filters.setType} />
          </div>
          {services.enabled && (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">Streaming</h3>
              <div>
                <ServicesChip
                  services={services}
                  pressed={filters.onServices}
                  onChange={filters.setOnServices}
                />
              </div>
            </div>
          )}
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">Sort By</h3>
            <ChipGroup
              label="Sort By"
              options={offeredSortOptions.map((option) => ({ value: option.value, label: option.label }))}
              value={sort}
              onChange={setSort}
            />
          </div>
        </div>
      </DrawerContent>
    </Drawer>
  );
}
