import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { addTitle, callApi } from './api';
import { expect, test, unlock, type TestServer } from './fixtures';
import { shoot } from './screens';

// The fake film database suggests, for a title, the movies sharing its genres (server/test-support/README.md).
test.use({ filmSource: 'tmdb' });

const GLASS_HARBOR = 900111; // Crime, Thriller
const LANTERN_KEEPER = 900101; // Drama, Mystery

/** A thumbs up on a title, in a viewing by `viewer`. */
async function liked(page: Page, tmdbId: number, viewer: 'both' | 'person1') {
  const itemId = await addTitle(page, tmdbId, 'movie', 'together', 'watched');
  const viewing = await callApi(page, 'POST', `/api/library/${itemId}/watch-instances`, {
    watchedDate: '2025-02-01',
    viewer,
    userRating: 'up',
  });
  expect(viewing.status).toBe(201);
}

/** Glass Harbor liked by both, The Lantern Keeper by Alex; the ideas fetched from them, as the job does. */
async function seedLikes(page: Page, server: TestServer) {
  const labels = { person1: 'Alex', person2: 'Sam', together: 'Together' };
  expect((await callApi(page, 'PUT', '/api/settings', { ownershipLabels: labels })).status).toBe(200);
  await liked(page, GLASS_HARBOR, 'both');
  await liked(page, LANTERN_KEEPER, 'person1');
  await server.runSuggestions();
}

test("'For the two of you': why each idea, its title page, 'Not for us', and back from Settings @phone", async ({
  page,
  server,
}, testInfo) => {
  await unlock(page);
  await seedLikes(page, server);
  await page.goto('/');

  const row = page.getByRole('region', { name: 'For the two of you' });
  const idea = row
    .getByTestId('idea-card')
    .filter({ hasText: 'Because you both liked Glass Harbor' })
    .first();
  await expect(idea).toBeVisible();
  await expect(row.getByText('Because Alex liked The Lantern Keeper').first()).toBeVisible();
  const title = (await idea.locator('p').first().textContent()) ?? '';
  await shoot(page, row, 'ideas-home-row', testInfo);
  await expectAccessible(page, 'Home with ideas for the two of you');

  await idea.getByRole('link').click();
  await expect(page).toHaveURL(/\/movie\/movie\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Library' })).toBeVisible();
  await page.getByRole('button', { name: 'Not for us' }).click();
  await expect(page.getByText('Set aside: not for us')).toBeVisible();
  await shoot(page, page, 'ideas-title-page', testInfo);
  await page.goBack();
  await expect(row.getByTestId('idea-card').first()).toBeVisible();
  await expect(row.getByTestId('idea-card').filter({ hasText: title })).toHaveCount(0);

  await page.goto('/lists');
  const section = page.getByRole('region', { name: 'For the two of you' });
  await expect(section.getByTestId('idea-card').first()).toBeVisible();
  await expect(section.getByTestId('idea-card').filter({ hasText: title })).toHaveCount(0);
  await shoot(page, section, 'ideas-lists-section', testInfo);

  await page.goto('/settings');
  const setAside = page.getByRole('region', { name: 'Not for us' });
  await expect(setAside.getByText(title, { exact: true })).toBeVisible();
  await setAside.scrollIntoViewIfNeeded();
  await shoot(page, setAside, 'ideas-settings-not-for-us', testInfo);
  await expectAccessible(page, "Settings with 'Not for us'");
  await setAside.getByRole('button', { name: `Bring back ${title}` }).click();
  await expect(setAside.getByText('Nothing set aside')).toBeVisible();

  await page.goto('/');
  await expect(row.getByTestId('idea-card').filter({ hasText: title })).toHaveCount(1);
});
