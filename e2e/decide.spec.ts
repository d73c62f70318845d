import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { addTitle } from './api';
import { expect, test, unlock } from './fixtures';
import { shoot } from './screens';

// To-watch titles of the fake film database, with their years, runtimes, genres and ratings: the deck deals them
// (no title is liked, so there are no ideas for the two of us to deal after them).
test.use({ filmSource: 'tmdb' });
const TITLES = [900113, 900101, 900111];

/** The card on screen and its title (the deck is shuffled lightly: both screens deal the same order). */
async function cardOn(page: Page): Promise<{ card: Locator; title: string }> {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(card).toBeVisible();
  return { card, title: (await card.getAttribute('aria-label')) ?? '' };
}

/** The card after the one titled `answered`, once it shows. */
async function nextCard(page: Page, answered: string) {
  await expect(page.getByRole('article', { name: answered, exact: true })).toHaveCount(0);
  return cardOn(page);
}

/** Drags the card right (yes), as a finger would. */
async function swipeRight(page: Page, card: Locator) {
  const box = await card.boundingBox();
  if (!box) throw new Error('the card has no box');
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, y, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 180, y, { steps: 4 });
  await page.mouse.up();
}

test('two screens decide together: the invitation, keys on one, a swipe and a button on the other, a match on both', async ({
  page,
  browser,
  server,
}, testInfo) => {
  await unlock(page);
  for (const tmdbId of TITLES) await addTitle(page, tmdbId);
  const phoneContext = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const phone = await phoneContext.newPage();
  await unlock(phone);

  // The desktop starts, by keyboard alone.
  await page.reload();
  await page.getByRole('button', { name: 'Decide together' }).focus();
  await page.keyboard.press('Enter');
  const start = page.getByRole('dialog', { name: 'Decide together' });
  await expect(start.getByRole('radiogroup', { name: 'Who are you?' })).toBeVisible();
  await expectAccessible(page, 'the start dialog');
  await shoot(page, start, 'decide-start', testInfo);
  await start.getByRole('radio', { name: 'Person 1' }).click();
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/decide$/);
  const first = await cardOn(page);

  // The phone, on another screen, is invited and joins as the other one.
  await phone.goto('/lists');
  const invitation = phone.getByRole('region', { name: 'Invitation to decide together' });
  await expect(invitation).toContainText('Person 1 wants to decide together');
  await shoot(phone, phone, 'decide-invitation', testInfo);
  await invitation.getByRole('button', { name: 'Join' }).click();
  const join = phone.getByRole('dialog', { name: 'Decide together' });
  await expect(join.getByRole('radio', { name: 'Person 2' })).toBeChecked();
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(phone).toHaveURL(/\/decide$/);
  await expect(page.getByText('Person 2: 0 of 3')).toBeVisible();
  await expect((await cardOn(phone)).card).toHaveAccessibleName(first.title);

  // Desktop: ← on the first card, → on the second (keys only).
  await expectAccessible(page, 'the deck');
  await shoot(page, page, 'decide-deck', testInfo);
  await page.keyboard.press('ArrowLeft');
  const second = await nextCard(page, first.title);
  await page.keyboard.press('ArrowRight');
  await nextCard(page, second.title);

  // Phone: a swipe right on the first card, then the Yes button on the second: both said yes to it.
  await shoot(phone, phone, 'decide-deck', testInfo);
  await swipeRight(phone, (await cardOn(phone)).card);
  await expect((await nextCard(phone, first.title)).card).toHaveAccessibleName(second.title);
  await expect(page.getByText('Person 2: 1 of 3')).toBeVisible();
  await phone.getByRole('button', { name: `Yes: ${second.title}` }).click();

  for (const screen of [page, phone]) {
    await expect(screen.getByRole('heading', { name: "It's a match!" })).toBeVisible();
    await expect(screen.getByRole('region', { name: "It's a match!" })).toContainText(second.title);
  }
  await expectAccessible(phone, 'the match');
  await shoot(phone, phone, 'decide-match', testInfo);
  await shoot(page, page, 'decide-match', testInfo);

  // Start Watching on the phone ends the session for both.
  await phone.getByRole('button', { name: `Start Watching ${second.title}` }).click();
  await expect(phone).toHaveURL(/\/$/);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Decide together has ended', { exact: true })).toBeVisible();
  await phoneContext.close();
});

test('pass the phone: one deck dealt to each in turn, hidden between, to a match @phone-only', async ({
  page,
}, testInfo) => {
  await unlock(page);
  for (const tmdbId of TITLES) await addTitle(page, tmdbId);
  await page.reload();
  await page.getByRole('button', { name: 'Decide together' }).click();
  const start = page.getByRole('dialog', { name: 'Decide together' });
  await start.getByRole('radio', { name: 'Person 1' }).click();
  await start.getByRole('radio', { name: 'Pass the phone' }).click();
  await start.getByRole('button', { name: 'Start' }).click();

  const { title: liked } = await cardOn(page);
  await page.getByRole('button', { name: `Yes: ${liked}` }).click();
  let answered = liked;
  for (let card = 2; card <= TITLES.length; card += 1) {
    answered = (await nextCard(page, answered)).title;
    await page.getByRole('button', { name: `No: ${answered}` }).click();
  }

  const cover = page.getByRole('heading', { name: 'Pass the phone to Person 2' });
  await expect(cover).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await shoot(page, page, 'decide-pass-the-phone', testInfo);
  await page.getByRole('button', { name: "I'm Person 2, start" }).click();
  await expect((await cardOn(page)).card).toHaveAccessibleName(liked);
  await page.getByRole('button', { name: `Yes: ${liked}` }).click();

  await expect(page.getByRole('region', { name: "It's a match!" })).toContainText(liked);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
});
