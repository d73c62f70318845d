import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addTitle, callApi } from './api';
import { expect, isMobileProject, test, unlock, type TestServer } from './fixtures';
import { chooseFile, expectToast, openLibrarySettings, tempFile } from './import-helpers';

/** Two titles of the offline catalog, a viewing, and (line 5) a row of an unknown type. */
const IMPORT_CSV = [
  'type,tmdbId,mediaType,title,ownership,status,watchedDate,viewer,userRating',
  'movie,90000008,movie,The Matrix,together,watched,,,',
  'tv,90500001,tv,Breaking Bad,person1,watching,,,',
  'viewing,90000008,movie,,,,2024-05-01,both,up',
  'film,90000007,movie,Inception,together,to_watch,,,',
].join('\r\n');
/** The Matrix as a file made before it was watched says it. */
const OLDER_MATRIX_ROW = 'movie,90000008,movie,The Matrix,together,to_watch,,,';
const BAD_ROW = 'Row 5: type must be one of movie, tv, season, season_watch or viewing (found "film")';

interface LibraryRow {
  title: string;
  status: string;
  viewingCount: number;
}

/** Holds the next request to a path until `release` is called: its pending state stays on screen long enough to see. */
async function holdNext(page: Page, path: string) {
  let release: (() => void) | undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let passed: Promise<void> | undefined;
  await page.route(
    `**${path}`,
    (route) => {
      passed = released.then(() => route.continue());
      return passed;
    },
    { times: 1 },
  );
  return async () => {
    release?.();
    await passed;
  };
}

test(
  'exports the library as watchlist-export.csv: a BOM, the header, a row per title',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, 90000008, 'movie');
    await addTitle(page, 90500001, 'tv', 'person2');
    const library = await openLibrarySettings(page);

    const download = page.waitForEvent('download');
    await library.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('watchlist-export.csv');
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFFtype,tmdbId,mediaType,seasonNumber,')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith('movie,90000008,movie,,,The Matrix,1999,'))).toBe(true);
    expect(lines.some((line) => line.startsWith('tv,90500001,tv,,,Breaking Bad,2008,'))).toBe(true);
    expect(lines.some((line) => line.startsWith('season,90500001,tv,1,'))).toBe(true);
    await expectToast(page, 'Export Complete', 'Saved as watchlist-export.csv');
  },
);

test(
  'imports a CSV: the preview and its errors, Cancel, the import, the results, and Home',
  { tag: '@phone' },
  async ({ page }) => {
    const csv = tempFile('my-library.csv', IMPORT_CSV);
    await unlock(page);
    const library = await openLibrarySettings(page);

    await chooseFile(page, csv.path);
    await expect(library.getByText('my-library.csv', { exact: true })).toBeVisible();
    const whose = library.getByRole('radiogroup', { name: 'Whose history is this?' });
    await expect(whose).toBeVisible();
    await expect(library.getByText(/A Watchlist CSV keeps the owners it names\.$/)).toBeVisible();
    const release = await holdNext(page, '/api/library/import');
    await library.getByRole('button', { name: 'Preview Import' }).click();
    await expect(library.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await release();

    const preview = library.getByRole('region', { name: 'Preview: 4 rows' });
    await expect(preview).toBeVisible();
    await expect(preview).toBeFocused();
    // The app's own CSV names its owners: whose history it is does not apply.
    await expect(preview.getByText('Watchlist CSV', { exact: true })).toBeVisible();
    await expect(whose).toBeHidden();
    const tile = (label: string) =>
      preview.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(tile('Movies')).toHaveText('Movies1');
    await expect(tile('Series')).toHaveText('Series1');
    await expect(tile('Seasons')).toHaveText('Seasons0');
    await expect(tile('Viewings')).toHaveText('Viewings1');
    await expect(tile('Errors')).toHaveText('Errors1');
    await expect(preview.getByText('2 added, 0 updated', { exact: true })).toBeVisible();
    await expect(preview.getByText('Nothing has changed yet.', { exact: true })).toBeVisible();
    await expect(preview.getByText(BAD_ROW, { exact: true })).toBeVisible();

    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toBeHidden();
    await expect(library.getByRole('button', { name: 'Choose File' })).toBeFocused();
    await expect(library.getByText('my-library.csv', { exact: true })).toBeHidden();
    await expect(library.getByRole('button', { name: 'Preview Import' })).toBeHidden();
    const before = await page.evaluate(async () => {
      const token = localStorage.getItem('watchlist-auth-token') ?? '';
      const response = await fetch('/api/library/all', { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as unknown[]).length;
    });
    expect(before).toBe(0);

    await chooseFile(page, csv.path);
    await library.getByRole('button', { name: 'Preview Import' }).click();
    await expect(preview).toBeVisible();
    const releaseImport = await holdNext(page, '/api/library/import');
    await preview.getByRole('button', { name: 'Import Data' }).click();
    await expect(preview.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    await releaseImport();

    const results = page.getByRole('dialog', { name: 'Import Results' });
    await expect(results).toBeVisible();
    await expect(results.getByRole('row', { name: 'Titles' })).toHaveText(/Titles\s*2\s*0/);
    await expect(results.getByRole('row', { name: 'Viewings' })).toHaveText(/Viewings\s*1\s*—/);
    await expect(results.getByText('2 added, 0 updated', { exact: true })).toBeVisible();
    await expect(results.getByText(BAD_ROW, { exact: true })).toBeVisible();
    // 4 rows read, 3 imported: the one with an error is not.
    await expectToast(page, 'Import Complete', 'Successfully processed 3 items');
    await expect(library.getByText('my-library.csv', { exact: true })).toBeHidden();

    await results.getByRole('button', { name: 'View Watchlist' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('The Matrix', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Breaking Bad', { exact: true }).first()).toBeVisible();
    csv.remove();

    // A file made before The Matrix was watched: its move back is listed apart, and applied only once ticked.
    const older = tempFile('older.csv', `${IMPORT_CSV.split('\r\n')[0]}\r\n${OLDER_MATRIX_ROW}`);
    await openLibrarySettings(page);
    await chooseFile(page, older.path);
    await library.getByRole('button', { name: 'Preview Import' }).click();
    const backward = library.getByRole('region', { name: 'Would move progress back' });
    await expect(backward.getByRole('listitem')).toHaveText(['The Matrix: watched → to watch']);
    await expect(library.getByText('Nothing to change', { exact: true })).toBeVisible();
    const replace = backward.getByRole('checkbox', { name: "Replace with the file's state" });
    await expect(replace).not.toBeChecked();
    await replace.click();
    await expect(library.getByText('0 added, 1 updated', { exact: true })).toBeVisible();
    await library.getByRole('button', { name: 'Import Data' }).click();
    await expect(results.getByText('0 added, 1 updated', { exact: true })).toBeVisible();
    const matrix = ((await callApi(page, 'GET', '/api/library/all')).body as LibraryRow[]).find(
      (row) => row.title === 'The Matrix',
    );
    expect(matrix).toMatchObject({ status: 'to_watch', viewingCount: 1 });
    older.remove();
  },
);

test('refuses a file that is not a .csv, and takes the keyboard', { tag: '@phone' }, async ({ page }) => {
  const image = tempFile('poster.png', 'not a csv');
  await unlock(page);
  const library = await openLibrarySettings(page);

  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Choose File' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(image.path);

  await expect(library.getByRole('alert')).toHaveText(
    '“poster.png” is not a CSV or ZIP file. Choose a .csv file, such as a Watchlist export, or an export ZIP from Letterboxd or Trakt.',
  );
  await expect(library.getByRole('button', { name: 'Preview Import' })).toBeHidden();
  await expect(library.getByText('poster.png', { exact: true })).toBeHidden();
  image.remove();
});

test(
  'lists the first 5 errors in the preview and the first 10 in the results',
  { tag: '@phone' },
  async ({ page }) => {
    // One good title (line 2), then 12 rows whose tmdbId is not a number (lines 3 to 14).
    const bad = Array.from({ length: 12 }, (_, index) => `movie,x${index},movie,Broken ${index},,,,,`);
    const csv = tempFile('errors.csv', [...IMPORT_CSV.split('\r\n').slice(0, 2), ...bad].join('\r\n'));
    await unlock(page);
    const library = await openLibrarySettings(page);
    const listed = (scope: Locator) =>
      scope
        .getByRole('listitem')
        .filter({ hasText: /^Row \d+: / })
        .allTextContents();
    const rows = (from: number, to: number) =>
      Array.from(
        { length: to - from + 1 },
        (_, index) => `Row ${from + index}: tmdbId must be a whole number`,
      );

    await chooseFile(page, csv.path);
    await library.getByRole('button', { name: 'Preview Import' }).click();
    const preview = library.getByRole('region', { name: 'Preview: 13 rows' });
    await expect(preview.getByText('and 7 more rows with an error', { exact: true })).toBeVisible();
    expect(await listed(preview)).toEqual(rows(3, 7));

    await preview.getByRole('button', { name: 'Import Data' }).click();
    const results = page.getByRole('dialog', { name: 'Import Results' });
    await expect(results.getByText('and 2 more rows with an error', { exact: true })).toBeVisible();
    expect(await listed(results)).toEqual(rows(3, 12));
    await expect(results.getByRole('row', { name: 'Titles' })).toHaveText(/Titles\s*1\s*0/);
    await expectToast(page, 'Import Complete', 'Successfully processed 1 items');
    csv.remove();
  },
);

test('takes a .csv file dropped on Import Library', { tag: '@phone' }, async ({ page }) => {
  await unlock(page);
  const library = await openLibrarySettings(page);
  const dropped = await page.evaluateHandle((csv) => {
    const data = new DataTransfer();
    data.items.add(new File([csv], 'dropped.csv', { type: 'text/csv' }));
    return data;
  }, IMPORT_CSV);
  const target = library.getByText('Import Library', { exact: true });
  await target.dispatchEvent('dragover', { dataTransfer: dropped });
  await target.dispatchEvent('drop', { dataTransfer: dropped });

  await expect(library.getByText('dropped.csv', { exact: true })).toBeVisible();
  await library.getByRole('button', { name: 'Preview Import' }).click();
  await expect(library.getByRole('region', { name: 'Preview: 4 rows' })).toBeVisible();
});

test(
  'says what failed when the export, the preview, the import or the refresh fails',
  { tag: '@phone' },
  async ({ page }) => {
    const csv = tempFile('library.csv', IMPORT_CSV);
    await unlock(page);
    const library = await openLibrarySettings(page);
    const fail = (path: string, status: number, body: unknown) =>
      page.route(`**${path}`, (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      );

    await fail('/api/library/export', 500, { message: 'The database could not be read' });
    await library.getByRole('button', { name: 'Export' }).click();
    await expectToast(page, 'Export Failed', 'The database could not be read');

    await chooseFile(page, csv.path);
    await fail('/api/library/import', 500, { message: 'Internal error' });
    await library.getByRole('button', { name: 'Preview Import' }).click();
    await expectToast(page, 'Preview Failed', 'Failed to preview CSV data');
    await expect(library.getByRole('button', { name: 'Preview Import' })).toBeEnabled();

    await page.unroute('**/api/library/import');
    await library.getByRole('button', { name: 'Preview Import' }).click();
    await expect(library.getByRole('button', { name: 'Import Data' })).toBeEnabled();
    await fail('/api/library/import', 500, { message: 'Internal error' });
    await library.getByRole('button', { name: 'Import Data' }).click();
    await expectToast(page, 'Import Failed', 'Failed to import CSV data');
    // The preview stays, so the import can be tried again.
    await expect(library.getByRole('button', { name: 'Import Data' })).toBeEnabled();
    await expect(page.getByRole('dialog', { name: 'Import Results' })).toBeHidden();

    await fail('/api/library/refresh-metadata', 503, { message: 'The film data is unreachable' });
    await library.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, 'Refresh Failed', 'The film data is unreachable');
    csv.remove();
  },
);

test('the library actions are 44 px touch targets on a phone', { tag: '@phone' }, async ({ page }) => {
  test.skip(!isMobileProject(page), 'a phone layout');
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

function addTmdbTitles(server: TestServer, ids: readonly number[]) {
  const now = new Date().toISOString();
  const insert = server.db.prepare(
    `INSERT INTO library_items (tmdb_id, media_type, title, ownership, status, date_added, updated_at)
     VALUES (?, 'movie', ?, 'together', 'to_watch', ?, ?)`,
  );
  for (const id of ids) insert.run(id, `title ${id}`, now, now);
}

test.describe('Refresh Metadata', () => {
  test.use({ filmSource: 'tmdb' });

  test(
    'shows its progress, across a reload, then says it is done',
    { tag: '@phone' },
    async ({ page, server }) => {
      addTmdbTitles(server, [900101, 900102, 900103, 900104, 900105, 900106, 900108, 900109]);
      // Every TMDb answer takes 6 s (under the clients' 8 s timeout): 8 titles, 4 at a time, take at least 12 s, so
      // the job is still running after the reload however slow the machine; then everything held is answered at once.
      server.fake?.setMode('slow', { delayMs: 6000 });
      await unlock(page);
      const library = await openLibrarySettings(page);
      await expect(library.getByRole('progressbar')).toBeHidden();

      await library.getByRole('button', { name: 'Refresh' }).click();
      const bar = library.getByRole('progressbar', { name: 'Refresh Metadata progress' });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('aria-valuemax', '8');
      await expect(library.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();

      await page.reload();
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('aria-valuetext', /^[0-7] of 8$/);
      await expect(library.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
      server.fake?.setMode('normal');
      server.fake?.releaseDelayed();

      // The toast comes when the background job ends: a longer wait than a click's answer.
      await expectToast(page, 'Metadata Refreshed', 'Refreshed 8 of 8 titles', 20_000);
      await expect(bar).toBeHidden();
      await expect(
        library.getByText('Last refresh: Refreshed 8 of 8 titles.', { exact: true }),
      ).toBeVisible();
      await expect(library.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    },
  );
});

test(
  'reads a Windows-1252 export as such: a real IMDb watchlist keeps its accented titles',
  { tag: '@phone' },
  async ({ page }) => {
    const export1252 = join(
      import.meta.dirname,
      '..',
      'test-fixtures/real-data/exports/imdb/laripping/WATCHLIST-new.csv',
    );
    await unlock(page);
    const library = await openLibrarySettings(page);
    await chooseFile(page, export1252);
    await library.getByRole('button', { name: 'Preview Import' }).click();
    const preview = library.getByRole('region', { name: 'Preview: 152 rows' });
    await expect(preview).toBeVisible();
    const notFound = preview.getByRole('region', { name: 'Not found' });
    await notFound.getByRole('button', { name: /^Show all/ }).click();
    await expect(notFound.getByText(/^Das weiße Band - Eine deutsche Kindergeschichte/)).toBeVisible();
    await expect(notFound.getByText(/^Szabadság, szerelem/)).toBeVisible();
    await expect(preview.getByText(/\uFFFD/)).toHaveCount(0);
  },
);
