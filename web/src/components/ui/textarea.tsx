import type * as React from 'react';

import { cn } from '../../lib/cn';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-20 w-full min-w-0 resize-y rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors md:text-sm',
        'placeholder:text-muted-foreground selection:bg-primary/35',
        'focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
        className,
      )}
      {...props}
    />
  );
}
