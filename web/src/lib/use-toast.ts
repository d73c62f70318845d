import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT } from '#domain/rules/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss. Defaults to TOAST_DURATION_MS. */
  duration?: number;
  /** One button that acts on what the toast tells ('Undo'); pressing it closes the toast. */
  action?: ToastActionOptions;
}

export interface ToastActionOptions {
  label: string;
  /** What a screen reader hears instead of the button: how else to do it once the toast has gone. */
  altText: string;
  onClick: () => void;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/** Keep a dismissed toast in the store long enough for its exit animation. */
const REMOVE_DELAY = 1000;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY),
  );
}

/** Close one toast by id, or all toasts when no id is given. */
export function dismiss(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
  for (const t of closing) scheduleRemoval(t.id);
}

/** Show a toast. Callable anywhere, including outside React. */
export function toast(options: ToastOptions): ToastHandle {
  counter += 1;
  const id = `toast-${counter}`;
  // A new toast replaces the current one.
  const next = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const t of toasts) {
    if (next.includes(t)) continue;
    const timer = removeTimers.get(t.id);
    if (timer !== undefined) clearTimeout(timer);
    removeTimers.delete(t.id);
  }
  setToasts(next);
  return { id, dismiss: () => dismiss(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss };
}
