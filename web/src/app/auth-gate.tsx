import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoginResponse } from '../../../domain/schemas/auth';
import { toast } from '../components/ui/use-toast';
import { onSessionLost } from '../lib/api-client';
import { readAuthToken } from '../lib/auth-token';
import { libraryQueryKey } from '../lib/library';
import { forgetSession, useVerifiedSession } from '../lib/session';
import { UnlockScreen } from '../features/unlock/unlock-screen';
import { LoadingScreen } from './loading-screen';

// The app itself loads after the unlock screen, so a locked phone downloads only the PIN pad.
const loadShell = () => import('./shell/app-shell');
const AppShell = lazy(() => loadShell().then((module) => ({ default: module.AppShell })));

/** Unlock screen, loading screen or the app, from the session check. */
export function AuthGate() {
  const queryClient = useQueryClient();
  const session = useVerifiedSession();
  const [failedAttempts, setFailedAttempts] = useState(0);

  useEffect(() => onSessionLost(() => forgetSession(queryClient)), [queryClient]);

  // A device that holds a token is most likely still signed in: fetch the app and the library while the session
  // check runs, instead of one after the other.
  const [hadToken] = useState(() => readAuthToken() !== null);
  useEffect(() => {
    if (!hadToken) return;
    void loadShell();
    void queryClient.query({ queryKey: libraryQueryKey, staleTime: 30_000 }).catch(() => undefined);
  }, [hadToken, queryClient]);

  const onUnlocked = (response: LoginResponse) => {
    setFailedAttempts(response.failedAttemptsSinceLastUnlock);
    toast({
      title: 'Welcome back!',
      description: 'Successfully unlocked your watchlist.',
      variant: 'success',
    });
  };

  if (session.isPending) return <LoadingScreen />;
  if (!session.data) return <UnlockScreen onUnlocked={onUnlocked} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppShell
        rememberDevice={session.data.rememberDevice}
        failedAttempts={failedAttempts}
        onDismissFailedAttempts={() => setFailedAttempts(0)}
      />
    </Suspense>
  );
}
