import { readFileSync } from 'node:fs';
import { addTitle } from './api';
import { expect, test, unlock } from './fixtures';
import { chooseFile, expectToast, openLibrarySettings, tempFile } from './import-helpers';

// The screen's states, texts, toasts and failures (Cancel, the refused file, a dropped file, the pending buttons, the
// error lists, a Windows-1252 file, the backward moves, Refresh Metadata's progress) are component tests beside
// web/src/features/settings/import-library.tsx; what the CSV holds and how an import merges are
// server/features/transfer/transfer.api.test.ts.

/** Two titles of the offline catalog, a viewing, and (line 5) a row of an unknown type. */
const IMPORT_CSV = [
  'type,tmdbId,mediaType,title,ownership,status,watchedDate,viewer,userRating',
  'movie,90000008,movie,The Matrix,together,watched,,,',
  'tv,90500001,tv,Breaking Bad,person1,watching,,,',
  'viewing,90000008,movie,,,,2024-05-01,both,up',
  'film,90000007,movie,Inception,together,to_watch,,,',
].join('\r\n');
const BAD_ROW = 'Row 5: type must be one of movie, tv, season, season_watch or viewing (found "film")';

test('the library out and in: export it, import a CSV onto Home, refresh its details', async ({ page }) => {
  const csv = tempFile('my-library.csv', IMPORT_CSV);
  await unlock(page);
  await addTitle(page, 90000001, 'movie');
  const library = await openLibrarySettings(page);

  const download = page.waitForEvent('download');
  await library.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('watchlist-export.csv');
  const exported = readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(exported[0]).toMatch(/^\uFEFFtype,tmdbId,mediaType,/);
  expect(exported.some((line) => line.startsWith('movie,90000001,movie,,,The Shawshank Redemption,'))).toBe(
    true,
  );
  await expectToast(page, 'Export Complete', 'Saved as watchlist-export.csv');

  await chooseFile(page, csv.path);
  await library.getByRole('button', { name: 'Preview Import' }).click();
  const preview = library.getByRole('region', { name: 'Preview: 4 rows' });
  await expect(preview.getByText('2 added, 0 updated', { exact: true })).toBeVisible();
  await expect(preview.getByText(BAD_ROW, { exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Import Data' }).click();

  const results = page.getByRole('dialog', { name: 'Import Results' });
  await expect(results.getByRole('row', { name: 'Titles' })).toHaveText(/Titles\s*2\s*0/);
  await expect(results.getByRole('row', { name: 'Viewings' })).toHaveText(/Viewings\s*1\s*—/);
  await expectToast(page, 'Import Complete', 'Successfully processed 3 items');
  await results.getByRole('button', { name: 'View Watchlist' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('article', { name: 'The Matrix' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Breaking Bad' })).toBeVisible();
  csv.remove();

  await openLibrarySettings(page);
  await library.getByRole('button', { name: 'Refresh' }).click();
  await expectToast(page, 'Metadata Refreshed', 'Refreshed 3 of 3 titles', 20_000);
  await expect(library.getByText('Last refresh: Refreshed 3 of 3 titles.', { exact: true })).toBeVisible();
});

test('the library actions are 44 px touch targets on a phone', { tag: '@phone-only' }, async ({ page }) => {
  const csv = tempFile('library.csv', IMPORT_CSV);
  await unlock(page);
  const library = await openLibrarySettings(page);
  await chooseFile(page, csv.path);
  await library.getByRole('button', { name: 'Preview Import' }).click();
  await expect(library.getByRole('button', { name: 'Import Data' })).toBeVisible();
  for (const button of await library.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.height, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
  csv.remove();
});
