import { offeredSortOptions } from '#domain/rules/sort-options';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useSortPreference } from '../../lib/sort-preference';

/** The sidebar's sort order (Radix Select). `defaultOpen`, `autoFocus`: as its stand-in was left (sort-select.tsx). */
export function SortMenu({
  id,
  defaultOpen,
  autoFocus,
}: {
  id: string;
  defaultOpen: boolean;
  autoFocus: boolean;
}) {
  const [sort, setSort] = useSortPreference();
  return (
    <Select value={sort} onValueChange={(value) => setSort(value as typeof sort)} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className="w-full" aria-label="Sort by" autoFocus={autoFocus}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {offeredSortOptions.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
