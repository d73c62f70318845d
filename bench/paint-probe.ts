import type { Page } from '@playwright/test';

/** The probe's word, in the page's console, that the screen is painted. */
const PAINTED = 'bench: painted';

/**
 * An init script that notes, in the page's own clock, when the frame showing the first element matching `selector`
 * is painted (`__painted`): the first task after that frame, posted from its animation-frame callback at
 * 'user-blocking' priority. A plain `setTimeout` there would run only after the tasks the app itself queues for after
 * the paint (the rest of the cards, lazy code), and count them too: 15–30 ms more on this machine, where Chromium's
 * own record of that frame (its long-animation-frame entry) ends ~10 ms before the 'user-blocking' task.
 */
export function paintProbe(selector: string): string {
  return `
    new MutationObserver((_, observer) => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      observer.disconnect();
      const painted = () => {
        window.__painted = performance.now();
        console.debug(${JSON.stringify(PAINTED)});
      };
      requestAnimationFrame(() => scheduler.postTask(painted, { priority: 'user-blocking' }));
    }).observe(document, { childList: true, subtree: true });
  `;
}

/**
 * Navigates, and settles once the page's probe (`paintProbe`) has said its screen is painted. The page tells it in
 * its console: polling the page instead (Playwright's `waitForFunction`) sets up and runs Playwright's script on the
 * page's main thread while the screen is being built, ~20–45 ms of the bench's own on the path it measures.
 */
export async function navigateUntilPainted(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const painted = page.waitForEvent('console', (message) => message.text() === PAINTED);
  await Promise.all([painted, navigate()]);
}
