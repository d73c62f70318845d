import { CloudOffIcon } from 'lucide-react';
import { useOnline } from '../lib/use-online';
import { OFFLINE_WRITE_REASON } from '../lib/write-guard';

/** While the device is offline: what the household sees is what it last loaded, and changes wait. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-30 flex items-center justify-center gap-2 border-b border-border bg-muted/95 px-4 py-2 text-sm font-medium text-foreground backdrop-blur supports-[backdrop-filter]:bg-muted/80"
    >
      <CloudOffIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p>{OFFLINE_WRITE_REASON}</p>
    </div>
  );
}
