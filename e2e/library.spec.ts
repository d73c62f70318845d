import type { Page } from '@playwright/test';
import { expect, isMobileProject, test, unlock } from './fixtures';

/** Per source: a movie and a series to search for, each by a word that finds it. */
const titles = {
  offline: {
    movie: { query: 'shawshank', title: 'The Shawshank Redemption' },
    series: { query: 'chernobyl', title: 'Chernobyl' },
  },
  tmdb: {
    movie: { query: 'copper sky', title: 'Copper Sky' },
    series: { query: 'lantern guild', title: 'The Lantern Guild' },
  },
} as const;

async function searchAndOpen(page: Page, query: string, title: string) {
  if (isMobileProject(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
  }
  const box = page.getByRole('combobox', { name: 'Search movies and TV shows' });
  await box.fill(query);
  await page
    .getByRole('option')
    .filter({ has: page.getByText(title, { exact: true }) })
    .click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}

async function addFromSearch(page: Page, query: string, title: string, who = 'Together') {
  await searchAndOpen(page, query, title);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Want to Watch' }).click();
  const chooser = page.getByRole('dialog', { name: "Who's watching?" });
  await chooser.getByRole('button', { name: who }).click();
  await expect(page.getByText('Added to library!', { exact: true })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

for (const source of ['offline', 'tmdb'] as const) {
  test.describe(`library (${source})`, () => {
    test.use({ filmSource: source });
    // Each source at one viewport (the offline catalog on phones, TMDb on desktops): every screen still runs at
    // both, and the whole suite stays within CI's time.
    test.skip(
      ({ isMobile }) => isMobile !== (source === 'offline'),
      'this source runs at the other viewport',
    );
    const { movie, series } = titles[source];

    test(
      'add from search with Who’s watching, watch it, edit the viewing, react, remove',
      { tag: '@phone' },
      async ({ page }) => {
        await unlock(page);
        await addFromSearch(page, movie.query, movie.title, 'Person 1');
        await expect(section(page, 'Watchlist').getByRole('article', { name: movie.title })).toBeVisible();
        await expect(card(page, movie.title).getByLabel('Owned by Person 1')).toBeVisible();

        await card(page, movie.title).getByRole('button', { name: 'Watch' }).click();
        const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
        await expect(viewing.getByRole('radio', { name: 'Together' })).toHaveAttribute(
          'aria-checked',
          'true',
        );
        await expect(viewing.getByRole('radio', { name: 'No Rating' })).toHaveAttribute(
          'aria-checked',
          'true',
        );
        await viewing.getByRole('radio', { name: 'Person 2' }).click();
        await viewing.getByRole('radio', { name: 'Thumbs Up' }).click();
        await viewing.getByRole('button', { name: 'Confirm' }).click();
        await expect(page.getByText('Marked as watched!', { exact: true })).toBeVisible();
        await expect(section(page, 'Watched').getByRole('article', { name: movie.title })).toBeVisible();
        await expect(card(page, movie.title).getByLabel('Your rating: up')).toBeVisible();

        await card(page, movie.title)
          .getByRole('button', { name: `Open ${movie.title}` })
          .click();
        const details = page.getByRole('dialog', { name: movie.title });
        await expect(details.getByTestId('viewing')).toHaveCount(1);
        await expect(details.getByTestId('viewing')).toContainText('Person 2');
        await details.getByRole('button', { name: /Edit viewing of/ }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Viewing' });
        await expect(edit.getByRole('radio', { name: 'Person 2' })).toHaveAttribute('aria-checked', 'true');
        await expect(edit.getByRole('radio', { name: 'Thumbs Up' })).toHaveAttribute('aria-checked', 'true');
        await edit.getByRole('radio', { name: 'Together' }).click();
        await edit.getByRole('button', { name: 'Update' }).click();
        await expect(page.getByText('Viewing updated!', { exact: true })).toBeVisible();
        await expect(details.getByTestId('viewing')).toContainText('Together');

        await details
          .getByRole('group', { name: 'Your own rating' })
          .getByRole('button', { name: 'Thumbs Down' })
          .click();
        await expect(page.getByText('Rating updated!', { exact: true })).toBeVisible();
        await expect(
          details
            .getByRole('group', { name: 'Your own rating' })
            .getByRole('button', { name: 'Thumbs Down' }),
        ).toHaveAttribute('aria-pressed', 'true');

        await details.getByRole('button', { name: 'Remove from Watchlist' }).click();
        const confirm = page.getByRole('dialog', { name: 'Remove from Watchlist' });
        await confirm.getByRole('button', { name: 'Remove' }).click();
        await expect(page.getByText('Removed from watchlist', { exact: true })).toBeVisible();
        await expect(card(page, movie.title)).toHaveCount(0);
        await expect(page.getByText('Your watchlist is empty', { exact: true })).toBeVisible();
      },
    );

    test('random pick with reroll and start', { tag: '@phone' }, async ({ page }) => {
      await unlock(page);
      await addFromSearch(page, movie.query, movie.title, 'Together');
      await addFromSearch(page, series.query, series.title, 'Together');
      await page.getByRole('button', { name: 'Random pick' }).click();
      const chooser = page.getByRole('dialog', { name: "Who's watching?" });
      await expect(chooser.getByText('Choose whose movies to randomize from', { exact: true })).toBeVisible();
      await chooser.getByRole('button', { name: 'Together' }).click();
      await expect(page.getByText('Random title selected!', { exact: true })).toBeVisible();
      const pick = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reroll' }) });
      await expect(pick.getByText('Owned by', { exact: true })).toBeVisible();
      await pick.getByRole('button', { name: 'Reroll' }).click();
      await expect(pick.getByRole('button', { name: 'Reroll' })).toBeEnabled();
      await expect(pick.getByRole('button', { name: /Watch Movie|Start Series/ })).toBeVisible();
      const picked = (await pick.getByRole('heading').first().textContent()) ?? '';
      await pick.getByRole('button', { name: /Watch Movie|Start Series/ }).click();
      await expect(page.getByText("Let's go!", { exact: true })).toBeVisible();
      const destination = picked === movie.title ? 'Watched' : 'Currently Watching';
      await expect(section(page, destination).getByRole('article', { name: picked })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('random-ownership-preference'))).toBe('together');
    });

    test(
      'a series: seasons to 100%, mark all as rewatch, the card follows',
      { tag: '@phone' },
      async ({ page }) => {
        await unlock(page);
        await addFromSearch(page, series.query, series.title);
        const seriesCard = card(page, series.title);
        await expect(seriesCard.getByTestId('season-progress')).toContainText(
          /0 of (1 season|\d+ seasons)\b/,
        );
        await seriesCard.getByRole('button', { name: 'Manage Seasons' }).click();
        const panel = page.getByRole('dialog', { name: 'Seasons' });
        await expect(panel.getByText(series.title, { exact: true })).toBeVisible();
        const seasons = panel.getByTestId('season-card');
        await expect(seasons.first()).toBeVisible();
        const count = await seasons.count();
        for (let index = 0; index < count; index += 1) {
          const current = seasons.nth(index);
          const name = (await current.locator('p').first().textContent()) ?? '';
          if (name === 'Specials') continue;
          await current.getByRole('combobox').click();
          await page.getByRole('option', { name: 'Watched', exact: true }).click();
          await expect(page.getByText('Season status updated!', { exact: true }).first()).toBeVisible();
          await expect(current.getByRole('combobox')).toHaveText('Watched');
        }
        await expect(panel.getByTestId('season-progress-text')).toContainText('(100%)');
        await panel.getByRole('button', { name: 'Mark All as Rewatch' }).click();
        await expect(page.getByText('Series marked for rewatch!', { exact: true })).toBeVisible();
        // Marked for rewatch is not rewatched: the line claims a rewatch once a season is watched again.
        const progressLine = panel.getByTestId('season-progress-text');
        await expect(progressLine).toContainText('(100%)');
        await expect(progressLine).not.toContainText('rewatched');
        // The numbered seasons come first (the specials last).
        const firstSeason = seasons.first();
        await expect(firstSeason.getByRole('combobox')).toHaveText('Rewatch');
        await firstSeason.getByRole('combobox').click();
        await page.getByRole('option', { name: 'Watched', exact: true }).click();
        await expect(progressLine).toContainText('• 1 rewatched');
        if (isMobileProject(page)) {
          // The phone's drawer closes with a swipe down from its top edge.
          const box = await panel.boundingBox();
          if (!box) throw new Error('no drawer');
          await page.mouse.move(box.x + box.width / 2, box.y + 12);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2, box.y + 200, { steps: 8 });
          await page.mouse.move(box.x + box.width / 2, box.y + 500, { steps: 8 });
          await page.mouse.up();
        } else await panel.getByRole('button', { name: 'Close' }).click();
        await expect(panel).toBeHidden();
        // Every season watched or marked for rewatch: the series is finished until a season is started again.
        await expect(section(page, 'Watched').getByRole('article', { name: series.title })).toBeVisible();
        await expect(seriesCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      },
    );

    test('filters and sort survive a reload', { tag: '@phone' }, async ({ page }) => {
      await unlock(page);
      await addFromSearch(page, movie.query, movie.title, 'Person 1');
      await addFromSearch(page, series.query, series.title, 'Person 2');
      if (isMobileProject(page)) {
        await page.getByRole('button', { name: 'Filter & Sort' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filter & Sort' });
        await expect(sheet.getByText('Customize your watchlist view', { exact: true })).toBeVisible();
        await sheet.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Series' }).click();
        await sheet
          .getByRole('group', { name: 'Sort By' })
          .getByRole('button', { name: 'Recently Added' })
          .click();
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Series' }).click();
        await page.getByRole('combobox', { name: 'Sort by' }).click();
        await page.getByRole('option', { name: 'Recently Added' }).click();
      }
      await expect(card(page, series.title)).toBeVisible();
      await expect(card(page, movie.title)).toHaveCount(0);
      await page.reload();
      await expect(card(page, series.title)).toBeVisible();
      await expect(card(page, movie.title)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('watchlist-sort'))).toBe('recently-added');
      if (!isMobileProject(page)) {
        await page
          .getByRole('group', { name: 'Ownership' })
          .getByRole('button', { name: 'Person 1' })
          .click();
        await expect(card(page, series.title)).toHaveCount(0);
        await expect(page.getByText('No titles match these filters.', { exact: true })).toBeVisible();
      }
    });
  });
}

test(
  'the title page adds to the library only once an owner is chosen',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await page.goto('/movie/movie/90000001');
    await page.getByRole('button', { name: 'Add to Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Library' });
    await dialog.getByRole('button', { name: 'Add to Library' }).click();
    await expect(page.getByText('Select ownership', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please choose who this belongs to before adding to library.', { exact: true }),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: 'Person 2' }).click();
    await dialog.getByRole('button', { name: 'Add to Library' }).click();
    await expect(page.getByText('Added to library!', { exact: true })).toBeVisible();
    await expect(page.getByText('In your library', { exact: true })).toBeVisible();
    const rating = page.getByRole('group', { name: 'Your own rating' });
    await rating.getByRole('button', { name: 'Thumbs Up' }).click();
    await expect(page.getByText('Rating updated!', { exact: true })).toBeVisible();
    await expect(rating.getByRole('button', { name: 'Thumbs Up' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await expect(page.getByRole('article', { name: 'The Shawshank Redemption' })).toBeVisible();
  },
);

test('a failed save keeps the viewing dialog open and says so', { tag: '@phone' }, async ({ page }) => {
  await unlock(page);
  await addFromSearch(page, 'shawshank', 'The Shawshank Redemption');
  await page.route('**/api/library/*/watch-instances', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await card(page, 'The Shawshank Redemption').getByRole('button', { name: 'Watch' }).click();
  const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
  await viewing.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Error recording viewing', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Failed to record your viewing. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(viewing).toBeVisible();
  await expect(viewing.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await page.unroute('**/api/library/*/watch-instances');
  await viewing.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Marked as watched!', { exact: true })).toBeVisible();
  await expect(viewing).toBeHidden();
});
