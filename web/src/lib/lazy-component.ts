import { createElement, useEffect, useReducer, type ComponentType, type ReactElement } from 'react';
import { onNextPaint } from './use-painted';

let painted: Promise<void> | null = null;

/**
 * Resolves once a frame has been painted since the first call: the first screen's lazy components load after it is
 * shown, not in its commit's effects (which add the chunks' preload links and start their requests, and which React
 * runs before the paint when the commit schedules more work). Later calls resolve at once.
 */
function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => onNextPaint(resolve));
  return painted;
}

/**
 * A component whose code is left out of the first screen's JavaScript: it renders nothing until its chunk has
 * loaded (from its first render on, once the first screen is painted), then renders at once, ever after. Unlike
 * React.lazy it needs no Suspense boundary, which React reveals no sooner than 300 ms after its fallback.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement | null {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null; // the next render tries again
        throw error;
      },
    ));

  return function Lazy(props: P): ReactElement | null {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (loaded) return;
      let current = true;
      afterFirstPaint()
        .then(preload)
        .then(
          () => current && rerender(),
          () => undefined,
        );
      return () => {
        current = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  };
}
