import type { Locator, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { callApi } from './api';
import { expect, test, unlock } from './fixtures';
import { chooseFile, expectToast, openLibrarySettings, tempFile } from './import-helpers';
import { shoot } from './screens';

// Titles of the fake film database (server/test-support/fake-film-fixtures.ts).
const LANTERN_KEEPER = { id: 900101, title: 'The Lantern Keeper', year: 2021 };
const PAPER_LANTERNS = { id: 900103, title: 'Paper Lanterns', year: 2018 };
const LAST_LANTERN = { id: 900104, title: 'The Last Lantern', year: 2016, imdb: 'tt9100104' };
const LANTERN_FISH = { id: 900106, title: 'Lantern Fish', year: 2020 };
const COPPER_SKY = { id: 900108, title: 'Copper Sky', year: 2019 };
const QUIET_ORCHARD = { id: 900109, title: 'The Quiet Orchard', year: 2022 };
const HARBOR_LIGHTS = { id: 210077, title: 'Harbor Lights', year: 2019 };
const SALTMARSH = { id: 210005, title: 'The Saltmarsh Inquiry', imdb: 'tt9200105' };

test.use({ filmSource: 'tmdb' });

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

/**
 * A Letterboxd export: Copper Sky logged and rated, 'Lantern Fish' a year off (doubtful: one candidate), 'Lantern'
 * on the watchlist (doubtful: many), a title the film database does not know, and a deleted entry to ignore.
 */
const letterboxdZip = () =>
  zip({
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
  });

/** A play of each of `episodes` episodes of a season of Harbor Lights, a day apart from June `day`, 2025. */
const seasonPlays = (season: number, episodes: number, day: number) =>
  Array.from({ length: episodes }, (_, index) => ({
    id: season * 1000 + day * 10 + index,
    watched_at: new Date(Date.UTC(2025, 5, day + index, 20)).toISOString(),
    action: 'watch',
    type: 'episode',
    episode: { season, number: index + 1, ids: { tmdb: 5_000_000 + season * 100 + index } },
    show: { title: HARBOR_LIGHTS.title, year: HARBOR_LIGHTS.year, ids: { tmdb: HARBOR_LIGHTS.id } },
  }));

const moviePlay = (id: number, movie: { id: number; title: string; year: number }, day: number) => ({
  id,
  watched_at: new Date(Date.UTC(2025, 6, day, 19)).toISOString(),
  action: 'scrobble',
  type: 'movie',
  movie: { title: movie.title, year: movie.year, ids: { tmdb: movie.id } },
});

/** A Trakt export: all of season 1 of Harbor Lights and 3 episodes of season 2, a movie play rated 9, a watchlist. */
const traktZip = (extraMovies: { id: number; title: string; year: number }[] = []) =>
  zip({
    'watched-history-1.json': JSON.stringify([
      ...seasonPlays(1, 8, 1),
      ...seasonPlays(2, 3, 12),
      moviePlay(1, LANTERN_KEEPER, 2),
      ...extraMovies.map((movie, index) => moviePlay(100 + index, movie, 3 + index)),
    ]),
    'ratings-movies.json': JSON.stringify([
      {
        rated_at: '2025-07-03T00:00:00.000Z',
        rating: 9,
        type: 'movie',
        movie: { ids: { tmdb: LANTERN_KEEPER.id } },
      },
    ]),
    'lists-watchlist.json': JSON.stringify([
      {
        rank: 1,
        id: 9,
        listed_at: '2025-01-01T00:00:00.000Z',
        type: 'movie',
        movie: { title: PAPER_LANTERNS.title, ids: { tmdb: PAPER_LANTERNS.id } },
      },
    ]),
  });

const imdbRatingsCsv = [
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  `${LAST_LANTERN.imdb},3,2024-02-11,${LAST_LANTERN.title},${LAST_LANTERN.title},https://www.imdb.com/title/${LAST_LANTERN.imdb}/,Movie,6.9,100,2016,"Drama, Mystery",10,2016-09-09,`,
  `${SALTMARSH.imdb},8,2024-02-12,${SALTMARSH.title},${SALTMARSH.title},https://www.imdb.com/title/${SALTMARSH.imdb}/,TV Series,7.5,50,2016–2018,Crime,10,2016-05-02,`,
].join('\n');

const movaryHistoryCsv = [
  'title,year,tmdbId,imdbId,watchedAt,comment,location',
  `${COPPER_SKY.title},${COPPER_SKY.year},${COPPER_SKY.id},,2024-03-01 20:15:00,"Rain, at last",Home`,
  `${QUIET_ORCHARD.title},${QUIET_ORCHARD.year},${QUIET_ORCHARD.id},,,,`,
].join('\n');

interface LibraryRow {
  tmdbId: number;
  title: string;
  ownership: string;
  status: string;
  userRating: string | null;
  viewingCount: number;
  seasonRollup: { watchedSeasons: number } | null;
}

async function libraryRows(page: Page): Promise<LibraryRow[]> {
  return (await callApi(page, 'GET', '/api/library/all')).body as LibraryRow[];
}

const tile = (preview: Locator, label: string) =>
  preview.locator('dl > div').filter({ has: preview.page().getByText(label, { exact: true }) });

/** Chooses the file, whose history it is (by name), and previews it: answers the preview region. */
async function previewFile(page: Page, library: Locator, path: string, viewer: string) {
  await chooseFile(page, path);
  await library
    .getByRole('radiogroup', { name: 'Whose history is this?' })
    .getByRole('radio', { name: viewer })
    .click();
  await library.getByRole('button', { name: 'Preview Import' }).click();
  const preview = library.getByRole('region', { name: /^Preview: / });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  return preview;
}

/** Imports the previewed file: answers the results dialog. */
async function importPreviewed(page: Page, preview: Locator) {
  await preview.getByRole('button', { name: 'Import Data' }).click();
  const results = page.getByRole('dialog', { name: 'Import Results' });
  await expect(results).toBeVisible({ timeout: 20_000 });
  return results;
}

test(
  'a Letterboxd ZIP: doubtful matches picked and skipped, the titles not found, the results',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const file = tempFile('letterboxd-someone-2025-07-01-utc.zip', letterboxdZip());
    await unlock(page);
    const library = await openLibrarySettings(page);
    const preview = await previewFile(page, library, file.path, 'Person 1');

    await expect(preview.getByText('Letterboxd export', { exact: true })).toBeVisible();
    await expect(tile(preview, 'Movies')).toHaveText('Movies4');
    await expect(tile(preview, 'Viewings')).toHaveText('Viewings2');
    await expect(tile(preview, 'Doubtful')).toHaveText('Doubtful2');
    await expect(tile(preview, 'Not found')).toHaveText('Not found1');
    await expect(preview.getByText('1 added, 0 updated, 1 not found', { exact: true })).toBeVisible();
    await expect(
      preview.getByText('Nothing has changed yet. The doubtful matches you pick below come on top.'),
    ).toBeVisible();

    const doubtful = preview.getByRole('region', { name: 'Doubtful matches' });
    const fish = doubtful.getByRole('group', { name: 'In the file: Lantern Fish (2021)' });
    const lantern = doubtful.getByRole('group', { name: 'In the file: Lantern (2019)' });
    await expect(fish.getByRole('radio')).toHaveCount(2);
    await expect(fish.getByRole('radio', { name: 'Lantern Fish, 2020, Movie' })).toBeVisible();
    await expect(lantern.getByRole('radio')).toHaveCount(7);
    await expect(lantern.getByRole('radio', { name: 'The Lantern Keeper, 2021, Movie' })).toBeVisible();
    await expect(lantern.locator('img')).toHaveCount(6);
    await expect(doubtful.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(doubtful.getByText('2 titles have no answer yet', { exact: false })).toBeVisible();
    const notFound = preview.getByRole('region', { name: 'Not found' });
    await expect(notFound.getByRole('listitem')).toHaveText(['Nowhere Station (1990)']);
    // The doubtful and missing titles are not listed again as row errors.
    await expect(preview.getByText(/matches several titles|was not found/)).toHaveCount(0);
    await shoot(page, preview, 'letterboxd-preview', testInfo);

    // The keyboard picks the candidate; a tap skips the other.
    await fish.getByRole('radio', { name: 'Lantern Fish, 2020, Movie' }).focus();
    await page.keyboard.press('Space');
    await expect(fish.getByRole('radio', { name: 'Lantern Fish, 2020, Movie' })).toBeChecked();
    await lantern.getByRole('radio', { name: /^Skip/ }).click();
    await expect(lantern.getByRole('radio', { name: /^Skip/ })).toBeChecked();
    await expect(doubtful.getByText('Every doubtful match has an answer.', { exact: true })).toBeVisible();

    const results = await importPreviewed(page, preview);
    await expect(results.getByText('Letterboxd export: 4 rows read from the file.')).toBeVisible();
    await expect(results.getByText('2 added, 0 updated, 1 not found', { exact: true })).toBeVisible();
    await expect(results.getByRole('row', { name: 'Titles' })).toHaveText(/Titles\s*2\s*0/);
    await expect(results.getByRole('row', { name: 'Viewings' })).toHaveText(/Viewings\s*2\s*—/);
    await expect(
      results.getByText(/^Row \d+: "Nowhere Station" \(1990\) was not found in the film database$/),
    ).toBeVisible();
    // 4 rows read; imported, the rows of the 2 titles found (Lantern skipped, Nowhere Station not found).
    await expectToast(page, 'Import Complete', 'Successfully processed 2 items');
    await shoot(page, results, 'letterboxd-results', testInfo);
    await results.getByRole('button', { name: 'Done' }).click();

    const rows = await libraryRows(page);
    expect(rows.map((row) => row.tmdbId).sort()).toEqual([LANTERN_FISH.id, COPPER_SKY.id]);
    for (const row of rows)
      expect(row).toMatchObject({ ownership: 'person1', status: 'watched', viewingCount: 1 });
    expect(rows.find((row) => row.tmdbId === COPPER_SKY.id)?.userRating).toBe('up');
    await expect(
      library.getByText(/^Last import: Letterboxd export, .+\. 2 added, 0 updated, 1 not found\.$/),
    ).toBeVisible();

    // The same file again: the answers are remembered, and nothing is new.
    const again = await previewFile(page, library, file.path, 'Person 1');
    await expect(tile(again, 'Doubtful')).toHaveText('Doubtful0');
    await expect(again.getByRole('region', { name: 'Doubtful matches' })).toBeHidden();
    await expect(again.getByText('0 added, 0 updated, 1 not found', { exact: true })).toBeVisible();
    file.remove();
  },
);

test(
  'an IMDb ratings CSV: found by IMDb id, watched without a date, rated, for the second person',
  { tag: '@phone' },
  async ({ page }) => {
    const file = tempFile('ratings.csv', imdbRatingsCsv);
    await unlock(page);
    const library = await openLibrarySettings(page);
    const preview = await previewFile(page, library, file.path, 'Person 2');

    await expect(preview.getByText('IMDb ratings/list', { exact: true })).toBeVisible();
    await expect(tile(preview, 'Movies')).toHaveText('Movies1');
    await expect(tile(preview, 'Series')).toHaveText('Series1');
    await expect(tile(preview, 'Doubtful')).toHaveText('Doubtful0');
    await expect(tile(preview, 'Not found')).toHaveText('Not found0');
    await expect(preview.getByText('2 added, 0 updated, 0 not found', { exact: true })).toBeVisible();
    // Whose history it is can still change after the preview.
    await expect(
      preview
        .getByRole('radiogroup', { name: 'Whose history is this?' })
        .getByRole('radio', { name: 'Person 2' }),
    ).toHaveAttribute('aria-checked', 'true');

    const results = await importPreviewed(page, preview);
    await expect(results.getByText('IMDb ratings/list: 2 rows read from the file.')).toBeVisible();
    await expect(results.getByRole('row', { name: 'Titles' })).toHaveText(/Titles\s*2\s*0/);
    await expect(results.getByRole('row', { name: 'Viewings' })).toHaveText(/Viewings\s*0\s*—/);
    const rows = await libraryRows(page);
    expect(rows.find((row) => row.tmdbId === LAST_LANTERN.id)).toMatchObject({
      ownership: 'person2',
      status: 'watched',
      userRating: 'down',
      viewingCount: 0,
    });
    expect(rows.find((row) => row.title === SALTMARSH.title)).toMatchObject({
      ownership: 'person2',
      userRating: 'up',
    });
    file.remove();
  },
);

test(
  'a Trakt ZIP: episode plays become season progress, with the movie play, rating and watchlist',
  { tag: '@phone' },
  async ({ page }) => {
    const file = tempFile('trakt-export.zip', traktZip());
    await unlock(page);
    const library = await openLibrarySettings(page);
    const preview = await previewFile(page, library, file.path, 'Together');

    await expect(preview.getByText('Trakt export', { exact: true })).toBeVisible();
    await expect(tile(preview, 'Movies')).toHaveText('Movies2');
    await expect(tile(preview, 'Series')).toHaveText('Series1');
    await expect(tile(preview, 'Seasons')).toHaveText('Seasons2');
    await expect(tile(preview, 'Viewings')).toHaveText('Viewings1');

    const results = await importPreviewed(page, preview);
    await expect(results.getByRole('row', { name: 'Titles' })).toHaveText(/Titles\s*3\s*0/);
    await expect(results.getByRole('row', { name: 'Season watches' })).toHaveText(/Season watches\s*1\s*0/);
    await expect(results.getByRole('row', { name: 'Viewings' })).toHaveText(/Viewings\s*1\s*—/);
    await results.getByRole('button', { name: 'View Watchlist' }).click();
    await expect(page.getByText(HARBOR_LIGHTS.title, { exact: true }).first()).toBeVisible();

    const rows = await libraryRows(page);
    expect(rows.find((row) => row.tmdbId === HARBOR_LIGHTS.id)?.seasonRollup).toMatchObject({
      watchedSeasons: 1,
    });
    expect(rows.find((row) => row.tmdbId === LANTERN_KEEPER.id)).toMatchObject({
      ownership: 'together',
      status: 'watched',
      userRating: 'up',
    });
    expect(rows.find((row) => row.tmdbId === PAPER_LANTERNS.id)?.status).toBe('to_watch');
    file.remove();
  },
);

test('a Movary history CSV, and the same file again creates nothing', { tag: '@phone' }, async ({ page }) => {
  const file = tempFile('history.csv', movaryHistoryCsv);
  await unlock(page);
  const library = await openLibrarySettings(page);
  const preview = await previewFile(page, library, file.path, 'Together');
  await expect(preview.getByText('Movary export', { exact: true })).toBeVisible();
  await expect(preview.getByText('2 added, 0 updated, 0 not found', { exact: true })).toBeVisible();
  const results = await importPreviewed(page, preview);
  await expect(results.getByText('Movary export: 2 rows read from the file.')).toBeVisible();
  await expect(results.getByRole('row', { name: 'Titles' })).toHaveText(/Titles\s*2\s*0/);
  await results.getByRole('button', { name: 'Done' }).click();
  const before = await libraryRows(page);

  const again = await previewFile(page, library, file.path, 'Person 1');
  await expect(again.getByText('Nothing to change', { exact: true })).toBeVisible();
  const second = await importPreviewed(page, again);
  for (const kind of ['Titles', 'Seasons', 'Season watches'])
    await expect(second.getByRole('row', { name: kind })).toHaveText(new RegExp(`${kind}\\s*0\\s*0`));
  await expect(second.getByRole('row', { name: 'Viewings' })).toHaveText(/Viewings\s*0\s*—/);
  await expect(second.getByRole('definition').first()).toHaveText('2');
  // Whoever imports it the second time, the titles keep their owner.
  expect(await libraryRows(page)).toEqual(before);
  file.remove();
});

test('a file named .zip that is not one is refused with the reason', { tag: '@phone' }, async ({ page }) => {
  const file = tempFile('export.zip', 'movie night, friday');
  await unlock(page);
  const library = await openLibrarySettings(page);
  await chooseFile(page, file.path);
  await library.getByRole('button', { name: 'Preview Import' }).click();
  await expectToast(page, 'Preview Failed', 'The upload is not a ZIP archive');
  await expect(library.getByRole('button', { name: 'Preview Import' })).toBeEnabled();
  file.remove();
});

test(
  'a long import shows its stage and count, goes on while Settings is left, and ends in the results',
  { tag: '@phone' },
  async ({ page, server }, testInfo) => {
    const movies = [900102, 900105, 900107, 900110, 900111, 900112, 900113, 900114].map((id, index) => ({
      id,
      title: `Film ${id}`,
      year: 2000 + index,
    }));
    const file = tempFile('trakt-export.zip', traktZip(movies));
    // Every film-database answer takes 1.5 s: reading the titles for the preview takes several seconds.
    server.fake?.setMode('slow', { delayMs: 1500 });
    await unlock(page);
    const library = await openLibrarySettings(page);
    await chooseFile(page, file.path);
    await library.getByRole('button', { name: 'Preview Import' }).click();
    const checking = library.getByRole('progressbar', { name: 'Preview progress' });
    await expect(checking).toBeVisible();
    const preview = library.getByRole('region', { name: /^Preview: / });
    await expect(preview).toBeVisible({ timeout: 60_000 });
    await expect(tile(preview, 'Movies')).toHaveText('Movies10');

    // What the preview read is cached: as if it had been a day ago, the import reads it all again.
    server.db.exec('DELETE FROM film_cache');
    // Each answer now takes 6 s (under the clients' 8 s timeout), so the import is still reading when the screen
    // comes back from Lists however slow the machine; then everything held is answered at once.
    server.fake?.setMode('slow', { delayMs: 6000 });
    await preview.getByRole('button', { name: 'Import Data' }).click();
    const bar = library.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', /^\d+ of 11$/, { timeout: 20_000 });
    await expect(library.getByText('Matching titles to the film database…')).toBeVisible();
    await shoot(page, library, 'import-progress', testInfo);

    // Away to Lists and back: the import went on without the screen, which follows it again.
    await page.getByRole('link', { name: 'Lists' }).first().click();
    await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(library.getByText('An import is running', { exact: true })).toBeVisible();
    await expect(library.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    server.fake?.setMode('normal');
    server.fake?.releaseDelayed();

    const results = page.getByRole('dialog', { name: 'Import Results' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results.getByRole('row', { name: 'Titles' })).toHaveText(/Titles\s*11\s*0/);
    await expectToast(page, 'Import Complete', 'Successfully processed 22 items');
    file.remove();
  },
);
