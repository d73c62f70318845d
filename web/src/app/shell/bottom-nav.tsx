import {
  BarChart3Icon,
  DicesIcon,
  HomeIcon,
  ListIcon,
  SearchIcon,
  SettingsIcon,
  SlidersHorizontalIcon,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { HOME_LONG_PRESS_MS } from '#domain/rules/constants';
import { Popover, PopoverAnchor, PopoverContent } from '../../components/ui/popover';
import { setFilterSheetOpen } from '../../features/home/filter-sheet-state';
import { cn } from '../../lib/cn';
import { useTitleHost } from '../../lib/title-host';
import { isActive } from './nav-items';

type HomeAction = 'filters' | 'random';

const itemClass =
  'flex h-full min-h-11 flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-muted-foreground transition-colors';

function NavLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  const [location] = useLocation();
  const active = isActive(href, location);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(itemClass, active && 'text-primary-ink')}
    >
      {icon}
      {label}
    </Link>
  );
}

/** Home: a short press goes home; a press of HOME_LONG_PRESS_MS opens Filters and Random. */
function HomeButton() {
  const [location, navigate] = useLocation();
  const host = useTitleHost();
  const [menuOpen, setMenuOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  /** Both act on the home screen: go there first, then open Home's filter sheet or the random pick. */
  const choose = (action: HomeAction) => {
    setMenuOpen(false);
    if (location !== '/') navigate('/');
    if (action === 'filters') setFilterSheetOpen(true);
    else host.openRandomPick();
  };

  return (
    <Popover open={menuOpen} onOpenChange={setMenuOpen}>
      <PopoverAnchor asChild>
        <button
          ref={button}
          type="button"
          aria-current={location === '/' ? 'page' : undefined}
          aria-haspopup="menu"
          className={cn(
            itemClass,
            'select-none [-webkit-touch-callout:none]',
            location === '/' && 'text-primary-ink',
          )}
          onPointerDown={() => {
            longPressed.current = false;
            cancel();
            timer.current = setTimeout(() => {
              longPressed.current = true;
              setMenuOpen(true);
            }, HOME_LONG_PRESS_MS);
          }}
          onPointerUp={cancel}
          onPointerLeave={cancel}
          onPointerCancel={cancel}
          onContextMenu={(event) => event.preventDefault()}
          onClick={() => {
            if (longPressed.current) {
              longPressed.current = false;
              return;
            }
            navigate('/');
          }}
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md">
            <HomeIcon className="size-5" aria-hidden="true" />
          </span>
          <span className="sr-only">Home</span>
        </button>
      </PopoverAnchor>
      <PopoverContent
        side="top"
        align="center"
        // Above a toast, which rises just over the bottom navigation too.
        className="z-[110] w-44 p-1"
        role="menu"
        aria-label="Home actions"
        // Lifting the finger that opened the menu focuses Home (the browser's touch-to-mouse emulation):
        // that focus is the same press, not a move away from the menu.
        onFocusOutside={(event) => {
          if (event.target instanceof Node && button.current?.contains(event.target)) event.preventDefault();
        }}
      >
        {(
          [
            ['filters', 'Filters', SlidersHorizontalIcon],
            ['random', 'Random', DicesIcon],
          ] as const
        ).map(([action, label, Icon]) => (
          <button
            key={action}
            type="button"
            role="menuitem"
            onClick={() => choose(action)}
            className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
          >
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            {label}
          </button>
        ))}
      </PopoverContent>
    </Popover>
  );
}

export function BottomNav({ onSearch }: { onSearch: () => void }) {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg"
    >
      <div className="flex h-16 items-stretch">
        <NavLink
          href="/settings"
          label="Settings"
          icon={<SettingsIcon className="size-5" aria-hidden="true" />}
        />
        <button
          type="button"
          onClick={onSearch}
          className={cn(itemClass, location === '/search' && 'text-primary-ink')}
        >
          <SearchIcon className="size-5" aria-hidden="true" />
          Search
        </button>
        <HomeButton />
        <NavLink href="/lists" label="Lists" icon={<ListIcon className="size-5" aria-hidden="true" />} />
        <NavLink
          href="/statistics"
          label="Stats"
          icon={<BarChart3Icon className="size-5" aria-hidden="true" />}
        />
      </div>
    </nav>
  );
}
