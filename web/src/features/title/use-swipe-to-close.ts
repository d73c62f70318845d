import { useRef, useState, type PointerEvent } from 'react';
import { VIEWING_SWIPE_CLOSE_PX, VIEWING_SWIPE_PREVIEW_CAP_PX } from '#domain/rules/constants';

/** Drag down on the handle: the sheet follows (at most 200 px) and closes when let go past 100 px. */
export function useSwipeToClose(onClose: () => void, enabled: boolean) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!enabled) return;
      start.current = event.clientY;
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return;
      setOffset(Math.min(VIEWING_SWIPE_PREVIEW_CAP_PX, Math.max(0, event.clientY - start.current)));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return;
      const dragged = event.clientY - start.current;
      start.current = null;
      setOffset(0);
      if (dragged > VIEWING_SWIPE_CLOSE_PX) onClose();
    },
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
  return { offset, handlers };
}
