import { useMemo, useSyncExternalStore } from 'react';

/** What the household searched for lately, on this device (the phone's search shows it before typing). */
const STORAGE_KEY = 'watchlist-recent-searches';
export const RECENT_SEARCHES_KEPT = 8;

/** The stored list, or none when it is missing or not a list of words. */
export function parseRecentSearches(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_SEARCHES_KEPT);
  } catch {
    return [];
  }
}

/** The search first (its spacing tidied), an earlier search of the same words (in any case) dropped, the oldest out. */
export function withSearch(recent: readonly string[], query: string): string[] {
  const words = query.trim().replace(/\s+/g, ' ');
  if (words === '') return [...recent];
  const same = words.toLocaleLowerCase();
  return [words, ...recent.filter((entry) => entry.toLocaleLowerCase() !== same)].slice(
    0,
    RECENT_SEARCHES_KEPT,
  );
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function read(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function write(recent: readonly string[] | null): void {
  try {
    if (recent === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(recent));
  } catch {
    // Storage may be unavailable (private mode): the search simply is not remembered.
  }
  notify();
}

export function rememberSearch(query: string): void {
  write(withSearch(parseRecentSearches(read()), query));
}

export function clearRecentSearches(): void {
  write(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The recent searches, newest first, kept live. */
export function useRecentSearches(): string[] {
  const raw = useSyncExternalStore(subscribe, read);
  return useMemo(() => parseRecentSearches(raw), [raw]);
}
