import { ShieldAlertIcon, XIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** After an unlock, says how many wrong PINs were tried since the household's previous unlock. */
export function FailedAttemptsBanner({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  if (count === 0) return null;
  return (
    <div
      role="alert"
      className="flex items-center gap-3 border-b border-amber-500/30 bg-amber-500/10 px-4 py-2 text-sm text-amber-900 dark:text-amber-100"
    >
      <ShieldAlertIcon className="size-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
      <p className="flex-1">
        {count} failed unlock attempt{count === 1 ? '' : 's'} since your last visit.
      </p>
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
