import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Map<string, Set<() => void>>();

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

/** The stored value when it is one of `allowed`, else null. */
export function readStoredChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  const value = localStorage.getItem(key);
  return allowed.find((option) => option === value) ?? null;
}

export function readStoredValue<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  return readStoredChoice(key, allowed) ?? fallback;
}

export function writeStoredValue(key: string, value: string): void {
  localStorage.setItem(key, value);
  notify(key);
}

/** A choice kept in localStorage (null while none is stored) and shared live by every component that reads the key. */
export function useStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
): [T | null, (value: T) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const value = useSyncExternalStore(subscribe, () => readStoredChoice(key, allowed));
  const setValue = useCallback((next: T) => writeStoredValue(key, next), [key]);
  return [value, setValue];
}

/** A string kept in localStorage and shared live by every component that reads the same key. */
export function useStoredValue<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useStoredChoice(key, allowed);
  return [value ?? fallback, setValue];
}
