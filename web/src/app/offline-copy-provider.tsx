import {
  IsRestoringProvider,
  onlineManager,
  QueryClientProvider,
  type QueryClient,
} from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { browserIdle } from '../lib/browser-idle';
import { onOfflineCopyChange } from '../lib/offline-copy-subscribe';

/**
 * The query client, with the offline copy of the last visit restored into it and saved again as the cache changes
 * (as TanStack's PersistQueryClientProvider, but for when the screens wait). Offline, or with the server known to be
 * out of reach (lib/query-client.ts: TanStack's onlineManager is then offline), the screens wait for the copy: it is
 * all they will have. Online, they do not: whichever comes first, the copy or an answer, is shown (a restored
 * answer never replaces a newer one). `restoreWhenIdle`: the first screen's answers are already in (app/start.tsx),
 * so the copy, which then only fills in what this visit has not asked for, is read once the browser is idle, after
 * the first paint (reading, parsing and comparing it costs the main thread ~60–100 ms with 5,000 titles).
 * `onRestored` runs once the copy is in the cache (or there was none).
 */
export function OfflineCopyProvider({
  client,
  persistOptions,
  onRestored,
  restoreWhenIdle,
  children,
}: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onRestored: () => void;
  restoreWhenIdle: boolean;
  children: ReactNode;
}) {
  const [waitForCopy] = useState(() => !onlineManager.isOnline());
  const [restored, setRestored] = useState(false);
  const started = useRef(false);
  const [whenIdle] = useState(() => restoreWhenIdle && !waitForCopy);
  const latest = useRef({ persistOptions, onRestored });
  useEffect(() => {
    latest.current = { persistOptions, onRestored };
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (whenIdle ? browserIdle() : Promise.resolve())
      .then(() => persistQueryClientRestore({ ...latest.current.persistOptions, queryClient: client }))
      .then(() => latest.current.onRestored())
      .catch(() => undefined) // a copy that cannot be read is dropped (persistQueryClientRestore removes it)
      .finally(() => setRestored(true));
  }, [client, whenIdle]);

  // Saving starts once the copy is restored: until then, the cache would overwrite it with less. Online, this
  // visit's answers that came before are saved at once (saving otherwise waits for the cache's next change).
  useEffect(() => {
    if (!restored) return undefined;
    const options = { ...latest.current.persistOptions, queryClient: client };
    const save = () => void persistQueryClientSave(options).catch(() => undefined);
    if (!waitForCopy) save();
    return onOfflineCopyChange(client, save);
  }, [client, restored, waitForCopy]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={waitForCopy && !restored}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
