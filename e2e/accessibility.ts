import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './fixtures';

/** What a theme changes: colours only, so the second theme is scanned for these rules alone. */
const colourRules = ['color-contrast', 'link-in-text-block'];

interface Scan {
  light: string[];
  dark: string[];
}

/**
 * Runs axe-core on the page as it is (an open dialog included) in the light theme, then its colour rules in the
 * dark theme, and fails, softly so that one journey reports every screen, on any serious or critical violation,
 * naming the rule and the elements.
 *
 * Fast on purpose, as every screen is scanned at two viewports: axe is loaded once per page (not once per scan), both
 * themes are scanned in one round trip, and only violations are gathered. The theme is set as the app sets it
 * (`data-theme` on <html>) and restored after.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const scan = await page.evaluate(async (rules): Promise<Scan> => {
    const { axe: engine } = window as unknown as { axe: typeof axe };
    // A dialog fading in would be measured half way (spinners run forever); colours easing to the new theme too,
    // so transitions are off while the themes are scanned.
    const settled = () =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            )
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    const still = new CSSStyleSheet();
    still.replaceSync('*, ::before, ::after { transition: none !important; }');
    const serious = (results: axe.AxeResults) =>
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes
              .slice(0, 4)
              .map((node) => `${node.target.join(' ')}${node.any[0] ? ` — ${node.any[0].message}` : ''}`)
              .join('; ')}`,
        );
    const html = document.documentElement;
    const chosen = html.getAttribute('data-theme');
    const inTheme = async (theme: 'light' | 'dark', options: axe.RunOptions) => {
      html.setAttribute('data-theme', theme);
      await settled();
      return serious(await engine.run(document, { ...options, iframes: false, resultTypes: ['violations'] }));
    };
    await settled();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    try {
      const light = await inTheme('light', {});
      const dark = await inTheme('dark', { runOnly: { type: 'rule', values: rules } });
      return { light, dark };
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
      if (chosen === null) html.removeAttribute('data-theme');
      else html.setAttribute('data-theme', chosen);
    }
  }, colourRules);
  expect.soft(scan.light, `axe on ${where}, light theme`).toEqual([]);
  expect.soft(scan.dark, `axe on ${where}, dark theme (colours)`).toEqual([]);
}
