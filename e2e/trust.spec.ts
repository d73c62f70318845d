import type { Page } from '@playwright/test';
import { addTitle, callApi } from './api';
import { expect, test, unlock } from './fixtures';
import { openDetails, shoot } from './screens';

// Issue 29: what the household records is recorded once, can be taken back, and every screen tells the same story.
// Confirm and Delete are in the viewing dialog, full screen on a phone: those two journeys run at both viewports.
// The random pick and the Lists are the same screens at both: they run at 1280 × 800. Each flow's states and texts
// are component tests beside the components (viewing-dialog, random-pick, lists-page .test.tsx).
const SHAWSHANK = 90000001;
const GODFATHER = 90000002;
const BREAKING_BAD = 90500001;
const LONG_NAME = 'Maximiliana Constantinopoulou-Westerberg';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Counts the viewings the page sends to the server from now on. */
function countViewingPosts(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/library\/\d+\/watch-instances$/.test(request.url())) sent += 1;
  });
  return () => sent;
}

test('a double click on Confirm records one viewing', { tag: '@phone' }, async ({ page }) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK, 'movie', 'person1');
  await page.reload();
  const posts = countViewingPosts(page);

  await card(page, 'The Shawshank Redemption').getByRole('button', { name: 'Watch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Watched' });
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByText('Marked as watched!', { exact: true })).toBeVisible();

  const details = await openDetails(page, 'The Shawshank Redemption');
  await expect(details.getByTestId('viewing')).toHaveCount(1);
  expect(posts()).toBe(1);
});

test(
  'a deleted viewing comes back with Undo, and so does the status it moved',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await unlock(page);
    // Person 1's movie, seen by both of them apart: watched. A second movie only the other has seen: 'Seen by'.
    const movie = await addTitle(page, SHAWSHANK, 'movie', 'person1');
    for (const [viewer, watchedDate] of [
      ['person2', '2025-01-05'],
      ['person1', '2025-02-01'],
    ] as const) {
      const added = await callApi(page, 'POST', `/api/library/${movie}/watch-instances`, {
        watchedDate,
        viewer,
      });
      expect(added.status).toBe(201);
    }
    const watched = await callApi(page, 'PUT', `/api/library/${movie}/status`, {
      status: 'watched',
      date: '2025-02-01',
    });
    expect(watched.status).toBe(200);
    const other = await addTitle(page, GODFATHER, 'movie', 'person1');
    // A long name (the most a label takes) is cut short on the card, not the card.
    const labels = { person1: 'Person 1', person2: LONG_NAME, together: 'Together' };
    expect((await callApi(page, 'PUT', '/api/settings', { ownershipLabels: labels })).status).toBe(200);
    await callApi(page, 'POST', `/api/library/${other}/watch-instances`, {
      watchedDate: '2025-01-05',
      viewer: 'person2',
    });
    await page.reload();
    const seen = card(page, 'The Godfather');
    await expect(seen.getByText(`Seen by ${LONG_NAME}`, { exact: true })).toBeVisible();
    await shoot(page, seen, 'seen-by-card', testInfo);

    const details = await openDetails(page, 'The Shawshank Redemption');
    await expect(details.getByTestId('viewing')).toHaveCount(2);
    await details
      .getByTestId('viewing')
      .filter({ hasText: 'Person 1' })
      .getByRole('button', { name: /^Edit viewing of/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Viewing' });
    await expect(edit.getByRole('button', { name: 'Delete' })).toBeVisible();
    await shoot(page, edit, 'edit-viewing-delete', testInfo);
    await edit.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog', { name: 'Delete Viewing' });
    await question.getByRole('button', { name: 'Delete' }).click();

    // Only the other person's viewing is left of Person 1's movie: it is to watch again, and says who has seen it.
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Viewing deleted' });
    await expect(toast).toBeVisible();
    await toast.hover(); // the toast waits while the pointer is over it
    await expect(edit).toBeHidden();
    await expect(details.getByTestId('viewing')).toHaveCount(1);
    await expect(details.getByRole('button', { name: 'Mark as Watched' })).toBeVisible();
    const seenInDetails = details.getByText(`Seen by ${LONG_NAME}`, { exact: true });
    await expect(seenInDetails).toBeVisible();
    await shoot(page, page, 'undo-toast', testInfo);
    await seenInDetails.scrollIntoViewIfNeeded();
    await shoot(page, details, 'seen-by-details', testInfo);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Viewing restored', { exact: true })).toBeVisible();
    await expect(details.getByTestId('viewing')).toHaveCount(2);
    await expect(details.getByTestId('viewing').filter({ hasText: 'Person 1' })).toContainText(
      'February 1st, 2025',
    );
    await expect(details.getByRole('button', { name: 'Mark as Unwatched' })).toBeVisible();
    await expect(details.getByText(/^Seen by/)).toHaveCount(0);
  },
);

test('the random pick: Reroll draws another, a movie starts, a series under way goes on in its seasons', async ({
  page,
}, testInfo) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK, 'movie', 'together');
  await addTitle(page, GODFATHER, 'movie', 'together');
  const series = await addTitle(page, BREAKING_BAD, 'tv', 'person1');
  const seasons = (await callApi(page, 'GET', `/api/seasons/${series}`)).body as {
    id: number;
    seasonNumber: number;
  }[];
  const first = seasons.find((season) => season.seasonNumber === 1);
  if (!first) throw new Error('Breaking Bad has no season 1');
  expect((await callApi(page, 'PUT', `/api/season/${first.id}`, { status: 'watched' })).status).toBe(200);
  await page.reload();
  const randomPick = page.getByRole('button', { name: 'Random pick' });
  const chooser = page.getByRole('dialog', { name: "Who's watching?" });

  await randomPick.click();
  await chooser.getByRole('button', { name: 'Together' }).click();
  const pick = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reroll' }) });
  const shown = pick.getByRole('heading').first();
  await expect(shown).toHaveText(/^(The Shawshank Redemption|The Godfather)$/);
  const drawn = (await shown.textContent()) ?? '';
  await pick.getByRole('button', { name: 'Reroll' }).click();
  await expect(shown).toHaveText(/^(The Shawshank Redemption|The Godfather)$/);
  await expect(shown).not.toHaveText(drawn);
  const started = (await shown.textContent()) ?? '';
  await pick.getByRole('button', { name: 'Watch Movie' }).click();
  await expect(page.getByText("Let's go!", { exact: true })).toBeVisible();
  await expect(pick).toBeHidden();
  await expect(
    page.getByRole('region', { name: /^Watched/ }).getByRole('article', { name: started }),
  ).toBeVisible();

  await randomPick.click();
  await chooser.getByRole('button', { name: 'Person 1' }).click();
  const underWay = page.getByRole('dialog', { name: 'Breaking Bad' });
  await expect(underWay.getByText('Status', { exact: true }).locator('+ dd')).toHaveText('Watching');
  await expect(underWay.getByRole('button', { name: 'Start Series' })).toHaveCount(0);
  await shoot(page, underWay, 'random-pick-series-under-way', testInfo);

  await underWay.getByRole('button', { name: 'Continue Series' }).click();
  const panel = page.getByRole('dialog', { name: 'Seasons' });
  await expect(panel.getByText('Breaking Bad', { exact: true })).toBeVisible();
  await expect(underWay).toBeHidden();
});

test('a thumbs-up viewing makes a favorite', async ({ page }, testInfo) => {
  await unlock(page);
  await addTitle(page, SHAWSHANK, 'movie', 'together');
  await page.reload();
  await card(page, 'The Shawshank Redemption').getByRole('button', { name: 'Watch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Watched' });
  await dialog.getByRole('radio', { name: 'Thumbs Up' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Marked as watched!', { exact: true })).toBeVisible();

  // The details say where My Rating comes from, and that the buttons are the title's own rating.
  const details = await openDetails(page, 'The Shawshank Redemption');
  await expect(details.getByRole('group', { name: 'Your own rating' })).toBeVisible();
  const fromViewings = details.getByText('From 1 viewing', { exact: true });
  await fromViewings.scrollIntoViewIfNeeded();
  await expect(fromViewings).toBeVisible();
  await shoot(page, details, 'details-ratings', testInfo);
  await details.getByRole('button', { name: 'Close' }).click();

  // Within the app, as the household goes: the Lists read the library's cards as the viewing left them.
  await page.getByRole('link', { name: 'Lists' }).first().click();
  const favorites = page.getByRole('region', { name: 'Favorites' });
  await expect(favorites.getByRole('link', { name: /The Shawshank Redemption/ })).toBeVisible();
  await expect(favorites.getByText('1 item', { exact: true })).toBeVisible();
});
