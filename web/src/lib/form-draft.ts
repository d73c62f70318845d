import type { z } from 'zod';

const PREFIX = 'watchlist-draft:';

/**
 * What the household typed into a form and has not saved yet (a viewing while offline, say), kept on the device so
 * that closing the form or the app loses nothing; the form takes it back the next time it opens for the same thing.
 */
export function readDraft<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the form still holds the values while it is open.
  }
}

export function clearDraft(key: string): void {
  localStorage.removeItem(PREFIX + key);
}

/** Signing out forgets every draft with the rest of the session's data. */
export function clearAllDrafts(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}
