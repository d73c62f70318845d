import type { Page } from '@playwright/test';
import { expect, isMobileProject, test, unlock } from './fixtures';

// A title's dialogs, toasts and validation are component tests (web/src/features/title, title-page); here the
// household adds, watches, finds again, edits, rates and removes a title against the real server.

/** Per source: a movie to search for, by a word that finds it. */
const movies = {
  offline: { query: 'shawshank', title: 'The Shawshank Redemption' },
  tmdb: { query: 'copper sky', title: 'Copper Sky' },
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
    const movie = movies[source];

    test(
      'add from search with Who’s watching, watch it, find it again as ours, edit the viewing, react, remove',
      { tag: '@phone' },
      async ({ page }) => {
        await unlock(page);
        await addFromSearch(page, movie.query, movie.title, 'Person 1');
        await expect(section(page, 'Watchlist').getByRole('article', { name: movie.title })).toBeVisible();
        await expect(card(page, movie.title).getByLabel('Owned by Person 1')).toBeVisible();

        await card(page, movie.title).getByRole('button', { name: 'Watch' }).click();
        const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
        await viewing.getByRole('radio', { name: 'Person 2' }).click();
        await viewing.getByRole('radio', { name: 'Thumbs Up' }).click();
        await viewing.getByRole('button', { name: 'Confirm' }).click();
        await expect(page.getByText('Marked as watched!', { exact: true })).toBeVisible();
        await expect(section(page, 'Watched').getByRole('article', { name: movie.title })).toBeVisible();
        await expect(card(page, movie.title).getByLabel('Your rating: up')).toBeVisible();

        // Found again in search, it opens as the household's title, over the page the search was opened on.
        await searchAndOpen(page, movie.query, movie.title);
        await expect(page).toHaveURL(/\/$/);
        const details = page.getByRole('dialog', { name: movie.title });
        await expect(details.getByRole('button', { name: 'Want to Watch' })).toHaveCount(0);
        await expect(details.getByTestId('viewing')).toHaveCount(1);
        await expect(details.getByTestId('viewing')).toContainText('Person 2');
        await details.getByRole('button', { name: /Edit viewing of/ }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Viewing' });
        await edit.getByRole('radio', { name: 'Together' }).click();
        await edit.getByRole('button', { name: 'Update' }).click();
        await expect(page.getByText('Viewing updated!', { exact: true })).toBeVisible();
        await expect(details.getByTestId('viewing')).toContainText('Together');

        const ownRating = details.getByRole('group', { name: 'Your own rating' });
        await ownRating.getByRole('button', { name: 'Thumbs Down' }).click();
        await expect(page.getByText('Rating updated!', { exact: true })).toBeVisible();
        await expect(ownRating.getByRole('button', { name: 'Thumbs Down' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );

        await details.getByRole('button', { name: 'Remove from Watchlist' }).click();
        const confirm = page.getByRole('dialog', { name: 'Remove from Watchlist' });
        await confirm.getByRole('button', { name: 'Remove' }).click();
        await expect(page.getByText('Removed from watchlist', { exact: true })).toBeVisible();
        await expect(card(page, movie.title)).toHaveCount(0);
        await expect(page.getByText('Your watchlist is empty', { exact: true })).toBeVisible();
      },
    );
  });
}

test('the title page adds a title to the library for the owner chosen, and rates it', async ({ page }) => {
  await unlock(page);
  await page.goto('/movie/movie/90000001');
  await page.getByRole('button', { name: 'Add to Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Library' });
  await dialog.getByRole('radio', { name: 'Person 2' }).click();
  await dialog.getByRole('button', { name: 'Add to Library' }).click();
  await expect(page.getByText('Added to library!', { exact: true })).toBeVisible();
  await expect(page.getByText('In your library', { exact: true })).toBeVisible();
  const rating = page.getByRole('group', { name: 'Your own rating' });
  await rating.getByRole('button', { name: 'Thumbs Up' }).click();
  await expect(page.getByText('Rating updated!', { exact: true })).toBeVisible();
  await expect(rating.getByRole('button', { name: 'Thumbs Up' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/');
  const added = page.getByRole('article', { name: 'The Shawshank Redemption' });
  await expect(added.getByLabel('Owned by Person 2')).toBeVisible();
});
