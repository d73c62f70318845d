import { offeredSortOptions } from '../../../../domain/rules/sort-options';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useSortPreference } from '../../lib/sort-preference';

export function SortSelect({ id }: { id: string }) {
  const [sort, setSort] = useSortPreference();
  return (
    <Select value={sort} onValueChange={(value) => setSort(value as typeof sort)}>
      <SelectTrigger id={id} className="w-full" aria-label="Sort by">
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
