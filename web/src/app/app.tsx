import { useToast } from '../lib/use-toast';
import { lazyComponent } from '../lib/lazy-component';
import { OFFLINE_CACHE_MAX_AGE_MS, offlineCache } from '../lib/offline-cache';
import { isKeptQuery } from '../lib/offline-queries';
import { queryClient } from '../lib/query-client';
import { useOnceTrue } from '../lib/use-once-true';
import { AuthGate } from './auth-gate';
import { OfflineCopyProvider } from './offline-copy-provider';
import type { FailedAttempts } from './shell/failed-attempts-banner';
import { UpdatePrompt } from './update-prompt';

// The toasts' code (Radix Toast) loads with the first toast: a reloaded screen shows none before its first paint.
const Toaster = lazyComponent(() => import('../components/ui/toaster').then((m) => m.Toaster));

function Toasts() {
  const { toasts } = useToast();
  return useOnceTrue(toasts.length > 0) ? <Toaster /> : null;
}

const startedAt = Date.now();

/**
 * What was restored from the offline copy is shown at once, and asked afresh as soon as there is a connection. A
 * request already under way (the boot's early ones) is its fresh answer: it is not cancelled and sent again.
 */
function refreshRestored() {
  void queryClient.invalidateQueries(
    { predicate: (query) => query.state.dataUpdatedAt < startedAt },
    { cancelRefetch: false },
  );
}

/**
 * `libraryAnswered`: the start took the library's answer before the first render (app/start.tsx), so the offline
 * copy only fills in what this visit has not asked for yet.
 */
export function App({
  failedAttempts,
  libraryAnswered,
}: {
  failedAttempts: FailedAttempts;
  libraryAnswered: boolean;
}) {
  return (
    <OfflineCopyProvider
      client={queryClient}
      persistOptions={{
        persister: offlineCache,
        maxAge: OFFLINE_CACHE_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: isKeptQuery },
      }}
      onRestored={refreshRestored}
      restoreWhenIdle={libraryAnswered}
    >
      <AuthGate failedAttempts={failedAttempts} />
      <Toasts />
      <UpdatePrompt />
    </OfflineCopyProvider>
  );
}
