import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

const fades = {
  none: undefined,
  start: 'linear-gradient(to right, transparent, black 2.5rem)',
  end: 'linear-gradient(to left, transparent, black 2.5rem)',
  both: 'linear-gradient(to right, transparent, black 2.5rem, black calc(100% - 2.5rem), transparent)',
} as const;

type More = keyof typeof fades;

/** What a step leaves in view of the last one: the card cut at the edge, seen whole after the step. */
const STEP_OVERLAP = 48;

function ScrollButton({
  direction,
  label,
  top,
  onClick,
}: {
  direction: 'back' | 'forward';
  label: string;
  top: string;
  onClick: () => void;
}) {
  const Icon = direction === 'back' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      // For the pointer: the keyboard scrolls the list itself (its arrow keys), one tab stop for the strip.
      tabIndex={-1}
      aria-label={`Scroll ${label.toLowerCase()} ${direction}`}
      onClick={onClick}
      className={cn(
        'absolute z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full border bg-background/90 text-foreground shadow-md backdrop-blur-sm transition-colors hover:bg-accent md:pointer-fine:flex',
        direction === 'back' ? 'left-1' : 'right-1',
        top,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * A row that scrolls sideways (a cast strip): a tab stop of its own, so arrow keys scroll it, and its edges fade
 * where more lies beyond, the cue that it scrolls. Its items snap to the start, so a name is never left cut. On wider
 * screens with a mouse, buttons over the edges scroll it by about its visible width (phones swipe).
 */
export function ScrollStrip({
  label,
  className,
  children,
  testId,
  buttonsTop = 'top-1/2',
}: {
  label: string;
  className?: string;
  children: ReactNode;
  testId?: string;
  /** Where the scroll buttons' centres sit (a `top-*` class): over the items' pictures rather than their names. */
  buttonsTop?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState<More>('none');

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

  const step = (sign: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: sign * Math.max(element.clientWidth - STEP_OVERLAP, element.clientWidth / 2),
      behavior: still ? 'instant' : 'smooth',
    });
  };

  return (
    <div className="relative">
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1): the list itself takes focus. */}
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
      {(more === 'start' || more === 'both') && (
        <ScrollButton direction="back" label={label} top={buttonsTop} onClick={() => step(-1)} />
      )}
      {(more === 'end' || more === 'both') && (
        <ScrollButton direction="forward" label={label} top={buttonsTop} onClick={() => step(1)} />
      )}
    </div>
  );
}
