import type { Page } from '@playwright/test';
import { setWatchProviders } from '../server/test-support/fake-film-fixtures';
import { callApi } from './api';
import { expect, isMobileProject, test, unlock, type TestServer } from './fixtures';
import { shoot, turnOnOurServices } from './screens';

// The fake film database's titles and services (server/test-support/README.md), in the United States.
const VELVET_STATIC = 900113; // Nimbus+ and StreamCo (96 min); rents on RentBox
const LANTERN_KEEPER = 900101; // StreamCo (117 min); rent and buy on RentBox
const GLASS_HARBOR = 900111; // rent only
const UNTITLED = 900107; // nowhere
const SALTMARSH = 210005; // a series, free with ads on FreeWave
const STREAMCO = 9001;
const NIMBUS = 9004;

test.use({ filmSource: 'tmdb' });

function fixture(server: TestServer, tmdbId: number) {
  const movie = server.fake?.fixtures.movies.find((entry) => entry.id === tmdbId);
  if (!movie) throw new Error(`no fake movie ${tmdbId}`);
  return movie;
}

async function add(page: Page, tmdbId: number, mediaType: 'movie' | 'tv' = 'movie') {
  const response = await callApi(page, 'POST', '/api/library', {
    tmdbId,
    mediaType,
    title: `title ${tmdbId}`,
    ownership: 'together',
  });
  expect(response.status).toBe(201);
}

/** Unlocks, adds the usual titles (their availability comes with them) and, when given, sets our services. */
async function setUp(page: Page, services: number[] = []) {
  await unlock(page);
  for (const id of [VELVET_STATIC, LANTERN_KEEPER, GLASS_HARBOR, UNTITLED]) await add(page, id);
  await add(page, SALTMARSH, 'tv');
  if (services.length > 0) {
    expect((await callApi(page, 'PUT', '/api/settings', { services })).status).toBe(200);
  }
  await page.reload();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const watchlistCount = (page: Page) =>
  page.getByRole('region', { name: /^Watchlist/ }).getByRole('heading', { level: 2 });

test(
  'choose our services in Settings; Home narrows to them in one tap, with their logos on the cards',
  { tag: '@phone' },
  async ({ page, server }, testInfo) => {
    test.slow(); // screenshots in both themes
    // On three of our services: two logos, then '+1'.
    setWatchProviders(fixture(server, VELVET_STATIC), 'US', {
      flatrate: ['nimbusPlus', 'streamCo'],
      ads: ['freeWave'],
      rent: ['rentBox'],
    });
    await setUp(page);

    await page.goto('/settings');
    const row = page.getByText('Our services', { exact: true }).locator('xpath=../..');
    await expect(row.getByText('None chosen yet', { exact: false })).toBeVisible();
    await row.getByRole('button', { name: 'Choose Services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Our services' });
    const list = dialog.getByRole('list', { name: 'Services in United States' });
    // The region's most common first; Tidewater TV streams in the United Kingdom only.
    await expect(list.getByRole('button')).toHaveText([
      'Nimbus+',
      'StreamCo',
      'Ember Play',
      'RentBox',
      'FreeWave',
    ]);
    await dialog.getByRole('searchbox', { name: 'Search services' }).fill('str');
    await expect(list.getByRole('button')).toHaveText(['StreamCo']);
    await list.getByRole('button', { name: 'StreamCo' }).click();
    await dialog.getByRole('searchbox', { name: 'Search services' }).fill('');
    await list.getByRole('button', { name: 'Nimbus+' }).click();
    await list.getByRole('button', { name: 'FreeWave' }).click();
    await expect(dialog.getByText('3 chosen')).toBeVisible();
    await expect(list.getByRole('button', { name: 'StreamCo' })).toHaveAttribute('aria-pressed', 'true');
    await shoot(page, dialog, 'our-services-dialog', testInfo);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
    const logos = row.getByRole('group', { name: 'Our services' });
    await expect(logos.getByRole('img')).toHaveCount(3);
    await expect(logos.getByRole('img', { name: 'Nimbus+' })).toBeVisible();
    await shoot(page, page.getByRole('region', { name: 'Streaming' }), 'our-services-row', testInfo);

    await page.goto('/');
    await expect(card(page, 'Glass Harbor')).toBeVisible();
    await expect(watchlistCount(page)).toHaveText(/5$/);
    await turnOnOurServices(page);
    // Velvet Static and The Lantern Keeper stream on StreamCo or Nimbus+, The Saltmarsh Inquiry free with ads on FreeWave.
    await expect(watchlistCount(page)).toHaveText(/3$/);
    await expect(card(page, 'Glass Harbor')).toBeHidden();
    await expect(card(page, 'Untitled Lantern Project')).toBeHidden();
    await expect(card(page, 'Velvet Static').getByTestId('service-logos')).toHaveAccessibleName(
      'On Nimbus+, StreamCo, FreeWave',
    );
    await expect(card(page, 'Velvet Static').getByTestId('service-logos')).toContainText('+1');
    await expect(card(page, 'The Lantern Keeper').getByTestId('service-logos')).toHaveAccessibleName(
      'On StreamCo',
    );
    await expect(card(page, 'The Saltmarsh Inquiry').getByTestId('service-logos')).toHaveAccessibleName(
      'On FreeWave',
    );
    await shoot(page, page, 'home-on-our-services', testInfo);

    // Kept on the device, like the sort.
    await page.reload();
    await expect(watchlistCount(page)).toHaveText(/3$/);
    expect(await page.evaluate(() => localStorage.getItem('watchlist-services-filter'))).toBe('ours');
  },
);

test(
  'the title page and the details modal: where to watch, grouped, our services first and marked',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.slow(); // screenshots in both themes
    await setUp(page, [STREAMCO]);
    await card(page, 'Velvet Static').getByRole('button', { name: 'Open Velvet Static' }).click();
    const dialog = page.getByRole('dialog', { name: 'Velvet Static' });
    const where = dialog.getByRole('region', { name: /^Where to watch/ });
    await expect(where.getByRole('heading')).toHaveText('Where to watch in United States');
    const stream = where.getByRole('list', { name: 'Stream' });
    // StreamCo is ours: first, and marked, though Nimbus+ is the more common.
    await expect(stream.getByRole('listitem')).toHaveText(['StreamCoOurs', 'Nimbus+']);
    await expect(where.getByRole('list', { name: 'Rent' }).getByRole('listitem')).toHaveText(['RentBox']);
    await expect(where.getByRole('list', { name: 'Buy' })).toHaveCount(0);
    await expect(where.getByText('checked today')).toBeVisible();
    await expect(where.getByText('Availability by JustWatch, via TMDb.')).toBeVisible();
    await where.scrollIntoViewIfNeeded();
    await shoot(page, where, 'details-where-to-watch', testInfo);
    await dialog.getByRole('link', { name: 'Title page and where to watch' }).click();

    await expect(page).toHaveURL(new RegExp(`/movie/movie/${VELVET_STATIC}$`));
    const onPage = page.getByRole('region', { name: /^Where to watch/ });
    await expect(onPage.getByRole('list', { name: 'Stream' }).getByRole('listitem')).toHaveText([
      'StreamCoOurs',
      'Nimbus+',
    ]);
    await expect(onPage.getByRole('link', { name: 'All offers on TMDb' })).toHaveAttribute(
      'href',
      /themoviedb\.org\/movie\/900113/,
    );
    await onPage.scrollIntoViewIfNeeded();
    await shoot(page, onPage, 'title-page-where-to-watch', testInfo);

    // Free with ads, and nowhere at all.
    await page.goto(`/movie/tv/${SALTMARSH}`);
    await expect(
      page
        .getByRole('region', { name: /^Where to watch/ })
        .getByRole('list', { name: 'Free' })
        .getByRole('listitem'),
    ).toHaveText(['FreeWavewith ads']);
    await page.goto(`/movie/movie/${UNTITLED}`);
    await expect(
      page.getByText('No streaming, rental or purchase offers are known for this title in United States.'),
    ).toBeVisible();
  },
);

test(
  'a title that came to or left one of our services says so until it is opened',
  { tag: '@phone' },
  async ({ page, server }) => {
    await setUp(page, [STREAMCO, NIMBUS]);
    // TMDb now says The Lantern Keeper moved from StreamCo to Nimbus+; the daily check finds it a day later.
    setWatchProviders(fixture(server, LANTERN_KEEPER), 'US', { flatrate: ['nimbusPlus'] });
    server.db.prepare("UPDATE title_availability SET checked_at = '2020-01-01T00:00:00.000Z'").run();
    expect((await callApi(page, 'POST', '/api/availability/check')).status).toBe(202);
    await expect
      .poll(
        async () => ((await callApi(page, 'GET', '/api/availability/check')).body as { state: string }).state,
      )
      .toBe('finished');
    await page.reload();

    const keeper = card(page, 'The Lantern Keeper');
    await expect(keeper.getByTestId('availability-news')).toHaveText('Now on Nimbus+ · Left StreamCo');
    await expect(card(page, 'Velvet Static').getByTestId('availability-news')).toHaveCount(0);
    await keeper.getByRole('button', { name: 'Open The Lantern Keeper' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Lantern Keeper' });
    await expect(dialog.getByText('Now on Nimbus+ · Left StreamCo', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(keeper.getByTestId('availability-news')).toHaveCount(0);
    await page.reload();
    await expect(keeper.getByTestId('availability-news')).toHaveCount(0);
  },
);

async function openChooser(page: Page) {
  if (isMobileProject(page)) {
    // The long press on Home opens the same chooser.
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Home' });
    const box = await home.boundingBox();
    if (!box) throw new Error('no Home button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(700);
    await page.mouse.up();
    await page.getByRole('menu', { name: 'Home actions' }).getByRole('menuitem', { name: 'Random' }).click();
  } else {
    await page.getByRole('button', { name: 'Random pick' }).click();
  }
  const chooser = page.getByRole('dialog', { name: "Who's watching?" });
  await expect(chooser.getByText('Choose whose movies to randomize from')).toBeVisible();
  return chooser;
}

test(
  "Tonight's pick keeps to the evening's constraints, says which one left nothing, and offers to drop it",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.slow(); // screenshots in both themes
    await setUp(page, [STREAMCO]);
    let chooser = await openChooser(page);
    await chooser.getByRole('checkbox', { name: 'Only on our services' }).click();
    await chooser
      .getByRole('radiogroup', { name: 'Time we have' })
      .getByRole('radio', { name: 'Under 1 h 30' })
      .click();
    await shoot(page, chooser, 'tonight-chooser', testInfo);
    await chooser.getByRole('button', { name: 'Together' }).click();

    // On StreamCo: Velvet Static (96 min) and The Lantern Keeper (117 min); neither is under 1 h 30.
    const alert = chooser.getByRole('alert');
    await expect(alert).toContainText('Nothing unwatched of Together fits “Under 1 h 30”.');
    await shoot(page, chooser, 'tonight-emptied', testInfo);
    await alert.getByRole('button', { name: 'Drop “Under 1 h 30”' }).click();

    const pick = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reroll' }) });
    const title = pick.getByRole('heading').first();
    await expect(title).toHaveText(/^(Velvet Static|The Lantern Keeper)$/);
    const first = (await title.textContent()) ?? '';
    await pick.getByRole('button', { name: 'Reroll' }).click();
    // Reroll keeps to our services: the other one.
    await expect(title).toHaveText(first === 'Velvet Static' ? 'The Lantern Keeper' : 'Velvet Static');
    await pick.getByRole('button', { name: 'Close' }).first().click();
    await expect(pick).toBeHidden();

    // Remembered on the device: only on our services still, the time dropped.
    chooser = await openChooser(page);
    await expect(chooser.getByRole('checkbox', { name: 'Only on our services' })).toBeChecked();
    await expect(chooser.getByRole('radio', { name: 'Any' })).toHaveAttribute('aria-checked', 'true');
    await chooser
      .getByRole('radiogroup', { name: 'Movies or series' })
      .getByRole('radio', { name: 'Series' })
      .click();
    await chooser.getByRole('button', { name: 'Together' }).click();
    await expect(chooser.getByRole('alert')).toContainText('fits “Series only”');
    await chooser.getByRole('alert').getByRole('button', { name: 'Drop “Series only”' }).click();
    await expect(title).toHaveText(/^(Velvet Static|The Lantern Keeper)$/);
  },
);

test("Lists: 'On Your Services' after 'To Watch'", { tag: '@phone' }, async ({ page }) => {
  await setUp(page, [STREAMCO]);
  await page.goto('/lists');
  await expect(page.locator('h2[id^="list-"]')).toHaveText([
    'Coming Soon',
    'To Watch',
    'On Your Services',
    'Favorites',
    'Trending Now',
  ]);
  const section = page.getByRole('region', { name: 'On Your Services' });
  await expect(section.getByTestId('list-entry')).toHaveCount(2);
  await expect(section.getByText('2 items')).toBeVisible();
  await section.getByRole('button', { name: 'View All (2)' }).click();
  await expect(page.getByRole('dialog', { name: 'On Your Services' }).getByTestId('list-entry')).toHaveText([
    /Velvet Static/,
    /The Lantern Keeper/,
  ]);
});

test.describe('without a TMDb key', () => {
  test.use({ filmSource: 'offline' });

  test(
    'where to watch says it needs a TMDb key, and nothing is invented',
    { tag: '@phone' },
    async ({ page }) => {
      await unlock(page);
      await callApi(page, 'POST', '/api/library', {
        tmdbId: 90000001,
        mediaType: 'movie',
        title: 'x',
        ownership: 'together',
      });
      await page.goto('/movie/movie/90000001');
      const where = page.getByRole('region', { name: /^Where to watch/ });
      await expect(where.getByText('Where to watch needs a TMDb key', { exact: true })).toBeVisible();
      await expect(where.getByRole('listitem')).toHaveCount(0);
      await page.goto('/');
      await expect(page.getByRole('article', { name: 'The Shawshank Redemption' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'On our services' })).toHaveCount(0);
      await page.goto('/settings');
      await expect(
        page.getByRole('region', { name: 'Streaming' }).getByText('Where to watch needs a TMDb key'),
      ).toBeVisible();
    },
  );
});
