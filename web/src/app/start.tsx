import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LoginResponse } from '../../../domain/schemas/auth';
import { queryClient } from '../lib/query-client';
import { App } from './app';
import { welcomeBack } from './auth-gate';
import { failedAttemptsOf, NO_FAILED_ATTEMPTS } from './shell/failed-attempts-banner';

/**
 * Starts the React app in `root` (the boot module loads this chunk). `unlocked`: the answer of the unlock the boot's
 * plain unlock screen has just made, or null on a device that already held a session.
 */
export function startApp(root: HTMLElement, unlocked: LoginResponse | null): void {
  if (unlocked) welcomeBack(queryClient, unlocked);
  createRoot(root).render(
    <StrictMode>
      <App failedAttempts={unlocked ? failedAttemptsOf(unlocked) : NO_FAILED_ATTEMPTS} />
    </StrictMode>,
  );
}
