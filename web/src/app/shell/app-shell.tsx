import { useState } from 'react';
import { useLocation } from 'wouter';
import { TooltipProvider } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { requestHomeAction } from '../../lib/home-actions';
import { useIsMobile } from '../../lib/use-is-mobile';
import { LiveSearchBox } from '../../features/search/live-search-box';
import { TrendingBox } from '../../features/trending/trending-box';
import { AppRoutes } from '../routes';
import { BottomNav } from './bottom-nav';
import { FailedAttemptsBanner } from './failed-attempts-banner';
import { Sidebar } from './sidebar';
import { useSidebarState } from './sidebar-state';
import { useInactivityLogout } from './use-inactivity-logout';

export function AppShell({
  rememberDevice,
  failedAttempts,
  onDismissFailedAttempts,
}: {
  rememberDevice: boolean;
  failedAttempts: number;
  onDismissFailedAttempts: () => void;
}) {
  const isMobile = useIsMobile();
  const sidebar = useSidebarState(isMobile);
  const [, navigate] = useLocation();
  const [mobileSearch, setMobileSearch] = useState(false);
  // A remembered device stays signed in for its 30 days; the idle sign-out guards shared, unremembered ones.
  useInactivityLogout(!rememberDevice);

  return (
    <TooltipProvider>
      <div className="min-h-dvh bg-background text-foreground">
        <Sidebar
          open={sidebar.open}
          onOpenChange={sidebar.setOpen}
          isMobile={isMobile}
          extra={<TrendingBox />}
        />
        <div
          className={cn(
            'flex min-h-dvh flex-col transition-[padding] duration-200',
            isMobile
              ? 'pb-[calc(4rem+env(safe-area-inset-bottom))]'
              : sidebar.open
                ? 'pl-[16rem]'
                : 'pl-[3rem]',
          )}
        >
          <FailedAttemptsBanner count={failedAttempts} onDismiss={onDismissFailedAttempts} />
          <main className="flex-1">
            <AppRoutes />
          </main>
        </div>
        {isMobile && <BottomNav onSearch={() => setMobileSearch(true)} />}
        {isMobile && mobileSearch && (
          <LiveSearchBox
            variant="fullscreen"
            onClose={() => setMobileSearch(false)}
            onSelect={(result) => {
              setMobileSearch(false);
              navigate('/');
              requestHomeAction({ open: result });
            }}
          />
        )}
      </div>
    </TooltipProvider>
  );
}
