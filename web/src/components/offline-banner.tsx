import { CloudOffIcon, RotateCwIcon, ServerOffIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { probeServer } from '../lib/reach-probe';
import { useConnection } from '../lib/use-online';
import { OFFLINE_WRITE_REASON } from '../lib/write-guard';
import { Button } from './ui/button';

const UNREACHABLE_NOTICE = "Can't reach your Watchlist server — showing what this device last loaded";

const bar =
  'sticky top-0 z-30 flex items-center justify-center gap-2 border-b border-border bg-muted/95 px-4 text-sm font-medium text-foreground backdrop-blur supports-[backdrop-filter]:bg-muted/80';

/**
 * While the app cannot ask its server: what the household sees is what this device last loaded, and changes wait.
 * Offline, until the browser is online again; out of reach, until the server answers (the app asks it again by
 * itself, lib/reach-probe.ts, or now with 'Retry').
 */
export function OfflineBanner() {
  const connection = useConnection();
  const [retrying, setRetrying] = useState(false);
  if (connection === 'online') return null;
  if (connection === 'offline') {
    return (
      <div role="status" className={cn(bar, 'py-2')}>
        <CloudOffIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p>{OFFLINE_WRITE_REASON}</p>
      </div>
    );
  }
  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    void probeServer().finally(() => setRetrying(false));
  };
  return (
    <div role="status" className={cn(bar, 'gap-3 py-1.5')}>
      {/* On a phone the notice takes the width (two lines, not three) */}
      <ServerOffIcon className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
      <p className="min-w-0 text-balance">{UNREACHABLE_NOTICE}</p>
      <Button
        variant="ghost"
        size="sm"
        onClick={retry}
        aria-busy={retrying}
        className="gap-1.5 text-primary-ink md:h-8"
      >
        <RotateCwIcon className={cn(retrying && 'motion-safe:animate-spin')} aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
