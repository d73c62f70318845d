import type { Page } from '@playwright/test';
import { addDays, dayLabel } from '#domain/rules/calendar-days';
import { dayInZone } from '#domain/rules/household-day';
import {
  addAiringFixtures,
  AIRING_TITLES,
  premiereNewSeason,
} from '#server/test-support/fake-airing-fixtures';
import { addTitle, callApi } from './api';
import { expect, isMobileProject, test, unlock, type TestServer } from './fixtures';
import { cardsInSight, recordFirstScreen } from './screens';

test.use({ filmSource: 'tmdb' });

// The seasons panel's steps and toasts, the cards' progress lines, Coming Soon's rows and day labels are component
// tests (web/src/features/seasons, home, lists); the feed itself and its renewed key, calendar.api.test.ts. Here the
// household's series, Up Next and Coming Soon against the real server and its airing check.

/** The household's today: the server runs in this process, in its zone. */
const today = () => dayInZone(new Date());

function airingServer(server: TestServer) {
  if (!server.fake) throw new Error('these journeys need the fake TMDb');
  addAiringFixtures(server.fake.fixtures, today());
  return server.fake;
}

async function refreshMetadata(page: Page, ids: number[]) {
  expect((await callApi(page, 'POST', '/api/library/refresh-metadata', { ids })).status).toBe(202);
  await expect
    .poll(async () => {
      const job = await callApi(page, 'GET', '/api/library/refresh-metadata');
      return (job.body as { state: string }).state;
    })
    .toBe('finished');
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test(
  'a series: episodes stepped to finish a season, the other set watched, all marked for rewatch; the card follows',
  { tag: '@phone' },
  async ({ page, server }) => {
    airingServer(server);
    await unlock(page);
    const id = await addTitle(page, AIRING_TITLES.ended.id, 'tv');
    // Three episodes of season 1 seen already (each step is the same click: seasons-panel.test.tsx steps them all).
    const seasons = (await callApi(page, 'GET', `/api/seasons/${id}`)).body as {
      id: number;
      seasonNumber: number;
    }[];
    const seasonOne = seasons.find((one) => one.seasonNumber === 1);
    if (!seasonOne) throw new Error('no season 1');
    expect((await callApi(page, 'PUT', `/api/season/${seasonOne.id}/episode`, { episode: 3 })).status).toBe(
      200,
    );
    await page.reload();

    const series = card(page, AIRING_TITLES.ended.name);
    await expect(series.getByTestId('season-progress')).toContainText('0 of 2 seasons • S1 · E3/6');
    await series.getByRole('button', { name: 'Manage Seasons' }).click();
    const panel = page.getByRole('dialog', { name: 'Seasons' });
    const season = (number: number) =>
      panel.getByTestId('season-card').filter({ hasText: `Season ${number}` });
    const status = (number: number) =>
      season(number).getByRole('combobox', { name: `Season ${number} status` });
    const next = season(1).getByRole('button', { name: 'Season 1: next episode watched' });
    await expect(season(1).getByTestId('episode-bookmark')).toHaveText('Episode 3 of 6');
    for (const episode of [4, 5]) {
      await next.click();
      await expect(season(1).getByTestId('episode-bookmark')).toHaveText(`Episode ${episode} of 6`);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(series.getByTestId('season-progress')).toContainText('S1 · E5/6');

    await series.getByRole('button', { name: 'Manage Seasons' }).click();
    await next.click();
    await expect(page.getByText('Season 1 watched!', { exact: true })).toBeVisible();
    await expect(season(1).getByTestId('episode-bookmark')).toHaveText('All 6 episodes');
    await status(2).click();
    await page.getByRole('option', { name: 'Watched', exact: true }).click();
    await expect(status(2)).toHaveText('Watched');
    const progressLine = panel.getByTestId('season-progress-text');
    await expect(progressLine).toContainText('(100%)');

    await panel.getByRole('button', { name: 'Mark All as Rewatch' }).click();
    await expect(page.getByText('Series marked for rewatch!', { exact: true })).toBeVisible();
    await expect(status(1)).toHaveText('Rewatch');
    // Marked for rewatch is not rewatched: the line claims a rewatch once a season is watched again.
    await expect(progressLine).toContainText('(100%)');
    await expect(progressLine).not.toContainText('rewatched');
    await status(1).click();
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
    const watched = page.getByRole('region', { name: /^Watched/ });
    await expect(watched.getByRole('article', { name: AIRING_TITLES.ended.name })).toBeVisible();
    await expect(series.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
);

test(
  'the first paint builds the cards in sight; Up Next then shows a new season above them, opens it, dismisses it',
  { tag: '@phone' },
  async ({ page, server }) => {
    const fake = airingServer(server);
    await unlock(page);
    const ended = await addTitle(page, AIRING_TITLES.ended.id, 'tv', 'together', 'watched');
    for (let index = 0; index < 12; index += 1) await addTitle(page, 1_000_001 + index);
    await recordFirstScreen(page);
    await page.reload();
    await expect(card(page, AIRING_TITLES.ended.name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Up Next' })).toBeHidden();
    // Right after the first paint, the Watchlist's first page of twelve; before it, the cards one screen can hold:
    // two rows of five at 1280 × 800, three of two on a phone (counted generously: every card in sight among them).
    const watchlist = page.getByRole('region', { name: /^Watchlist/ });
    await expect(watchlist.getByRole('article')).toHaveCount(12);
    const first = Number(await page.locator('html').getAttribute('data-first-cards'));
    expect(first).toBe(isMobileProject(page) ? 6 : 10);
    const inSight = await cardsInSight(page);
    expect(inSight).toBeGreaterThan(0);
    expect(first).toBeGreaterThanOrEqual(inSight);
    await expect(watchlist.getByRole('article').first()).toBeInViewport();

    premiereNewSeason(fake.fixtures, AIRING_TITLES.ended.id, today());
    await refreshMetadata(page, [ended]);
    await page.reload();

    const row = page.getByRole('region', { name: 'Up Next' });
    const entry = row.getByTestId('up-next-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(AIRING_TITLES.ended.name);
    await expect(entry).toContainText('New season');
    await expect(entry).toContainText('Season 3');
    // It came with the first screen's cards, not after them: it never pushes the sections down.
    await expect(page.locator('html')).toHaveAttribute('data-up-next-with-first-card', 'true');
    // Under the row, one screen holds fewer cards, and the first paint built no more than those: a row of five at
    // 1280 × 800, two rows of two on a phone; all that are in sight among them.
    await expect(page.getByTestId('library-card')).toHaveCount(13);
    const underRow = Number(await page.locator('html').getAttribute('data-first-cards'));
    expect(underRow).toBe(isMobileProject(page) ? 4 : 5);
    expect(underRow).toBeGreaterThanOrEqual(await cardsInSight(page));

    await entry
      .getByRole('button', { name: new RegExp(`^New season ${AIRING_TITLES.ended.name} Season 3`) })
      .click();
    const details = page.getByRole('dialog', { name: AIRING_TITLES.ended.name });
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await row.getByRole('button', { name: `Dismiss ${AIRING_TITLES.ended.name} from Up Next` }).click();
    await expect(row).toBeHidden();
    await page.reload();
    await expect(card(page, AIRING_TITLES.ended.name)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Up Next' })).toBeHidden();
  },
);

test("Coming Soon lists what airs next by the household's days; Settings makes its calendar link, copies and renews it", async ({
  page,
  context,
  server,
}) => {
  airingServer(server);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await unlock(page);
  await addTitle(page, AIRING_TITLES.returning.id, 'tv', 'together', 'watching');
  await addTitle(page, AIRING_TITLES.upcomingMovie.id, 'movie');
  await server.runAiringCheck();

  await page.getByRole('link', { name: 'Lists' }).first().click();
  const section = page.getByRole('region', { name: 'Coming Soon' });
  const entries = section.getByTestId('coming-soon-entry');
  await expect(entries).toHaveCount(5);
  const now = today();
  await expect(entries.first()).toContainText(AIRING_TITLES.returning.name);
  await expect(entries.first()).toContainText('S2 · E4 · The Night Crossing');
  await expect(entries.first().getByTestId('coming-soon-day')).toHaveText(dayLabel(addDays(now, 6), now));
  await section.getByRole('button', { name: /^View All \(\d+\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Coming Soon' });
  const movie = dialog
    .getByTestId('coming-soon-entry')
    .filter({ hasText: AIRING_TITLES.upcomingMovie.title });
  await expect(movie).toContainText('Movie release');
  await expect(movie.getByTestId('coming-soon-day')).toHaveText(dayLabel(addDays(now, 20), now));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Make Link' }).click();
  const link = page.getByRole('textbox', { name: 'Calendar subscription link' });
  await expect(link).toHaveValue(new RegExp(`^${server.baseUrl}/api/calendar\\.ics\\?key=[\\w-]{43}$`));
  const first = await link.inputValue();
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  // The link copied reads the same news as a calendar.
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`SUMMARY:${AIRING_TITLES.upcomingMovie.title} — Movie release`);

  await page.getByRole('button', { name: 'Renew', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Renew the calendar link?' })
    .getByRole('button', { name: 'Renew' })
    .click();
  await expect(page.getByText('Link renewed', { exact: true })).toBeVisible();
  await expect(link).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(401);

  // Only its hash is kept: afterwards Settings says a link is in use, and that Renew shows a new one.
  await page.reload();
  await expect(page.getByText(/^A link made on .+ is in use\. .*renew to see a new address/)).toBeVisible();
  await expect(link).toBeHidden();
});
