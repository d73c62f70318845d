import { useRef } from 'react';

/**
 * A dialog's focus handlers: on close, focus goes back to the control that opened it; when that control has left
 * the page (the card that moved, the search box that closed), to the main content rather than the page's start.
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
      const element = opener.current;
      if (element instanceof HTMLElement && element.isConnected && element !== document.body) return;
      event.preventDefault();
      document.getElementById('main')?.focus({ preventScroll: true });
    },
  };
}
