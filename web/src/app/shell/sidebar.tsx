import * as DialogPrimitive from '@radix-ui/react-dialog';
import { FilmIcon, PanelLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { isActive, sidebarItems } from './nav-items';
import { SortSelect } from './sort-select';

function SidebarBody({
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

/** Desktop: a fixed column of 16rem (3rem collapsed). Mobile: a sheet of 18rem over the page. */
export function Sidebar({
  open,
  onOpenChange,
  isMobile,
  extra,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isMobile: boolean;
  extra?: ReactNode;
}) {
  if (isMobile) {
    return (
      <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60 data-[state=open]:animate-fade-in" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-[18rem] border-r border-sidebar-border bg-sidebar text-sidebar-foreground shadow-2xl"
          >
            <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
            <SidebarBody collapsed={false} extra={extra} onNavigate={() => onOpenChange(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }
  return (
    <aside
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'fixed inset-y-0 left-0 z-30 flex flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200',
        open ? 'w-[16rem]' : 'w-[3rem]',
      )}
    >
      <div className="min-h-0 flex-1">
        <SidebarBody collapsed={!open} extra={extra} />
      </div>
      <div className={cn('border-t border-sidebar-border p-2', !open && 'px-0.5')}>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 md:size-9"
              aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
              onClick={() => onOpenChange(!open)}
            >
              <PanelLeftIcon aria-hidden="true" />
            </Button>
          </TooltipTrigger>
          <TooltipContent side="right">Toggle sidebar (Ctrl+B)</TooltipContent>
        </Tooltip>
      </div>
    </aside>
  );
}
