import { createElement, useEffect, useReducer, type ComponentType, type ReactElement } from 'react';

export interface LazyComponent<P> {
  (props: P): ReactElement | null;
  /** Starts loading its code (once); resolves when it is there. */
  preload: () => Promise<unknown>;
}

/**
 * A component whose code is left out of the first screen's JavaScript: it renders nothing until its chunk has
 * loaded (loading starts at its first render, or earlier with `preload`), then renders at once, ever after.
 * Unlike React.lazy it needs no Suspense boundary, which React reveals no sooner than 300 ms after its fallback:
 * a preloaded component renders in the same frame as its page.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
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

  function Lazy(props: P): ReactElement | null {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (loaded) return;
      let current = true;
      preload().then(
        () => current && rerender(),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(Lazy, { preload });
}

/** Loads the given components' code once the browser is idle: after the first screen, before they are needed. */
export function preloadWhenIdle(components: readonly LazyComponent<never>[]): () => void {
  const run = () => {
    for (const component of components) void component.preload();
  };
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1000);
  return () => clearTimeout(handle);
}
