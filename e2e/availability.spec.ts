import type { Page } from '@playwright/test';
import { callApi } from './api';
import { expect, test, unlock } from './fixtures';
import { shoot, turnOnOurServices } from './screens';

// What the screens show for given offers and services (where to watch, the services dialog, the cards' logos and
// news, 'On Your Services', Tonight's pick, without a TMDb key) is component tests: where-to-watch.test.tsx,
// our-services.test.tsx, card-services.test.tsx, on-services-section.test.tsx, evening-constraints.test.tsx,
// title-page-news.test.tsx. The server's rules are server/features/availability/availability.api.test.ts and
// library/tonight-pick.api.test.ts.

// The fake film database's titles and services (server/test-support/README.md), in the United States.
const VELVET_STATIC = 900113; // Nimbus+ and StreamCo (96 min); rents on RentBox
const LANTERN_KEEPER = 900101; // StreamCo (117 min); rent and buy on RentBox
const GLASS_HARBOR = 900111; // rent only
const UNTITLED = 900107; // nowhere
const SALTMARSH = 210005; // a series, free with ads on FreeWave

test.use({ filmSource: 'tmdb' });

async function add(page: Page, tmdbId: number, mediaType: 'movie' | 'tv' = 'movie') {
  const response = await callApi(page, 'POST', '/api/library', {
    tmdbId,
    mediaType,
    title: `title ${tmdbId}`,
    ownership: 'together',
  });
  expect(response.status).toBe(201);
}

/** Unlocks and adds the usual titles (their availability comes with them). */
async function setUp(page: Page) {
  await unlock(page);
  for (const id of [VELVET_STATIC, LANTERN_KEEPER, GLASS_HARBOR, UNTITLED]) await add(page, id);
  await add(page, SALTMARSH, 'tv');
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const watchlistCount = (page: Page) =>
  page.getByRole('region', { name: /^Watchlist/ }).getByRole('heading', { level: 2 });

test(
  'choose our services in Settings; Home narrows to them in one tap; where to watch puts ours first',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.slow(); // screenshots in both themes
    await setUp(page);

    await page.goto('/settings');
    const row = page.getByText('Our services', { exact: true }).locator('xpath=../..');
    await row.getByRole('button', { name: 'Choose Services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Our services' });
    const list = dialog.getByRole('list', { name: 'Services in United States' });
    await list.getByRole('button', { name: 'StreamCo' }).click();
    await list.getByRole('button', { name: 'FreeWave' }).click();
    await shoot(page, dialog, 'our-services-dialog', testInfo);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
    await expect(row.getByRole('group', { name: 'Our services' }).getByRole('img')).toHaveCount(2);
    await shoot(page, page.getByRole('region', { name: 'Streaming' }), 'our-services-row', testInfo);

    await page.goto('/');
    await expect(card(page, 'Glass Harbor')).toBeVisible();
    await expect(watchlistCount(page)).toHaveText(/5$/);
    await turnOnOurServices(page);
    // Velvet Static and The Lantern Keeper stream on StreamCo, The Saltmarsh Inquiry free with ads on FreeWave.
    await expect(watchlistCount(page)).toHaveText(/3$/);
    await expect(card(page, 'Glass Harbor')).toBeHidden();
    await expect(card(page, 'Velvet Static').getByTestId('service-logos')).toHaveAccessibleName(
      'On StreamCo',
    );
    await shoot(page, page, 'home-on-our-services', testInfo);
    // Kept on the device, like the sort.
    await page.reload();
    await expect(watchlistCount(page)).toHaveText(/3$/);

    await card(page, 'Velvet Static').getByRole('button', { name: 'Open Velvet Static' }).click();
    const details = page.getByRole('dialog', { name: 'Velvet Static' });
    const where = details.getByRole('region', { name: /^Where to watch/ });
    // StreamCo is ours: first, and marked, though Nimbus+ is the more common.
    await expect(where.getByRole('list', { name: 'Stream' }).getByRole('listitem')).toHaveText([
      'StreamCoOurs',
      'Nimbus+',
    ]);
    await where.scrollIntoViewIfNeeded();
    await shoot(page, where, 'details-where-to-watch', testInfo);
    await details.getByRole('link', { name: 'Title page and where to watch' }).click();

    await expect(page).toHaveURL(new RegExp(`/movie/movie/${VELVET_STATIC}$`));
    const onPage = page.getByRole('region', { name: /^Where to watch/ });
    await expect(onPage.getByRole('list', { name: 'Stream' }).getByRole('listitem')).toHaveText([
      'StreamCoOurs',
      'Nimbus+',
    ]);
    await onPage.scrollIntoViewIfNeeded();
    await shoot(page, onPage, 'title-page-where-to-watch', testInfo);
  },
);
