import type { Page } from '@playwright/test';
import { addDays, dayLabel } from '../domain/rules/calendar-days';
import { dayInZone } from '../domain/rules/household-day';
import {
  addAiringFixtures,
  AIRING_TITLES,
  premiereNewSeason,
} from '../server/test-support/fake-airing-fixtures';
import { addTitle, callApi } from './api';
import { expect, isMobileProject, test, unlock, type TestServer } from './fixtures';
import { cardsInSight, recordFirstScreen } from './screens';

test.use({ filmSource: 'tmdb' });

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
  'steps through the episodes of a season to finish it, the card saying where we are',
  { tag: '@phone' },
  async ({ page, server }) => {
    airingServer(server);
    await unlock(page);
    await addTitle(page, AIRING_TITLES.ended.id, 'tv');
    await page.reload();

    const series = card(page, AIRING_TITLES.ended.name);
    await series.getByRole('button', { name: 'Manage Seasons' }).click();
    const panel = page.getByRole('dialog', { name: 'Seasons' });
    const first = panel.getByTestId('season-card').filter({ hasText: 'Season 1' });
    await expect(first.getByTestId('episode-bookmark')).toHaveText('Not started · 6 episodes');
    const back = first.getByRole('button', { name: 'Season 1: one episode back' });
    const next = first.getByRole('button', { name: 'Season 1: next episode watched' });
    await expect(back).toBeDisabled();

    for (let episode = 1; episode <= 5; episode += 1) {
      await next.click();
      await expect(first.getByTestId('episode-bookmark')).toHaveText(`Episode ${episode} of 6`);
    }
    await expect(first.getByRole('combobox', { name: 'Season 1 status' })).toHaveText('Watching');
    await back.click();
    await expect(first.getByTestId('episode-bookmark')).toHaveText('Episode 4 of 6');
    await next.click();
    await expect(first.getByTestId('episode-bookmark')).toHaveText('Episode 5 of 6');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(series.getByTestId('season-progress')).toContainText('S1 · E5/6');

    await series.getByRole('button', { name: 'Manage Seasons' }).click();
    await expect(first.getByTestId('episode-bookmark')).toHaveText('Episode 5 of 6');
    await next.click();
    await expect(page.getByText('Season 1 watched!', { exact: true })).toBeVisible();
    await expect(first.getByTestId('episode-bookmark')).toHaveText('All 6 episodes');
    await expect(first.getByRole('combobox', { name: 'Season 1 status' })).toHaveText('Watched');
    await expect(next).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(series.getByTestId('season-progress')).toContainText('1 of 2 seasons');
    await expect(series.getByTestId('season-progress')).toContainText('S2 next');
  },
);

test(
  'Up Next shows the new season of a finished series, opens it and can dismiss it',
  { tag: '@phone' },
  async ({ page, server }) => {
    const fake = airingServer(server);
    await unlock(page);
    const ended = await addTitle(page, AIRING_TITLES.ended.id, 'tv', 'together', 'watched');
    await page.reload();
    await expect(card(page, AIRING_TITLES.ended.name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Up Next' })).toBeHidden();

    premiereNewSeason(fake.fixtures, AIRING_TITLES.ended.id, today());
    await refreshMetadata(page, [ended]);
    for (let index = 0; index < 12; index += 1) await addTitle(page, 1_000_001 + index);
    await recordFirstScreen(page);
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
    const first = Number(await page.locator('html').getAttribute('data-first-cards'));
    expect(first).toBe(isMobileProject(page) ? 4 : 5);
    expect(first).toBeGreaterThanOrEqual(await cardsInSight(page));

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

test(
  "Coming Soon lists what airs next by day, in the household's days",
  { tag: '@phone' },
  async ({ page, server }) => {
    airingServer(server);
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

    const viewAll = section.getByRole('button', { name: /^View All \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await viewAll.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(5);
    await viewAll.click();
    const dialog = page.getByRole('dialog', { name: 'Coming Soon' });
    await expect(dialog.getByTestId('coming-soon-entry')).toHaveCount(total);
    const movie = dialog
      .getByTestId('coming-soon-entry')
      .filter({ hasText: AIRING_TITLES.upcomingMovie.title });
    await expect(movie).toContainText('Movie release');
    await expect(movie.getByTestId('coming-soon-day')).toHaveText(dayLabel(addDays(now, 20), now));
  },
);

test(
  'Settings copies the calendar link, which reads the feed, and renews it',
  { tag: '@phone' },
  async ({ page, context, server }) => {
    airingServer(server);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await unlock(page);
    await addTitle(page, AIRING_TITLES.upcomingMovie.id, 'movie');
    await page.goto('/settings');

    const link = page.getByRole('textbox', { name: 'Calendar subscription link' });
    await expect(link).toHaveValue(new RegExp(`^${server.baseUrl}/api/calendar\\.ics\\?key=[\\w-]{43}$`));
    const first = await link.inputValue();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`SUMMARY:${AIRING_TITLES.upcomingMovie.title} — Movie release`);

    await page.getByRole('button', { name: 'Renew' }).click();
    await page
      .getByRole('dialog', { name: 'Renew the calendar link?' })
      .getByRole('button', { name: 'Renew' })
      .click();
    await expect(page.getByText('Link renewed', { exact: true })).toBeVisible();
    await expect(link).not.toHaveValue(first);
    expect((await page.request.get(first)).status()).toBe(401);
    expect((await page.request.get(await link.inputValue())).status()).toBe(200);
  },
);
