import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Toaster } from '../components/ui/toaster';
import { OFFLINE_CACHE_MAX_AGE_MS, offlineCache } from '../lib/offline-cache';
import { isKeptQuery } from '../lib/offline-queries';
import { queryClient } from '../lib/query-client';
import { AuthGate } from './auth-gate';
import { UpdatePrompt } from './update-prompt';

const startedAt = Date.now();

/** What was restored from the offline copy is shown at once, and asked afresh as soon as there is a connection. */
function refreshRestored() {
  void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < startedAt });
}

export function App() {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister: offlineCache,
        maxAge: OFFLINE_CACHE_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: isKeptQuery },
      }}
      onSuccess={refreshRestored}
    >
      <AuthGate />
      <Toaster />
      <UpdatePrompt />
    </PersistQueryClientProvider>
  );
}
