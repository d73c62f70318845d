import { addTitle, callApi } from './api';
import { expect, test, unlock } from './fixtures';
import { openDetails, shoot } from './screens';

// Each journey takes screenshots in both themes to look at: slow on a loaded machine.
test.describe.configure({ timeout: 120_000 });

// What the screens show for given data is their component tests': notes sent, edited and cleared
// (web/src/features/title/viewing-notes.test.tsx), the title page's actions and toasts
// (app/title-host/title-page-actions.test.tsx), a season no longer listed and 'Mark All Watched'
// (features/seasons/seasons-panel.test.tsx), trending and the recent searches (features/search/before-typing.test.tsx).

const SHAWSHANK = 90000001;
const FRIENDS = 90500005;

const review = [
  'A patient film about hope, told without hurry.',
  'The letters to the state senate, the library, the rooftop beers: small mercies that add up.',
  'Morgan Freeman narrates as if he were remembering it himself.',
  'Rewatched it for the ending alone, and it still lands.',
  'Ten out of ten, would walk through a sewer pipe again.',
].join('\n');

test('viewing notes: written in the viewing dialog, shown in the watch history; a long one four lines, then the rest', async ({
  page,
}, testInfo) => {
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
  await expect(reopened.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await long.boundingBox())?.height ?? 0).toBeGreaterThan(clippedHeight);
  await expect(long).toContainText('would walk through a sewer pipe again');
  await shoot(page, reopened.getByRole('region', { name: 'Watch History' }), 'watch-history-notes', testInfo);
});

test("a library title's page: its actions and a way back", async ({ page }, testInfo) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  const details = await openDetails(page, 'The Shawshank Redemption');
  await details.getByRole('link', { name: 'Title page and where to watch' }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/movie/${SHAWSHANK}$`));
  const actions = page.getByTestId('library-title-actions');
  await expect(actions.getByText('In your library', { exact: true })).toBeVisible();
  await shoot(page, page.locator('article').first(), 'title-page-library', testInfo);

  await actions.getByRole('button', { name: 'Mark as Watched' }).click();
  await page
    .getByRole('dialog', { name: 'Mark as Watched' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(actions.getByRole('button', { name: 'Add Viewing' })).toBeVisible();
  await actions.getByRole('button', { name: 'Thumbs Up' }).click();
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
  "the seasons: a header that stays in view while they scroll (the phone's drawer, the desktop's dialog), 'Mark All Watched'",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await unlock(page);
    await addTitle(page, FRIENDS, 'tv');
    await page.goto(`/movie/tv/${FRIENDS}`);
    await page.getByTestId('library-title-actions').getByRole('button', { name: 'Manage Seasons' }).click();
    const panel = page.getByRole('dialog', { name: 'Seasons' });
    const seasons = panel.getByTestId('season-card');
    await expect(seasons.first()).toContainText('Season 1');

    const header = panel.getByTestId('seasons-header');
    await seasons.last().scrollIntoViewIfNeeded();
    await expect(seasons.last()).toBeInViewport();
    await expect(seasons.first()).not.toBeInViewport();
    await expect(header.getByRole('button', { name: 'Mark All Watched' })).toBeInViewport();
    await shoot(page, panel, 'seasons-scrolled', testInfo);

    await header.getByRole('button', { name: 'Mark All Watched' }).click();
    await expect(header.getByRole('button', { name: 'Mark All as Rewatch' })).toBeInViewport();
    await expect(seasons.first().getByRole('combobox')).toHaveText('Watched');
    await shoot(page, panel, 'seasons-all-watched', testInfo);
  },
);

test(
  "the phone's search: a placeholder that fits, trending before typing, then the recent searches",
  { tag: '@phone-only' },
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

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search Results' });
    const before = overlay.getByTestId('before-typing');
    const trending = before.getByRole('link');
    await expect(trending.first()).toBeVisible();
    expect(await trending.count()).toBeGreaterThan(1);
    await shoot(page, overlay, 'search-overlay-first', testInfo);

    const box = overlay.getByRole('combobox', { name: 'Search movies and TV shows' });
    await box.fill('shawshank');
    await overlay.getByRole('option', { name: /The Shawshank Redemption/ }).click();
    await expect(page.getByRole('dialog', { name: 'The Shawshank Redemption' })).toBeVisible();
    await page.keyboard.press('Escape');

    await nav.getByRole('button', { name: 'Search' }).click();
    const recent = before.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('button', { name: 'shawshank' }).click();
    await expect(box).toHaveValue('shawshank');
    await expect(overlay.getByRole('option', { name: /The Shawshank Redemption/ })).toBeVisible();
    await box.fill('');
    await shoot(page, overlay, 'search-overlay-recent', testInfo);

    // A trending title opens its page, and the search closes.
    const first = trending.first();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  },
);

test("theme: a device without its own choice starts in the household's stored theme", async ({ page }) => {
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
});
