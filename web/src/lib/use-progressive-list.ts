import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Renders a long list a page at a time: the first `pageSize` items, then another page whenever the sentinel
 * element comes within a screen of the viewport. Thousands of cards never mount at once. `beforePaint`: how many of
 * the first page to render before the first paint (those in sight); the rest of the page follow right after it.
 */
export function useProgressiveList<T>(items: readonly T[], pageSize: number, beforePaint = pageSize) {
  const [limit, setLimit] = useState(Math.min(beforePaint, pageSize));
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => {
    let timer = 0;
    // A task queued from the frame's callback runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setLimit((current) => Math.max(current, pageSize)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pageSize]);

  const sentinel = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!node) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setLimit((current) => current + pageSize);
        },
        { rootMargin: '100% 0px' },
      );
      observer.current.observe(node);
    },
    [pageSize],
  );

  useEffect(() => () => observer.current?.disconnect(), []);

  return { visible: items.slice(0, limit), hasMore: items.length > limit, sentinel };
}
