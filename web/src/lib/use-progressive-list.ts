import { useCallback, useEffect, useRef, useState } from 'react';
import { usePainted } from './use-painted';

/**
 * Renders a long list a page at a time: the first `pageSize` items, then another page whenever the sentinel
 * element comes within a screen of the viewport. Thousands of cards never mount at once. `beforePaint`: how many of
 * the first page to render before the first paint (those in sight); the rest of the page follow right after it.
 */
export function useProgressiveList<T>(items: readonly T[], pageSize: number, beforePaint = pageSize) {
  const painted = usePainted();
  const [limit, setLimit] = useState(pageSize);
  const observer = useRef<IntersectionObserver | null>(null);

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

  const shown = painted ? limit : Math.min(beforePaint, limit);
  return { visible: items.slice(0, shown), hasMore: items.length > shown, sentinel };
}
