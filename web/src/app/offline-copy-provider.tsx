import {
  IsRestoringProvider,
  onlineManager,
  QueryClientProvider,
  type QueryClient,
} from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The query client, with the offline copy of the last visit restored into it and saved again as the cache changes
 * (as TanStack's PersistQueryClientProvider, but for when the screens wait). Offline, the screens wait for the copy:
 * it is all they will have. Online, they do not: the boot's early requests often answer before the copy is read and
 * parsed, and whichever comes first is shown (a restored answer never replaces a newer one). `onRestored` runs once
 * the copy is in the cache (or there was none).
 */
export function OfflineCopyProvider({
  client,
  persistOptions,
  onRestored,
  children,
}: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onRestored: () => void;
  children: ReactNode;
}) {
  const [waitForCopy] = useState(() => !onlineManager.isOnline());
  const [restored, setRestored] = useState(false);
  const started = useRef(false);
  const latest = useRef({ persistOptions, onRestored });
  useEffect(() => {
    latest.current = { persistOptions, onRestored };
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void persistQueryClientRestore({ ...latest.current.persistOptions, queryClient: client })
      .then(() => latest.current.onRestored())
      .catch(() => undefined) // a copy that cannot be read is dropped (persistQueryClientRestore removes it)
      .finally(() => setRestored(true));
  }, [client]);

  // Saving starts once the copy is restored: until then, the cache would overwrite it with less.
  useEffect(
    () =>
      restored
        ? persistQueryClientSubscribe({ ...latest.current.persistOptions, queryClient: client })
        : undefined,
    [client, restored],
  );

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={waitForCopy && !restored}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
