import { useRef } from 'react';
import { takeFocusLanding } from '../../lib/focus-landing';
import { openOverlayCount } from './overlay-stack';

const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });

/**
 * A dialog's focus handlers: on close, focus goes back to the control that opened it; when that control has left
 * the page (the card that moved, the search box that closed), to the main content rather than the page's start; and
 * where a flow asked for a landing (focus-landing.ts), there.
 */
export function useFocusReturn(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      // A landing waits until the last dialog has closed (the details modal behind a viewing dialog keeps focus).
      if (openOverlayCount() === 0 && takeFocusLanding(focusMain)) {
        event.preventDefault();
        return;
      }
      const element = opener.current;
      if (element instanceof HTMLElement && element.isConnected && element !== document.body) return;
      event.preventDefault();
      focusMain();
    },
  };
}
