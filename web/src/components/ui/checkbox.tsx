import type * as React from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { CheckIcon, MinusIcon } from 'lucide-react';

import { cn } from '../../lib/cn';

export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // ::after widens the touch target to 44px on phones without changing the visual size.
        'peer relative size-5 shrink-0 rounded-[5px] border border-input bg-card shadow-xs transition-colors after:absolute after:-inset-3 md:size-4 md:rounded-[4px] md:after:-inset-2',
        'hover:border-muted-foreground/60 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center text-current">
        <CheckIcon className="size-4 group-data-[state=indeterminate]:hidden md:size-3.5" strokeWidth={3} />
        <MinusIcon
          className="hidden size-4 group-data-[state=indeterminate]:block md:size-3.5"
          strokeWidth={3}
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
