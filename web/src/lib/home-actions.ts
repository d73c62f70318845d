import { useEffect } from 'react';
import type { SearchResult } from '../../../domain/schemas/film';

/** Open the filter sheet, the random pick, or a search result's details (from the phone's search screen). */
export type HomeAction = 'filters' | 'random' | { open: SearchResult };

const listeners = new Set<(action: HomeAction) => void>();
let pending: HomeAction | null = null;

/** Asks the home screen to act, from the bottom navigation (long press on Home, or the search screen). */
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
