import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { applyUpdate } from '../lib/pwa';
import { usePwaState } from '../lib/use-pwa-state';

/** 'Update available — Reload': the new version takes over only on this click, and the page reloads with it. */
export function UpdatePrompt() {
  const { updateReady } = usePwaState();
  const [reloading, setReloading] = useState(false);
  if (!updateReady) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-sm items-center gap-3 rounded-xl border bg-popover py-2 pl-4 pr-2 text-popover-foreground shadow-2xl md:bottom-6 md:left-auto md:right-6 md:mx-0"
    >
      <RefreshCwIcon className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">Update available</p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void applyUpdate();
        }}
      >
        {reloading ? 'Reloading...' : 'Reload'}
      </Button>
    </div>
  );
}
