import { ChevronDownIcon } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { offeredSortOptions } from '#domain/rules/sort-options';
import { selectTriggerClass } from '../../components/ui/select-trigger-style';
import { useSortPreference } from '../../lib/sort-preference';

// The menu's code (Radix Select, ~15 KB gzip) is not part of the first screen: it loads when the pointer comes over
// the select, when it takes the focus, or at the first press, which then opens it.
const loadMenu = () => import('./sort-menu');
type Menu = Awaited<ReturnType<typeof loadMenu>>['SortMenu'];

const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/** The sidebar's sort order: a stand-in that looks and reads as the select until the select's code has loaded. */
export function SortSelect({ id }: { id: string }) {
  const [sort] = useSortPreference();
  const [menu, setMenu] = useState<{ Menu: Menu; open: boolean; focused: boolean } | null>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);

  if (menu) return <menu.Menu id={id} defaultOpen={menu.open} autoFocus={menu.focused} />;

  const load = (press: boolean) => {
    pressed.current ||= press;
    void loadMenu().then(({ SortMenu }) =>
      setMenu(
        (loaded) =>
          loaded ?? {
            Menu: SortMenu,
            open: pressed.current,
            focused: standIn.current !== null && document.activeElement === standIn.current,
          },
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    load(true);
  };

  return (
    <button
      ref={standIn}
      type="button"
      id={id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label="Sort by"
      className={selectTriggerClass}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onPointerDown={() => load(true)}
      onKeyDown={onKeyDown}
    >
      <span>{offeredSortOptions.find((option) => option.value === sort)?.label}</span>
      <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}
