import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

const fades = {
  none: undefined,
  start: 'linear-gradient(to right, transparent, black 2.5rem)',
  end: 'linear-gradient(to left, transparent, black 2.5rem)',
  both: 'linear-gradient(to right, transparent, black 2.5rem, black calc(100% - 2.5rem), transparent)',
} as const;

/**
 * A row that scrolls sideways (a cast strip): a tab stop of its own, so arrow keys scroll it, and its edges fade
 * where more lies beyond, the cue that it scrolls. Its items snap to the start, so a name is never left cut.
 */
export function ScrollStrip({
  label,
  className,
  children,
  testId,
}: {
  label: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState<keyof typeof fades>('none');

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore(start && end ? 'both' : start ? 'start' : end ? 'end' : 'none');
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1): the list itself takes focus.
    <ul
      ref={list}
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      data-more={more}
      className={cn(
        'flex snap-x scroll-px-4 gap-3 overflow-x-auto rounded-lg pb-2 md:scroll-px-0 [&>li]:snap-start',
        className,
      )}
      style={{ maskImage: fades[more] }}
    >
      {children}
    </ul>
  );
}
