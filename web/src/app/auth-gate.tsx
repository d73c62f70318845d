import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoginResponse } from '../../../domain/schemas/auth';
import { toast } from '../components/ui/use-toast';
import { onSessionLost } from '../lib/api-client';
import { forgetSession, useVerifiedSession } from '../lib/session';
import { UnlockScreen } from '../features/unlock/unlock-screen';
import { LoadingScreen } from './loading-screen';

// The app itself loads after the unlock screen, so a locked phone downloads only the PIN pad.
const AppShell = lazy(() => import('./shell/app-shell').then((module) => ({ default: module.AppShell })));

/** Unlock screen, loading screen or the app, from the session check. */
export function AuthGate() {
  const queryClient = useQueryClient();
  const session = useVerifiedSession();
  const [failedAttempts, setFailedAttempts] = useState(0);

  useEffect(() => onSessionLost(() => forgetSession(queryClient)), [queryClient]);

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
