import type { Locator, Page } from '@playwright/test';
import { dayInZone } from '#domain/rules/household-day';
import {
  addAiringFixtures,
  AIRING_TITLES,
  premiereNewSeason,
} from '#server/test-support/fake-airing-fixtures';
import { expectAccessible } from './accessibility';
import { addTitle, callApi } from './api';
import { expect, test, unlock, type TestServer } from './fixtures';
import { chooseFile, openLibrarySettings, tempFile } from './import-helpers';
import { shoot, turnOnOurServices } from './screens';

// Each journey loads the app once and scans many states of it, each in both themes (accessibility.ts): at 1280×800
// every screen and dialog once, at 390×844 only what a phone shows in its own way.
test.use({ filmSource: 'tmdb' });

// The fake film database's titles (server/test-support/README.md) and its services in the United States.
const VELVET_STATIC = 900113; // on Nimbus+ and StreamCo
const LANTERN_KEEPER = 900101;
const KESTREL_BAY = 900105; // never in the library
const SALTMARSH = 210005; // a series, free with ads on FreeWave
const OUR_SERVICES = [9001, 9003, 9004];

/** Titles of every kind: one on the watchlist, one watched (with a note and a reaction), a series under way. */
async function seedTitles(page: Page) {
  const today = dayInZone(new Date());
  await addTitle(page, VELVET_STATIC, 'movie', 'person1');
  const watched = await addTitle(page, LANTERN_KEEPER);
  const viewing = await callApi(page, 'POST', `/api/library/${watched}/watch-instances`, {
    watchedDate: today,
    viewer: 'both',
    userRating: 'up',
    notes: 'Saw it on the big screen.',
  });
  expect(viewing.status).toBe(201);
  await addTitle(page, SALTMARSH, 'tv', 'together', 'watching');
  expect((await callApi(page, 'PUT', '/api/settings', { services: OUR_SERVICES })).status).toBe(200);
}

/**
 * What comes next as well: a series that airs soon and a film out soon (Coming Soon), a finished series with a new
 * season (Up Next), then the page loaded afresh.
 */
async function seedLibrary(page: Page, server: TestServer) {
  if (!server.fake) throw new Error('these journeys need the fake TMDb');
  const today = dayInZone(new Date());
  addAiringFixtures(server.fake.fixtures, today);
  await seedTitles(page);
  await addTitle(page, AIRING_TITLES.returning.id, 'tv', 'together', 'watching');
  await addTitle(page, AIRING_TITLES.upcomingMovie.id, 'movie');
  const ended = await addTitle(page, AIRING_TITLES.ended.id, 'tv', 'together', 'watched');
  premiereNewSeason(server.fake.fixtures, AIRING_TITLES.ended.id, today);
  expect((await callApi(page, 'POST', '/api/library/refresh-metadata', { ids: [ended] })).status).toBe(202);
  await expect
    .poll(async () => {
      const job = await callApi(page, 'GET', '/api/library/refresh-metadata');
      return (job.body as { state: string }).state;
    })
    .toBe('finished');
  await server.runAiringCheck();
  await page.reload();
}

const GLASS_HARBOR = 900111; // made a flop below, to be liked: the Biggest Surprise
const LAST_LANTERN = 900104; // critics 7.8: disliked, the Hot Take

/**
 * Every recap highlight with real content: more viewings this year (spread from New Year's Day to today) by each of
 * you alone and together, with every reaction: genres, people and Most Loved with several entries, a Biggest Surprise
 * and a Hot Take, five titles you each rated on your own (a taste match) one of which split you (Most Divisive),
 * each one's picks watched by the other, and titles of different lengths and years for the fun facts.
 */
async function seedRecap(page: Page, server: TestServer) {
  if (!server.fake) throw new Error('this journey needs the fake TMDb');
  const flop = server.fake.fixtures.movies.find((movie) => movie.id === GLASS_HARBOR);
  const flopScores = flop?.imdb_id ? server.fake.fixtures.omdb[flop.imdb_id] : undefined;
  if (!flop || !flopScores) throw new Error(`the fake film database has no ${GLASS_HARBOR}`);
  flop.vote_average = 4.6;
  Object.assign(flopScores, { imdbRating: '4.9', Metascore: '38', Ratings: [] });

  const today = dayInZone(new Date());
  const newYear = Date.parse(`${today.slice(0, 4)}-01-01`);
  const span = Date.parse(today) - newYear;
  let viewings = 0;
  const spread = () => new Date(newYear + (span * (viewings % 7)) / 6).toISOString().slice(0, 10);
  const view = async (id: number, viewer: string, userRating: string) => {
    const watchedDate = viewings === 0 ? today : spread();
    viewings += 1;
    const response = await callApi(page, 'POST', `/api/library/${id}/watch-instances`, {
      watchedDate,
      viewer,
      userRating,
    });
    expect(response.status).toBe(201);
  };
  await view(await addTitle(page, GLASS_HARBOR), 'both', 'up');
  await view(await addTitle(page, LAST_LANTERN), 'both', 'down');
  const apart: [number, 'person1' | 'person2' | 'together', string, string][] = [
    [900102, 'person1', 'up', 'up'],
    [900103, 'person2', 'up', 'neutral'],
    [900106, 'together', 'up', 'up'],
    [900108, 'together', 'up', 'down'],
    [900114, 'person2', 'neutral', 'down'],
  ];
  for (const [tmdbId, ownership, person1, person2] of apart) {
    const id = await addTitle(page, tmdbId, 'movie', ownership);
    await view(id, 'person1', person1);
    await view(id, 'person2', person2);
  }
  await view(await addTitle(page, 900110), 'both', 'up');
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function closeWithEscape(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens a page by its address and waits for its level-1 heading: every route opens. */
async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

// At 1280×800: every screen and dialog that looks the same on a phone, scanned once.

test('home, the random pick, search, lists and the other pages pass axe', async ({ page, server }) => {
  test.setTimeout(240_000);
  await unlock(page);
  await expect(page.getByRole('heading', { name: /^Watchlist/, level: 1 })).toBeVisible();
  await expectAccessible(page, 'home, empty');
  await seedLibrary(page, server);
  await expect(
    page.getByRole('region', { name: 'Up Next' }).getByTestId('up-next-entry').first(),
  ).toBeVisible();
  await expect(card(page, 'Velvet Static').getByTestId('service-logos')).toBeVisible();
  await expectAccessible(page, 'home');
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page, 'sort select');
  await page.keyboard.press('Escape');
  await turnOnOurServices(page);
  await expect(card(page, 'The Lantern Keeper')).toBeVisible();
  await expectAccessible(page, 'home, on our services');

  await page.getByRole('button', { name: 'Random pick' }).click();
  const chooser = page.getByRole('dialog', { name: "Who's watching?" });
  await expect(chooser).toBeVisible();
  await expectAccessible(page, "random pick, Who's watching?");
  await chooser.getByRole('button', { name: 'Together' }).click();
  const pick = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reroll' }) });
  await expect(pick.getByRole('button', { name: 'Reroll' })).toBeEnabled();
  await expectAccessible(page, 'random pick');
  await closeWithEscape(page, pick);

  await page.getByRole('combobox', { name: 'Search movies and TV shows' }).fill('kestrel');
  await expect(page.getByRole('option', { name: /Lanterns Over Kestrel Bay/ })).toBeVisible();
  await expectAccessible(page, 'search results');
  await page.getByRole('option', { name: /Lanterns Over Kestrel Bay/ }).click();
  const other = page.getByRole('dialog', { name: 'Lanterns Over Kestrel Bay' });
  await expect(other.getByRole('button', { name: 'Want to Watch' })).toBeVisible();
  await expectAccessible(page, 'details modal, not in the library');
  await other.getByRole('button', { name: 'Want to Watch' }).click();
  const who = page.getByRole('dialog', { name: "Who's watching?" });
  await expect(who).toBeVisible();
  await expectAccessible(page, "add, Who's watching?");
  await closeWithEscape(page, who);

  await openPage(page, '/search?q=lantern', 'Search Movies & Series');
  await expect(page.getByText('The Lantern Keeper', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'search page');

  await openPage(page, '/lists', 'Lists');
  const comingSoon = page.getByRole('region', { name: 'Coming Soon' });
  await expect(comingSoon.getByTestId('coming-soon-entry').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'To Watch' }).getByTestId('list-entry').first(),
  ).toBeVisible();
  await expectAccessible(page, 'lists');
  await comingSoon.getByRole('button', { name: /^View All/ }).click();
  const all = page.getByRole('dialog', { name: 'Coming Soon' });
  await expect(all.getByTestId('coming-soon-entry').first()).toBeVisible();
  await expectAccessible(page, 'Coming Soon, View All');
  await closeWithEscape(page, all);

  await openPage(
    page,
    `/share?${new URLSearchParams({ text: 'Velvet Static' }).toString()}`,
    'Velvet Static',
  );
  await expectAccessible(page, 'share');
  await openPage(page, '/nowhere', '404 Page Not Found');
  await expectAccessible(page, 'not found');
});

test("a library title's page, its details and their dialogs pass axe", async ({ page }) => {
  test.setTimeout(240_000);
  await unlock(page);
  await seedTitles(page);
  await page.reload();

  await card(page, 'The Lantern Keeper').getByRole('button', { name: 'Open The Lantern Keeper' }).click();
  const details = page.getByRole('dialog', { name: 'The Lantern Keeper' });
  await expect(details.getByTestId('viewing')).toHaveCount(1);
  await expectAccessible(page, 'details modal, library title');
  await details.getByRole('button', { name: 'Remove from Watchlist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from Watchlist' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'confirm dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await closeWithEscape(page, details);

  await card(page, 'Velvet Static').getByRole('button', { name: 'Watch' }).click();
  const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
  await expect(viewing).toBeVisible();
  await expectAccessible(page, 'viewing dialog');
  await viewing.getByRole('button', { name: /^Date: / }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessible(page, 'date picker');
  await page.keyboard.press('Escape');
  await closeWithEscape(page, viewing);

  await openPage(page, `/movie/movie/${LANTERN_KEEPER}`, 'The Lantern Keeper');
  await expectAccessible(page, 'title page, library movie');
  await openPage(page, `/movie/tv/${SALTMARSH}`, 'The Saltmarsh Inquiry');
  await expectAccessible(page, 'title page, series');
  await page.getByRole('button', { name: 'Manage Seasons' }).first().click();
  const seasons = page.getByRole('dialog', { name: 'Seasons' });
  await expect(seasons.getByTestId('season-card').first()).toBeVisible();
  await expectAccessible(page, 'seasons dialog');
  await closeWithEscape(page, seasons);
  await openPage(page, `/movie/movie/${KESTREL_BAY}`, 'Lanterns Over Kestrel Bay');
  await expectAccessible(page, 'title page, not in the library');
  await page.getByRole('button', { name: 'Add to Library' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add to Library' });
  await expect(addDialog).toBeVisible();
  await expectAccessible(page, 'Add to Library dialog');
});

test('unlock, recap and settings with their dialogs pass axe', async ({ page, server }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watchlist', exact: true })).toBeVisible();
  await expectAccessible(page, 'unlock');
  await unlock(page);
  await seedRecap(page, server);
  expect((await callApi(page, 'PUT', '/api/settings', { services: OUR_SERVICES })).status).toBe(200);

  await openPage(page, '/statistics', 'Your Watchlist Rewind');
  const tabs = page.getByRole('main').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const name = (await tab.textContent()) ?? '';
    await expectAccessible(page, `recap, ${name}`);
    await shoot(page, page.getByRole('main'), `recap-${name.replaceAll(' ', '-')}`, testInfo);
  }
  await page.getByRole('combobox', { name: 'Timeframe' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page, 'recap timeframe select');
  await page.keyboard.press('Escape');

  await openPage(page, '/settings', 'Settings');
  // The calendar link is shown once, after Make Link: checked as shown.
  await page.getByRole('button', { name: 'Make Link' }).click();
  await expect(page.getByRole('textbox', { name: 'Calendar subscription link' })).toBeVisible();
  await expectAccessible(page, 'settings');
  for (const name of ['Update PIN', 'Update Names', 'Update Region', 'Choose Services']) {
    await page.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `${name} dialog`);
    await closeWithEscape(page, dialog);
  }
  const library = await openLibrarySettings(page);
  const file = tempFile(
    'watchlist.csv',
    'Date,Name,Year,Letterboxd URI\n2024-05-01,The Lantern Keeper,2019,https://boxd.it/a1\n',
  );
  try {
    await chooseFile(page, file.path);
    await library.getByRole('button', { name: 'Preview Import' }).click();
    await expect(library.getByRole('region', { name: /^Preview: / })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'import preview');
  } finally {
    file.remove();
  }
});

// At 390×844: what a phone shows in its own way — the bottom navigation and its Home menu, the filter sheet, the
// search overlay, the full-screen details and viewing dialogs, the seasons drawer.

test(
  'the phone’s own navigation, sheets, overlay and full-screen dialogs pass axe',
  { tag: '@phone-only' },
  async ({ page, server }) => {
    test.setTimeout(240_000);
    await unlock(page);
    await seedLibrary(page, server);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(
      page.getByRole('region', { name: 'Up Next' }).getByTestId('up-next-entry').first(),
    ).toBeVisible();
    await expect(card(page, 'Velvet Static').getByTestId('service-logos')).toBeVisible();
    await expectAccessible(page, 'home, with the bottom navigation');
    await turnOnOurServices(page, () => expectAccessible(page, 'Filter & Sort sheet'));
    await expectAccessible(page, 'home, on our services (active filters)');

    const home = nav.getByRole('button', { name: 'Home' });
    const box = await home.boundingBox();
    if (!box) throw new Error('no Home button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(700);
    await page.mouse.up();
    const menu = page.getByRole('menu', { name: 'Home actions' });
    await expect(menu.getByRole('menuitem', { name: 'Filters' })).toBeVisible();
    await expectAccessible(page, 'Home actions menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await card(page, 'The Lantern Keeper').getByRole('button', { name: 'Open The Lantern Keeper' }).click();
    const details = page.getByRole('dialog', { name: 'The Lantern Keeper' });
    await expect(details.getByTestId('viewing')).toHaveCount(1);
    await expectAccessible(page, 'details modal, library title (full screen)');
    await closeWithEscape(page, details);
    await card(page, 'Velvet Static').getByRole('button', { name: 'Watch' }).click();
    const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
    await expect(viewing).toBeVisible();
    await expectAccessible(page, 'viewing dialog (full screen)');
    await closeWithEscape(page, viewing);
    await card(page, 'The Saltmarsh Inquiry').getByRole('button', { name: 'Manage Seasons' }).click();
    const seasons = page.getByRole('dialog', { name: 'Seasons' });
    await expect(seasons.getByTestId('season-card').first()).toBeVisible();
    await expectAccessible(page, 'seasons drawer');
    await closeWithEscape(page, seasons);

    await nav.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search Results' });
    await expect(overlay.getByTestId('before-typing').getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'search overlay, before typing');
    await overlay.getByRole('combobox', { name: 'Search movies and TV shows' }).fill('kestrel');
    await expect(page.getByRole('option', { name: /Lanterns Over Kestrel Bay/ })).toBeVisible();
    await expectAccessible(page, 'search overlay, results');
    await page.getByRole('option', { name: /Lanterns Over Kestrel Bay/ }).click();
    const other = page.getByRole('dialog', { name: 'Lanterns Over Kestrel Bay' });
    await expect(other.getByRole('button', { name: 'Want to Watch' })).toBeVisible();
    await expectAccessible(page, 'details modal, not in the library (full screen)');
  },
);
