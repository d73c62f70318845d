import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { createPortal } from 'react-dom';

import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { useToast } from '../../lib/use-toast';

export function Toaster() {
  const { toasts, dismiss } = useToast();

  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant = 'default', duration, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          {variant === 'success' && (
            <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          )}
          {variant === 'destructive' && (
            <CircleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          )}
          <div className="grid min-w-0 flex-1 gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description != null && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.altText} onClick={action.onClick} className="self-center">
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      {/* In <body>, beside the app: a modal dialog opened before the first toast has hidden the app from screen
          readers (aria-hidden), and a toast's action ('Undo') must stay reachable. */}
      {createPortal(<ToastViewport />, document.body)}
    </ToastProvider>
  );
}
