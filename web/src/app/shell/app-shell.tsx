import { useState } from 'react';
import { OfflineBanner } from '../../components/offline-banner';
import { TooltipProvider } from '../../components/ui/tooltip';
import { DecideInvitation } from '../../features/decide/decide-invitation';
import { LiveSearchBox } from '../../features/search/live-search-box';
import { cn } from '../../lib/cn';
import { lazyComponent } from '../../lib/lazy-component';
import { useOpenTitle } from '../../lib/title-host';
import { useHouseholdTheme } from '../../lib/theme';
import { useIsMobile } from '../../lib/use-is-mobile';
import { AppRoutes } from '../routes';
import { TitleHostProvider } from '../title-host/title-host';
import { BottomNav } from './bottom-nav';
import { FailedAttemptsBanner, type FailedAttempts } from './failed-attempts-banner';
import { Sidebar } from './sidebar';
import { useSidebarState } from './sidebar-state';
import { useInactivityLogout } from './use-inactivity-logout';

// The sidebar's Trending box (Radix Tabs) is not needed for the first paint: its code loads, and it mounts, after.
const TrendingBox = lazyComponent(() =>
  import('../../features/trending/trending-box').then((m) => m.TrendingBox),
);

interface ShellProps {
  rememberDevice: boolean;
  failedAttempts: FailedAttempts;
  onDismissFailedAttempts: () => void;
}

/** The signed-in app: the title modals are hosted around every screen and the shell's own search. */
export function AppShell(props: ShellProps) {
  return (
    <TooltipProvider>
      <TitleHostProvider>
        <ShellLayout {...props} />
      </TitleHostProvider>
    </TooltipProvider>
  );
}

function ShellLayout({ rememberDevice, failedAttempts, onDismissFailedAttempts }: ShellProps) {
  const isMobile = useIsMobile();
  useHouseholdTheme();
  const sidebar = useSidebarState(isMobile);
  const openTitle = useOpenTitle();
  const [mobileSearch, setMobileSearch] = useState(false);
  // A remembered device stays signed in for its 30 days; the idle sign-out guards shared, unremembered ones.
  useInactivityLogout(!rememberDevice);

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-popover focus:px-4 focus:py-3 focus:text-sm focus:font-medium focus:text-popover-foreground focus:shadow-2xl"
      >
        Skip to main content
      </a>
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
        <OfflineBanner />
        <FailedAttemptsBanner attempts={failedAttempts} onDismiss={onDismissFailedAttempts} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <AppRoutes />
        </main>
      </div>
      <DecideInvitation />
      {isMobile && <BottomNav onSearch={() => setMobileSearch(true)} />}
      {isMobile && mobileSearch && (
        <LiveSearchBox
          variant="fullscreen"
          onClose={() => setMobileSearch(false)}
          onSelect={(result) => {
            setMobileSearch(false);
            openTitle(result);
          }}
        />
      )}
    </div>
  );
}
