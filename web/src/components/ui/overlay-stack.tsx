import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';

/**
 * The open dialogs and drawers, innermost last, each by the function that closes it.
 *
 * Radix gives the Escape key to its topmost layer only, and a toast that appears while a dialog is open is that
 * layer: Escape would close the toast and a second press the dialog. The toast hands Escape to the innermost
 * overlay instead (closeInnermostOverlay), so one press closes what the user is looking at.
 */
const openOverlays: (() => void)[] = [];

/** Closes the innermost open dialog or drawer; false when none is open. */
export function closeInnermostOverlay(): boolean {
  const close = openOverlays.at(-1);
  close?.();
  return close !== undefined;
}

/** How many dialogs and drawers are open. */
export const openOverlayCount = () => openOverlays.length;

const OverlayClose = createContext<(() => void) | null>(null);

/** Wraps an overlay's root, so its content can register how to close it. */
export function OverlayCloseProvider({
  onOpenChange,
  children,
}: {
  onOpenChange: ((open: boolean) => void) | undefined;
  children: ReactNode;
}) {
  const latest = useRef(onOpenChange);
  useLayoutEffect(() => {
    latest.current = onOpenChange;
  });
  const close = useCallback(() => latest.current?.(false), []);
  return <OverlayClose value={close}>{children}</OverlayClose>;
}

/** Rendered inside an overlay's content (mounted only while it is open): counts it among the open overlays. */
export function OpenOverlay() {
  const close = useContext(OverlayClose);
  useEffect(() => {
    if (!close) return;
    openOverlays.push(close);
    return () => {
      openOverlays.splice(openOverlays.lastIndexOf(close), 1);
    };
  }, [close]);
  return null;
}
