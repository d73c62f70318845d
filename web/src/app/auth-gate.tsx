import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LoginResponse } from '../../../domain/schemas/auth';
import { toast } from '../components/ui/use-toast';
import { onSessionLost } from '../lib/api-client';
import { readAuthToken } from '../lib/auth-token';
import { libraryQueries } from '../lib/api/library';
import { forgetSession, useVerifiedSession } from '../lib/session';
import { UnlockScreen } from '../features/unlock/unlock-screen';
import { LoadingScreen } from './loading-screen';
import type { FailedAttempts } from './shell/failed-attempts-banner';

// The app itself loads after the unlock screen, so a locked phone downloads only the PIN pad.
const loadShell = () => import('./shell/app-shell');
const NO_FAILED_ATTEMPTS: FailedAttempts = { count: 0, since: 'your-last-visit' };
type AppShellComponent = Awaited<ReturnType<typeof loadShell>>['AppShell'];

/**
 * The app shell once its chunk is loaded. Held as state rather than through React.lazy and Suspense: React holds a
 * Suspense boundary's content back until 300 ms after its fallback appeared, which kept a reloaded home screen
 * blank for ~250 ms after its data had arrived.
 */
function useAppShell(wanted: boolean): AppShellComponent | null {
  const [shell, setShell] = useState<{ AppShell: AppShellComponent } | null>(null);
  useEffect(() => {
    if (!wanted || shell) return;
    let current = true;
    void loadShell().then((module) => {
      if (current) setShell({ AppShell: module.AppShell });
    });
    return () => {
      current = false;
    };
  }, [wanted, shell]);
  return shell?.AppShell ?? null;
}

/** Unlock screen, loading screen or the app, from the session check. */
export function AuthGate() {
  const queryClient = useQueryClient();
  const session = useVerifiedSession();
  const [failedAttempts, setFailedAttempts] = useState<FailedAttempts>(NO_FAILED_ATTEMPTS);

  useEffect(() => onSessionLost(() => forgetSession(queryClient)), [queryClient]);

  // A device that holds a token is most likely still signed in: fetch the app and the library while the session
  // check runs, instead of one after the other.
  const [hadToken] = useState(() => readAuthToken() !== null);
  useEffect(() => {
    if (!hadToken) return;
    void queryClient.query({ ...libraryQueries.cards(), retry: false }).catch(() => undefined);
  }, [hadToken, queryClient]);

  const onUnlocked = (response: LoginResponse) => {
    setFailedAttempts({ count: response.failedAttemptsSinceLastUnlock, since: response.failedAttemptsSince });
    toast({
      title: 'Welcome back!',
      description: 'Successfully unlocked your watchlist.',
      variant: 'success',
    });
  };

  const AppShell = useAppShell(hadToken || Boolean(session.data));

  if (session.isPending) return <LoadingScreen />;
  if (!session.data) return <UnlockScreen onUnlocked={onUnlocked} />;
  if (!AppShell) return <LoadingScreen />;
  return (
    // eslint-disable-next-line react-hooks/static-components -- a module's export: one identity for the app's life
    <AppShell
      rememberDevice={session.data.rememberDevice}
      failedAttempts={failedAttempts}
      onDismissFailedAttempts={() => setFailedAttempts(NO_FAILED_ATTEMPTS)}
    />
  );
}
