import { addTitle, callApi } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';
import { openDetails, shoot } from './screens';

// Each journey takes screenshots in both themes to look at: slow on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const SHAWSHANK = 90000001;
const FRIENDS = 90500005;

const review = [
  'A patient film about hope, told without hurry.',
  'The letters to the state senate, the library, the rooftop beers: small mercies that add up.',
  'Morgan Freeman narrates as if he were remembering it himself.',
  'Rewatched it for the ending alone, and it still lands.',
  'Ten out of ten, would walk through a sewer pipe again.',
].join('\n');

test(
  'viewing notes: written in the viewing dialog, shown in the watch history, edited',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await unlock(page);
    const itemId = await addTitle(page, SHAWSHANK);
    await page.reload();
    const details = await openDetails(page, 'The Shawshank Redemption');

    await details.getByRole('button', { name: 'Mark as Watched' }).click();
    const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
    await viewing.getByLabel('Notes').fill('Watched on the train home');
    await shoot(page, viewing, 'viewing-notes-dialog', testInfo);
    await viewing.getByRole('button', { name: 'Confirm' }).click();
    await expect(viewing).toBeHidden();
    const history = details.getByRole('region', { name: 'Watch History' });
    await expect(history.getByTestId('viewing-notes')).toHaveText('Watched on the train home');

    // An imported review is long: four lines, then the rest on request.
    const added = await callApi(page, 'POST', `/api/library/${itemId}/watch-instances`, {
      watchedDate: '2021-03-14',
      viewer: 'person1',
      notes: review,
    });
    expect(added.status).toBe(201);
    await page.keyboard.press('Escape');
    await page.reload();
    const reopened = await openDetails(page, 'The Shawshank Redemption');
    const notes = reopened.getByTestId('viewing-notes');
    await expect(notes).toHaveCount(2);
    const long = notes.filter({ hasText: 'A patient film about hope' });
    const more = reopened.getByRole('button', { name: 'Show more' });
    await expect(more).toBeVisible();
    const clippedHeight = (await long.boundingBox())?.height ?? 0;
    await more.click();
    await expect(reopened.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect((await long.boundingBox())?.height ?? 0).toBeGreaterThan(clippedHeight);
    await expect(long).toContainText('would walk through a sewer pipe again');
    await shoot(
      page,
      reopened.getByRole('region', { name: 'Watch History' }),
      'watch-history-notes',
      testInfo,
    );

    // Edited: the dialog starts from the stored notes, and clearing them leaves none.
    await reopened.getByRole('button', { name: /^Edit viewing of March 14th, 2021/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Viewing' });
    await expect(edit.getByLabel('Notes')).toHaveValue(review);
    await edit.getByLabel('Notes').fill('');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden();
    await expect(reopened.getByTestId('viewing-notes')).toHaveCount(1);
    await expect(reopened.getByTestId('viewing-notes')).toHaveText('Watched on the train home');
  },
);

test("a library title's page: its actions and a way back", { tag: '@phone' }, async ({ page }, testInfo) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  const details = await openDetails(page, 'The Shawshank Redemption');
  await details.getByRole('link', { name: 'Title page and where to watch' }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/movie/${SHAWSHANK}$`));
  const actions = page.getByTestId('library-title-actions');
  await expect(actions.getByText('In your library', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Library' })).toHaveCount(0);
  await shoot(page, page.locator('article').first(), 'title-page-library', testInfo);

  await actions.getByRole('button', { name: 'Mark as Watched' }).click();
  const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
  await viewing.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Marked as watched!', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Add Viewing' })).toBeVisible();
  await actions.getByRole('button', { name: 'Add Viewing' }).click();
  await page
    .getByRole('dialog', { name: 'Mark as Watched' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Watch added!', { exact: true })).toBeVisible();

  await actions.getByRole('button', { name: 'Thumbs Up' }).click();
  await expect(page.getByText('Rating updated!', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Thumbs Up' })).toHaveAttribute('aria-pressed', 'true');

  // Back returns to the page it came from.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('article', { name: 'The Shawshank Redemption' })).toBeVisible();

  // A series' page opens its seasons; landing on a page directly, Back goes to the watchlist.
  await addTitle(page, FRIENDS, 'tv');
  await page.goto(`/movie/tv/${FRIENDS}`);
  await page.getByTestId('library-title-actions').getByRole('button', { name: 'Manage Seasons' }).click();
  await expect(page.getByRole('dialog', { name: 'Seasons' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Seasons' })).toBeHidden();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  "the seasons: 'Mark All Watched', a header that stays, the specials last, one no longer listed",
  { tag: '@phone' },
  async ({ page, server }, testInfo) => {
    await unlock(page);
    const friends = await addTitle(page, FRIENDS, 'tv');
    // As a refresh leaves a season the film database no longer lists (the offline catalog drops none).
    server.db
      .prepare('UPDATE seasons SET listed = 0 WHERE library_item_id = ? AND season_number = 10')
      .run(friends);
    await page.goto(`/movie/tv/${FRIENDS}`);
    await page.getByTestId('library-title-actions').getByRole('button', { name: 'Manage Seasons' }).click();
    const panel = page.getByRole('dialog', { name: 'Seasons' });
    const seasons = panel.getByTestId('season-card');
    await expect(seasons.first()).toContainText('Season 1');
    await expect(seasons.last()).toContainText('Specials');
    const dropped = seasons.filter({ hasText: 'Season 10' });
    await expect(dropped.getByText('No longer listed', { exact: true })).toBeVisible();
    await expect(seasons.getByText('No longer listed', { exact: true })).toHaveCount(1);

    // The seasons scroll under the progress and the actions, which stay in view.
    const header = panel.getByTestId('seasons-header');
    await seasons.last().scrollIntoViewIfNeeded();
    await expect(seasons.last()).toBeInViewport();
    await expect(seasons.first()).not.toBeInViewport();
    await expect(header.getByRole('button', { name: 'Mark All Watched' })).toBeInViewport();
    await shoot(page, panel, 'seasons-scrolled', testInfo);

    await header.getByRole('button', { name: 'Mark All Watched' }).click();
    await expect(page.getByText('All seasons marked as watched!', { exact: true })).toBeVisible();
    // The season no longer listed, never started, does not count and is left to watch.
    await expect(panel.getByTestId('season-progress-text')).toContainText('9 of 9 seasons (100%)');
    await expect(seasons.first().getByRole('combobox')).toHaveText('Watched');
    await expect(dropped.getByRole('combobox')).toHaveText('To Watch');
    // The specials are the household's to mark: a finished series has not necessarily watched them.
    await expect(seasons.last().getByRole('combobox')).toHaveText('To Watch');
    await expect(header.getByRole('button', { name: 'Mark All Watched' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Mark All as Rewatch' })).toBeVisible();
    await shoot(page, panel, 'seasons-all-watched', testInfo);
  },
);

test(
  'search: recent searches and trending before typing (phone), a placeholder that fits',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await unlock(page);
    await page.goto('/search');
    const field = page.getByRole('searchbox', { name: 'Search titles' });
    const fits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    await shoot(page, page.getByRole('search'), 'search-page-field', testInfo);

    test.skip(!isMobileProject(page), 'the search overlay is the phone’s');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search Results' });
    const before = overlay.getByTestId('before-typing');
    await expect(before.getByRole('heading', { name: 'Trending' })).toBeVisible();
    await expect(before.getByRole('heading', { name: 'Recent searches' })).toHaveCount(0);
    const trending = before.getByRole('link');
    await expect(trending.first()).toBeVisible();
    expect(await trending.count()).toBeGreaterThan(1);
    await shoot(page, overlay, 'search-overlay-first', testInfo);

    const box = overlay.getByRole('combobox', { name: 'Search movies and TV shows' });
    await box.fill('shawshank');
    await overlay.getByRole('option', { name: /The Shawshank Redemption/ }).click();
    await expect(page.getByRole('dialog', { name: 'The Shawshank Redemption' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    const recent = before.getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: 'shawshank' })).toBeVisible();
    await shoot(page, overlay, 'search-overlay-recent', testInfo);
    expect(await page.evaluate(() => localStorage.getItem('watchlist-recent-searches'))).toBe(
      '["shawshank"]',
    );
    await recent.getByRole('button', { name: 'shawshank' }).click();
    await expect(box).toHaveValue('shawshank');
    await expect(overlay.getByRole('option', { name: /The Shawshank Redemption/ })).toBeVisible();
    await box.fill('');
    await recent.getByRole('button', { name: 'Clear' }).click();
    await expect(before.getByRole('heading', { name: 'Recent searches' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('watchlist-recent-searches'))).toBeNull();

    // A trending title opens its page, and the search closes.
    const first = trending.first();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  },
);

test(
  "theme: a device without its own choice starts in the household's stored theme",
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    const html = page.locator('html');
    expect(await page.evaluate(() => localStorage.getItem('watchlist-theme'))).toBeNull();
    // The household chose dark on another device.
    expect((await callApi(page, 'PUT', '/api/settings', { theme: 'dark' })).status).toBe(200);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('watchlist-household-theme'))).toBe('dark');

    // From then on it is applied before the app's code runs (index.html's inline script).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.unroute('**/assets/*.js');

    // A choice made on this device wins over the household's.
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Light' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect((await callApi(page, 'PUT', '/api/settings', { theme: 'dark' })).status).toBe(200);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await expect(html).toHaveAttribute('data-theme', 'light');
  },
);
