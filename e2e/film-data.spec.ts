import type { Page } from '@playwright/test';
import { expect, isMobileProject, test, unlock, type TestServer } from './fixtures';

/** A title per source: what to type, what to pick, and one of its external ratings. */
const sources = {
  offline: { query: 'matrix', pick: 'The Matrix', tmdbId: 0, imdb: /\d\.\d\/10/, manyQuery: 'the' },
  tmdb: {
    query: 'lantern keeper',
    pick: 'The Lantern Keeper',
    tmdbId: 900101,
    imdb: '7.8/10',
    manyQuery: 'lantern',
  },
} as const;

function addToLibrary(server: TestServer, tmdbId: number, mediaType: 'movie' | 'tv', title: string) {
  const now = new Date().toISOString();
  server.db
    .prepare(
      `INSERT INTO library_items (tmdb_id, media_type, title, ownership, status, date_added, updated_at)
       VALUES (?, ?, ?, 'together', 'to_watch', ?, ?)`,
    )
    .run(tmdbId, mediaType, title, now, now);
}

async function openSearch(page: Page) {
  if (isMobileProject(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search Results' })).toBeVisible();
  }
  const box = page.getByRole('combobox', { name: 'Search movies and TV shows' });
  if (!isMobileProject(page))
    await expect(box).toHaveAttribute('placeholder', 'Search to add movies & TV shows...');
  await box.click();
  return box;
}

for (const source of ['offline', 'tmdb'] as const) {
  test.describe(`film data (${source})`, () => {
    test.use({ filmSource: source });
    // Each source at one viewport (the offline catalog on phones, TMDb on desktops): every screen still runs at
    // both, and the whole suite stays within CI's time.
    test.skip(
      ({ isMobile }) => isMobile !== (source === 'offline'),
      'this source runs at the other viewport',
    );
    const title = sources[source];

    test(
      'search as you type, pick with the keyboard, land on the title page with its ratings',
      { tag: '@phone' },
      async ({ page, server }) => {
        await unlock(page);
        const box = await openSearch(page);
        await box.pressSequentially(title.query, { delay: 30 });
        // Let the results of the whole word arrive before counting positions in them.
        await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveAttribute(
          'aria-busy',
          'false',
        );
        const option = page.getByRole('option').filter({ has: page.getByText(title.pick, { exact: true }) });
        await expect(option).toBeVisible();
        const options = page.getByRole('option');
        const index = await options.evaluateAll(
          (nodes, pick) => nodes.findIndex((node) => node.querySelector('p')?.textContent === pick),
          title.pick,
        );
        for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
        await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
        await box.press('Enter');
        const details = page.getByRole('dialog', { name: title.pick });
        await expect(details).toBeVisible();
        await details.getByRole('link', { name: 'Title page and where to watch' }).click();
        await expect(page).toHaveURL(/\/movie\/movie\/\d+$/);
        await expect(page.getByRole('heading', { level: 1, name: title.pick })).toBeVisible();
        await expect(page.getByText('Family Score', { exact: true })).toBeVisible();
        await expect(page.getByText(/\d+\/100/)).toBeVisible();
        await expect(page.getByText(/\d+% confidence/)).toBeVisible();
        const ratings = page.getByRole('region', { name: 'Ratings' });
        const imdbTile = ratings
          .locator('div')
          .filter({ has: page.getByText('IMDb', { exact: true }) })
          .last();
        await expect(imdbTile.getByText(title.imdb)).toBeVisible();
        if (source === 'tmdb') {
          await expect(page.getByRole('heading', { name: 'Where to watch in United States' })).toBeVisible();
          expect(
            server.fake?.callCount((call) => call.service === 'tmdb' && call.path === '/movie/900101'),
          ).toBe(1);
        }
      },
    );

    test(
      'arrow keys wrap around, Escape closes, no results says so, and library titles say In List',
      { tag: '@phone' },
      async ({ page, server }) => {
        const inLibrary = source === 'tmdb' ? 900101 : 90000001;
        addToLibrary(server, inLibrary, 'movie', 'A title in the library');
        await unlock(page);
        const box = await openSearch(page);
        await box.fill(title.manyQuery);
        const settled = () =>
          expect(page.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
        await settled();
        const options = page.getByRole('option');
        await expect(options.nth(7)).toBeVisible();
        await expect(
          page.getByRole('link', { name: `See all results for "${title.manyQuery}"` }),
        ).toBeVisible();
        const count = await options.count();
        await box.press('ArrowUp');
        await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
        await box.press('ArrowDown');
        await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

        await box.fill(source === 'tmdb' ? 'lantern keeper' : 'shawshank');
        await settled();
        const libraryTitle = source === 'tmdb' ? 'The Lantern Keeper' : 'The Shawshank Redemption';
        const inList = options.filter({ has: page.getByText(libraryTitle, { exact: true }) });
        await expect(inList.getByText('In List', { exact: true })).toBeVisible();

        await box.fill('zzqxv');
        await expect(page.getByText('No results found for "zzqxv"', { exact: true })).toBeVisible();
        await box.press('Escape');
        await expect(page.getByRole('listbox')).toBeHidden();
      },
    );

    test('the search page filters by type and links to title pages', { tag: '@phone' }, async ({ page }) => {
      await unlock(page);
      await page.goto(`/search?q=${title.manyQuery}`);
      await expect(page.getByRole('heading', { name: 'Search Movies & Series' })).toBeVisible();
      const status = page.getByRole('status').filter({ hasText: /\d+ results?/ });
      await expect(status).toBeVisible();
      const all = Number((await status.textContent())?.match(/\d+/)?.[0]);
      await page.getByRole('button', { name: 'Movies', exact: true }).click();
      await expect(page.getByText(/TV Series$/)).toHaveCount(0);
      const movies = Number((await status.textContent())?.match(/\d+/)?.[0]);
      await page.getByRole('button', { name: 'Series', exact: true }).click();
      await expect(page.getByText(/• Movie$/)).toHaveCount(0);
      const series = Number((await status.textContent())?.match(/\d+/)?.[0]);
      expect(movies + series).toBeGreaterThanOrEqual(Math.min(all, 20));
      expect(series).toBeGreaterThan(0);
      await page.locator('a[href^="/movie/tv/"]').first().click();
      await expect(page).toHaveURL(/\/movie\/tv\/\d+$/);
      await expect(page.getByText('Created by', { exact: true })).toBeVisible();

      await page.goto('/search?q=zzqxv');
      await expect(page.getByText('No results found', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Try different keywords or check your spelling.', { exact: true }),
      ).toBeVisible();
    });

    test('the sidebar shows trending movies and series', { tag: '@phone' }, async ({ page }) => {
      test.skip(isMobileProject(page), 'the sidebar is a desktop column');
      await unlock(page);
      const trending = page.getByRole('region', { name: 'Trending' });
      await expect(trending.getByRole('tab', { name: 'Movies' })).toHaveAttribute('aria-selected', 'true');
      await expect(trending.getByRole('link')).toHaveCount(4);
      await expect(trending.getByText(/\d+ min/).first()).toBeVisible();
      await trending.getByRole('tab', { name: 'Series' }).click();
      await expect(trending.getByRole('link')).toHaveCount(4);
      await expect(trending.getByText(/S\d+/).first()).toBeVisible();
      await trending.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/movie\/tv\/\d+$/);
    });
  });
}

test.describe('film database down', () => {
  test.use({ filmSource: 'tmdb' });

  test(
    'search shows its error state and the rest of the app keeps working',
    { tag: '@phone' },
    async ({ page, server }) => {
      await unlock(page);
      server.fake?.setMode('server-error');
      const box = await openSearch(page);
      await box.fill('lantern');
      await expect(
        page.getByText('Search is unavailable right now. Please try again in a moment.'),
      ).toBeVisible({
        timeout: 15_000,
      });
      await page.goto('/settings');
      await expect(page.getByText('Person 1', { exact: true })).toBeVisible();
    },
  );
});
