import { PanelLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { lazyComponent } from '../../lib/lazy-component';
import { useOnceTrue } from '../../lib/use-once-true';
import { SidebarBody } from './sidebar-body';

// The phone's sheet (Radix Dialog) loads when it first opens.
const SidebarDrawer = lazyComponent(() => import('./sidebar-drawer').then((m) => m.SidebarDrawer));

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
  const drawerUsed = useOnceTrue(isMobile && open);
  if (isMobile) {
    return drawerUsed ? <SidebarDrawer open={open} onOpenChange={onOpenChange} extra={extra} /> : null;
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
