import { strToU8, zipSync } from 'fflate';
import { callApi } from './api';
import { expect, test, unlock } from './fixtures';
import { chooseFile, expectToast, openLibrarySettings, tempFile } from './import-helpers';
import { shoot } from './screens';

// How each service's export is read and matched (Letterboxd, IMDb, Trakt, Movary; the same file again; whose history
// it is; a file that is not a ZIP) is proved over HTTP by server/features/transfer/history-import.api.test.ts,
// real-imports.api.test.ts and real-exports.test.ts; the preview's and the results' texts, the doubtful matches, the
// titles not found, the progress and a refused file are component tests beside
// web/src/features/settings/import-library.tsx. This journey walks one export through the real server.

// Titles of the fake film database (server/test-support/fake-film-fixtures.ts).
const LANTERN_FISH = { id: 900106, title: 'Lantern Fish', year: 2020 };
const COPPER_SKY = { id: 900108, title: 'Copper Sky', year: 2019 };
const QUIET_ORCHARD = { id: 900109, title: 'The Quiet Orchard', year: 2022 };

test.use({ filmSource: 'tmdb' });

/**
 * A Letterboxd export: Copper Sky logged and rated, 'Lantern Fish' a year off (doubtful: one candidate), 'Lantern'
 * on the watchlist (doubtful: many), a title the film database does not know, and a deleted entry to ignore.
 */
const letterboxdZip = () =>
  zipSync(
    Object.fromEntries(
      Object.entries({
        'letterboxd-someone-2025-07-01/diary.csv': [
          'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
          `2024-03-02,${COPPER_SKY.title},${COPPER_SKY.year},https://boxd.it/a1,4,,"cozy, rainy day",2024-03-01`,
          `2024-03-05,${LANTERN_FISH.title},2021,https://boxd.it/a2,2.5,,,2024-03-04`,
        ].join('\n'),
        'letterboxd-someone-2025-07-01/watchlist.csv': [
          'Date,Name,Year,Letterboxd URI',
          '2024-05-01,Lantern,2019,https://boxd.it/a3',
          '2024-05-02,Nowhere Station,1990,https://boxd.it/a4',
        ].join('\n'),
        'letterboxd-someone-2025-07-01/deleted/diary.csv': [
          'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
          `2024-03-02,${QUIET_ORCHARD.title},${QUIET_ORCHARD.year},https://boxd.it/a9,5,,,2024-03-01`,
        ].join('\n'),
      }).map(([name, text]) => [name, strToU8(text)]),
    ),
  );

test('a Letterboxd ZIP: its progress, the doubtful matches answered, the import followed from another page', async ({
  page,
  server,
}, testInfo) => {
  const file = tempFile('letterboxd-someone-2025-07-01-utc.zip', letterboxdZip());
  await unlock(page);
  const library = await openLibrarySettings(page);
  await chooseFile(page, file.path);
  await library
    .getByRole('radiogroup', { name: 'Whose history is this?' })
    .getByRole('radio', { name: 'Person 1' })
    .click();

  // The film database answers only once the test says so: meanwhile the screen follows the server's job.
  server.fake?.setMode('slow', { delayMs: 30_000 });
  await library.getByRole('button', { name: 'Preview Import' }).click();
  await expect(library.getByRole('progressbar', { name: 'Preview progress' })).toBeVisible();
  await expect(library.getByText('Reading the file…', { exact: true })).toBeVisible();
  await shoot(page, library, 'import-progress', testInfo);
  server.fake?.setMode('normal');
  server.fake?.releaseDelayed();

  const preview = library.getByRole('region', { name: 'Preview: 4 rows' });
  await expect(preview.getByText('1 added, 0 updated, 1 not found', { exact: true })).toBeVisible();
  const doubtful = preview.getByRole('region', { name: 'Doubtful matches' });
  const fish = doubtful.getByRole('group', { name: 'In the file: Lantern Fish (2021)' });
  const lantern = doubtful.getByRole('group', { name: 'In the file: Lantern (2019)' });
  await expect(lantern.getByRole('radio')).toHaveCount(7);
  await expect(preview.getByRole('region', { name: 'Not found' }).getByRole('listitem')).toHaveText([
    'Nowhere Station (1990)',
  ]);
  await shoot(page, preview, 'letterboxd-preview', testInfo);

  // The keyboard picks the candidate; a tap skips the other.
  await fish.getByRole('radio', { name: 'Lantern Fish, 2020, Movie' }).focus();
  await page.keyboard.press('Space');
  await lantern.getByRole('radio', { name: /^Skip/ }).click();
  await expect(doubtful.getByText('Every doubtful match has an answer.', { exact: true })).toBeVisible();

  // What the preview read is cached: as if it had been a day ago, the import reads it all again, held meanwhile.
  server.db.exec('DELETE FROM film_cache');
  server.fake?.setMode('slow', { delayMs: 30_000 });
  await preview.getByRole('button', { name: 'Import Data' }).click();
  await expect(library.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();

  // Away to Lists and back: the import went on without the screen, which follows it again.
  await page.getByRole('link', { name: 'Lists' }).first().click();
  await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(library.getByText('An import is running', { exact: true })).toBeVisible();
  server.fake?.setMode('normal');
  server.fake?.releaseDelayed();

  const results = page.getByRole('dialog', { name: 'Import Results' });
  await expect(results.getByText('2 added, 0 updated, 1 not found', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(results.getByRole('row', { name: 'Viewings' })).toHaveText(/Viewings\s*2\s*—/);
  // 4 rows read; imported, the rows of the 2 titles found (Lantern skipped, Nowhere Station not found).
  await expectToast(page, 'Import Complete', 'Successfully processed 2 items');
  await shoot(page, results, 'letterboxd-results', testInfo);
  await results.getByRole('button', { name: 'Done' }).click();

  const rows = (await callApi(page, 'GET', '/api/library/all')).body as {
    tmdbId: number;
    ownership: string;
  }[];
  expect(rows.map((row) => [row.tmdbId, row.ownership]).sort()).toEqual([
    [LANTERN_FISH.id, 'person1'],
    [COPPER_SKY.id, 'person1'],
  ]);
  await expect(
    library.getByText(/^Last import: Letterboxd export, .+\. 2 added, 0 updated, 1 not found\.$/),
  ).toBeVisible();
  file.remove();
});
