import { useCallback, useMemo, useSyncExternalStore } from 'react';

const listeners = new Map<string, Set<() => void>>();

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

/** The stored value when it is one of `allowed`, else null. */
export function readStoredChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  const value = localStorage.getItem(key);
  return allowed.find((option) => option === value) ?? null;
}

export function writeStoredValue(key: string, value: string): void {
  localStorage.setItem(key, value);
  notify(key);
}

function useSubscription(key: string) {
  return useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
}

/** A choice kept in localStorage (null while none is stored) and shared live by every component that reads the key. */
export function useStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
): [T | null, (value: T) => void] {
  const subscribe = useSubscription(key);
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

/**
 * A value kept in localStorage as JSON and shared live like useStoredValue; `parse` answers undefined for what it
 * does not accept (an older shape, a hand-edited value), and the fallback is used instead.
 */
export function useStoredJson<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): [T, (value: T) => void] {
  const subscribe = useSubscription(key);
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(key));
  const value = useMemo(() => {
    if (raw === null) return fallback;
    try {
      return parse(JSON.parse(raw)) ?? fallback;
    } catch {
      return fallback;
    }
  }, [raw, parse, fallback]);
  const setValue = useCallback((next: T) => writeStoredValue(key, JSON.stringify(next)), [key]);
  return [value, setValue];
}
