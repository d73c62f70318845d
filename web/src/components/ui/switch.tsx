import type * as React from 'react';

import { cn } from '../../lib/cn';

/** An on/off setting that takes effect at once: a button with the switch role. */
export function Switch({
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<React.ComponentProps<'button'>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        // ::after widens the touch target to 44px on phones without changing the visual size.
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors after:absolute after:-inset-2.5 md:h-5 md:w-9 md:after:-inset-1',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50',
        // Tracks 3:1 against the card and the knob (WCAG 1.4.11) in both themes: amber and the input grey are not.
        checked ? 'bg-primary-ink' : 'bg-muted-foreground',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform md:size-4',
          checked ? 'translate-x-5 md:translate-x-4' : 'translate-x-0',
        )}
      />
    </button>
  );
}
