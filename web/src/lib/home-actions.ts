import { useEffect } from 'react';

export type HomeAction = 'filters' | 'random';

const listeners = new Set<(action: HomeAction) => void>();
let pending: HomeAction | null = null;

/** Asks the home screen to open its filter sheet or random pick (from the bottom navigation's long press). */
export function requestHomeAction(action: HomeAction): void {
  if (listeners.size === 0) {
    pending = action;
    return;
  }
  for (const listener of listeners) listener(action);
}

/** Lets the home screen answer requests, including one made just before it mounted. */
export function useHomeActions(handler: (action: HomeAction) => void): void {
  useEffect(() => {
    listeners.add(handler);
    if (pending) {
      const action = pending;
      pending = null;
      handler(action);
    }
    return () => {
      listeners.delete(handler);
    };
  }, [handler]);
}
