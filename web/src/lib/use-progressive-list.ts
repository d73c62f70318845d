import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Renders a long list a page at a time: the first `pageSize` items, then another page whenever the sentinel
 * element comes within a screen of the viewport. Thousands of cards never mount at once.
 */
export function useProgressiveList<T>(items: readonly T[], pageSize: number) {
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

  return { visible: items.slice(0, limit), hasMore: items.length > limit, sentinel };
}
