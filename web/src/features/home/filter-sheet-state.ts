import { useSyncExternalStore } from 'react';

/**
 * Whether the phone's Filter & Sort sheet is open. Home owns it; it is kept outside Home so that the bottom
 * navigation's long-press 'Filters' can open it on the way home, before Home is shown.
 */
let open = false;
const listeners = new Set<() => void>();

export function setFilterSheetOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useFilterSheetOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}
