import { ShieldAlertIcon, XIcon } from 'lucide-react';
import type { FailedAttemptsSince, LoginResponse } from '#domain/schemas/auth';
import { Button } from '../../components/ui/button';
import { failedAttemptsText } from './failed-attempts-text';

/** What an unlock said of the wrong PINs tried before it. */
export interface FailedAttempts {
  count: number;
  since: FailedAttemptsSince;
}

export const NO_FAILED_ATTEMPTS: FailedAttempts = { count: 0, since: 'your-last-visit' };

/** The failed attempts an unlock reported. */
export function failedAttemptsOf(response: LoginResponse): FailedAttempts {
  return { count: response.failedAttemptsSinceLastUnlock, since: response.failedAttemptsSince };
}

/** After an unlock, says how many wrong PINs were tried since the household's previous unlock. */
export function FailedAttemptsBanner({
  attempts: { count, since },
  onDismiss,
}: {
  attempts: FailedAttempts;
  onDismiss: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="alert"
      className="flex items-center gap-3 border-b border-amber-500/30 bg-amber-500/10 px-4 py-2 text-sm text-amber-900 dark:text-amber-100"
    >
      <ShieldAlertIcon className="size-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
      <p className="flex-1">{failedAttemptsText(count, since)}</p>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 md:size-8"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
