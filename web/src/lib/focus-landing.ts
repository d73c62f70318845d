/**
 * Where focus should land once the open dialogs close, when the control that opened them is not the sensible place:
 * after adding a title, its new card rather than the search that found it. The card may appear a moment after the
 * dialogs close (the library is fetched again), so the landing waits for it, a little.
 */
let landing: { selector: string; until: number } | null = null;

const WAIT_MS = 3000;

/** Asks that focus land on the element matching `selector` when the dialogs close. */
export function landFocusOnClose(selector: string): void {
  landing = { selector, until: Date.now() + WAIT_MS };
}

/** Forgets a pending landing: its wait stops at its next try (a test's screen is torn down before it lands). */
export function cancelFocusLanding(): void {
  landing = null;
}

/**
 * Called as a dialog closes: true when a landing is pending (the dialog then leaves focus alone), focusing its
 * element as soon as it is on the page, else `fallback` when the wait is over.
 */
export function takeFocusLanding(fallback: () => void): boolean {
  const pending = landing;
  if (!pending || Date.now() > pending.until) return false;
  const tryLanding = () => {
    if (landing !== pending) return;
    const element = document.querySelector<HTMLElement>(pending.selector);
    if (element) {
      landing = null;
      element.focus();
      element.scrollIntoView({ block: 'nearest' });
    } else if (Date.now() > pending.until) {
      landing = null;
      fallback();
    } else {
      setTimeout(tryLanding, 50);
    }
  };
  // After Radix has finished closing (it moves focus in a timeout of its own).
  setTimeout(tryLanding, 0);
  return true;
}

/** A library title's card on the home (its poster button). */
export const libraryCardSelector = (id: number) => `[data-library-id="${id}"]`;
