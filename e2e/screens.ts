import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, isMobileProject } from './fixtures';

/** A screenshot of `target` in the dark theme and in the light one, to look at. */
export async function shoot(page: Page, target: Locator | Page, name: string, testInfo: TestInfo) {
  // Only when asked (E2E_SCREENSHOTS=1): CI runs the journeys without them, to stay within its time.
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const viewport = isMobileProject(page) ? 'mobile' : 'desktop';
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    await target.screenshot({
      path: testInfo.outputPath(`${name}-${viewport}-${theme}.png`),
      animations: 'disabled',
    });
  }
}

/** Opens a library title's details from its card on Home; answers the dialog. */
export async function openDetails(page: Page, title: string) {
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Open ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Turns 'On our services' on: the chip on desktop, or the phone's 'Filter & Sort' sheet (where `whileOpen` runs
 * before the sheet is closed), then sees it shown among the active filters.
 */
export async function turnOnOurServices(page: Page, whileOpen?: (sheet: Locator) => Promise<void>) {
  if (isMobileProject(page)) {
    await page.getByRole('button', { name: 'Filter & Sort' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter & Sort' });
    await sheet.getByRole('button', { name: 'On our services' }).click();
    await expect(sheet.getByRole('button', { name: 'On our services' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await whileOpen?.(sheet);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(
      page
        .getByRole('group', { name: 'Active filters' })
        .getByRole('button', { name: 'Remove On our services' }),
    ).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'On our services' }).click();
    await expect(page.getByRole('button', { name: 'On our services' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
}

/**
 * From the next load on, notes on `<html>` what the home's first commit put in the page (React inserts the first
 * screen in one go): how many library cards (`data-first-cards`) and whether Up Next's row came with them
 * (`data-up-next-with-first-card`).
 */
export async function recordFirstScreen(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const cards = document.querySelectorAll('[data-testid="library-card"]').length;
      if (cards === 0) return;
      observer.disconnect();
      const row = document.querySelector('[data-testid="up-next-entry"]') !== null;
      document.documentElement.dataset.upNextWithFirstCard = String(row);
      document.documentElement.dataset.firstCards = String(cards);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** How many library cards the page shows at least in part without scrolling. */
export function cardsInSight(page: Page): Promise<number> {
  return page
    .getByTestId('library-card')
    .evaluateAll(
      (cards) => cards.filter((card) => card.getBoundingClientRect().top < window.innerHeight).length,
    );
}
