import { FilmIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Label } from '../../components/ui/label';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { isActive, sidebarItems } from './nav-items';
import { SortSelect } from './sort-select';

/** The sidebar's content: the app's name, the pages, the sort order and `extra` (collapsed: icons only). */
export function SidebarBody({
  collapsed,
  extra,
  onNavigate,
}: {
  collapsed: boolean;
  extra?: ReactNode;
  onNavigate?: () => void;
}) {
  const [location] = useLocation();
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto overflow-x-hidden px-2 py-4">
      <div className={cn('flex items-center gap-3 px-2', collapsed && 'justify-center px-0')}>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <FilmIcon className="size-4" aria-hidden="true" />
        </span>
        {!collapsed && <span className="text-lg font-semibold tracking-tight">Watchlist</span>}
      </div>

      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {sidebarItems.map((item) => {
            const active = isActive(item.href, location);
            const link = (
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground/80 transition-colors',
                  'hover:bg-accent hover:text-accent-foreground',
                  active && 'bg-accent text-foreground',
                  collapsed && 'justify-center px-0',
                )}
              >
                <item.icon
                  className={cn('size-4 shrink-0', active && 'text-primary-ink')}
                  aria-hidden="true"
                />
                {collapsed ? <span className="sr-only">{item.label}</span> : item.label}
              </Link>
            );
            return (
              <li key={item.href}>
                {collapsed ? (
                  <Tooltip>
                    <TooltipTrigger asChild>{link}</TooltipTrigger>
                    <TooltipContent side="right">{item.label}</TooltipContent>
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      {!collapsed && (
        <div className="flex flex-col gap-2 px-2">
          <Label
            htmlFor="sidebar-sort"
            className="text-xs font-medium uppercase tracking-wider text-muted-foreground"
          >
            Sort by
          </Label>
          <SortSelect id="sidebar-sort" />
        </div>
      )}

      {!collapsed && extra}
    </div>
  );
}
