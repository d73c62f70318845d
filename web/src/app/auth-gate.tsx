import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LoginResponse } from '#domain/schemas/auth';
import { DomView } from '../components/dom-view';
import { toast } from '../lib/use-toast';
import { mountUnlockScreen } from '../features/unlock/unlock-screen';
import { acceptUnlock, useVerifiedSession } from '../lib/session';
import { mountLoadingScreen } from './loading-screen';
import { AppShell } from './shell/app-shell';
import { failedAttemptsOf, NO_FAILED_ATTEMPTS, type FailedAttempts } from './shell/failed-attempts-banner';

/** What an unlock does to the app: its session becomes the app's, and the household is welcomed back. */
export function welcomeBack(queryClient: QueryClient, response: LoginResponse): void {
  acceptUnlock(queryClient, response);
  toast({
    title: 'Welcome back!',
    description: 'Successfully unlocked your watchlist.',
    variant: 'success',
  });
}

/**
 * Unlock screen, loading screen or the app, from the session check. The unlock screen shows here once the app has
 * loaded (after a sign-out, an expired or a refused session); before, the boot module shows it without React.
 * `failedAttempts`: those the boot's unlock screen was told of, when it unlocked before the app loaded.
 */
export function AuthGate({ failedAttempts: failedBeforeStart }: { failedAttempts: FailedAttempts }) {
  const queryClient = useQueryClient();
  const session = useVerifiedSession();
  const [failedAttempts, setFailedAttempts] = useState<FailedAttempts>(failedBeforeStart);

  const mountUnlock = useCallback(
    (container: HTMLElement) =>
      mountUnlockScreen(container, {
        onUnlocked: (response) => {
          welcomeBack(queryClient, response);
          setFailedAttempts(failedAttemptsOf(response));
        },
      }),
    [queryClient],
  );

  if (session.isPending) return <DomView mount={mountLoadingScreen} />;
  if (!session.data) return <DomView mount={mountUnlock} />;
  return (
    <AppShell
      rememberDevice={session.data.rememberDevice}
      failedAttempts={failedAttempts}
      onDismissFailedAttempts={() => setFailedAttempts(NO_FAILED_ATTEMPTS)}
    />
  );
}
