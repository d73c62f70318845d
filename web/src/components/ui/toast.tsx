import type * as React from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';

import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '#domain/rules/constants';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button';
import { closeInnermostOverlay } from './overlay-stack';

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  hotkey = ['F8'],
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      // A modal dialog hides the rest of the page from screen readers (aria-hidden), all but live regions: marked
      // as one (announcing nothing: Radix announces each toast itself), a toast's action ('Undo') stays reachable
      // when the dialog opens over a toast already shown.
      aria-live="off"
      className={cn(
        // Phones: just above the bottom navigation (4rem), clear of the page header; at the top, over the backdrop,
        // while a bottom sheet is open. Desktop: bottom-right.
        'pointer-events-none fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-3 outline-none',
        'sheet-open:top-0 sheet-open:bottom-auto sheet-open:pt-[max(0.75rem,env(safe-area-inset-top))]',
        'md:bottom-0 md:left-auto md:right-0 md:max-w-sm md:p-6',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-12 shadow-2xl',
    'data-[state=open]:animate-toast-in-bottom data-[state=closed]:animate-toast-out',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=cancel]:duration-200',
  ],
  {
    variants: {
      variant: {
        default: 'bg-popover text-popover-foreground',
        success:
          'bg-popover text-popover-foreground before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-success',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

/** Escape pressed inside a toast, or in a menu, select or popover, is theirs; anywhere else it is the overlay's. */
const keepsEscape = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('[data-slot="toast"], [data-radix-popper-content-wrapper]') !== null;

export function Toast({ className, variant, onEscapeKeyDown, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        // A toast over an open dialog or drawer passes Escape on to it, and stays until its own time is up.
        if (!event.defaultPrevented && !keepsEscape(event.target) && closeInnermostOverlay())
          event.preventDefault();
      }}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold leading-5', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn(
        'text-sm text-muted-foreground group-data-[variant=destructive]:text-destructive-foreground/90',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({
  className,
  'aria-label': ariaLabel = 'Dismiss notification',
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={ariaLabel}
      className={cn(
        buttonVariants({ variant: 'ghost', size: 'icon' }),
        'absolute right-1.5 top-1.5 text-muted-foreground hover:text-foreground md:size-8',
        'group-data-[variant=destructive]:text-destructive-foreground/80 group-data-[variant=destructive]:hover:bg-white/15 group-data-[variant=destructive]:hover:text-destructive-foreground',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'shrink-0', className)}
      {...props}
    />
  );
}
