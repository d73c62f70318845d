import type { Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, test, unlock } from './fixtures';

const SHAWSHANK = 90000001;
const TERMINATOR_2 = 90000031;
const CHERNOBYL = 90500010;

async function openDetails(page: Page, title: string) {
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Open ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** "2h 17m", "2h", "45m": the hours-and-minutes form the app no longer uses. */
const hoursAndMinutes = /\b\d+h( \d+m)?\b|\b\d+m\b/;

test('runtimes read in minutes everywhere: 137 min, and per episode for a series', async ({ page }) => {
  await unlock(page);
  await addTitle(page, TERMINATOR_2);
  await addTitle(page, CHERNOBYL, 'tv');
  await page.reload();

  const movie = await openDetails(page, 'Terminator 2: Judgment Day');
  await expect(movie.getByText('1991 • Movie • 137 min', { exact: true })).toBeVisible();
  await expect(movie.getByText(hoursAndMinutes)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(movie).toBeHidden();
  const series = await openDetails(page, 'Chernobyl');
  await expect(series.getByText('2019 • TV Series • 65 min per episode', { exact: true })).toBeVisible();

  await page.goto(`/movie/movie/${TERMINATOR_2}`);
  await expect(page.getByText('137 min', { exact: true })).toBeVisible();
  await expect(page.getByText(hoursAndMinutes)).toHaveCount(0);
  await page.goto(`/movie/tv/${CHERNOBYL}`);
  await expect(page.getByText('65 min per episode', { exact: true })).toBeVisible();
  await expect(page.getByText(hoursAndMinutes)).toHaveCount(0);
});
