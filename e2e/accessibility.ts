import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The impacts that fail a journey: WCAG 2.2 AA allows neither. */
const failing = new Set(['serious', 'critical']);

/** Waits until no animation runs but endless ones (spinners) (a dialog fading in would be measured half transparent). */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe-core on the page as it is (an open dialog included) and fails, softly so that one journey reports every
 * screen, on any serious or critical violation, naming the rule and the elements. Answers the violations' count.
 */
export async function expectAccessible(page: Page, where: string): Promise<number> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
  const serious = violations
    .filter((violation) => failing.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')}${node.any[0] ? ` — ${node.any[0].message}` : ''}`)
          .join('; ')}`,
    );
  expect.soft(serious, `axe on ${where}`).toEqual([]);
  return serious.length;
}
