import type { Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';
import { cardsInSight, recordFirstScreen } from './screens';

const SHAWSHANK = 90000001;
const GODFATHER = 90000002;
const BREAKING_BAD = 90500001;

const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

test(
  'once the library has titles, the three sections always show with their counts; an empty one says so',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await expect(page.getByText('Your watchlist is empty', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Currently Watching/ })).toHaveCount(0);

    await addTitle(page, SHAWSHANK);
    await page.reload();
    await expect(section(page, 'Watchlist').getByRole('heading', { level: 2 })).toHaveText(/^Watchlist\s*1$/);
    await expect(section(page, 'Watchlist').getByRole('article')).toHaveCount(1);
    await expect(section(page, 'Currently Watching').getByRole('heading', { level: 2 })).toHaveText(
      /^Currently Watching\s*0$/,
    );
    await expect(
      section(page, 'Currently Watching').getByText('Nothing in progress.', { exact: true }),
    ).toBeVisible();
    await expect(section(page, 'Watched').getByRole('heading', { level: 2 })).toHaveText(/^Watched\s*0$/);
    await expect(section(page, 'Watched').getByText('Nothing watched yet.', { exact: true })).toBeVisible();
  },
);

test(
  'with the default names, the two people get distinct badges: P1 and P2',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, SHAWSHANK, 'movie', 'person1');
    await addTitle(page, GODFATHER, 'movie', 'person2');
    await page.reload();
    const card = (title: string) => page.getByRole('article', { name: title });
    await expect(card('The Shawshank Redemption').getByLabel('Owned by Person 1')).toHaveText('P1');
    await expect(card('The Godfather').getByLabel('Owned by Person 2')).toHaveText('P2');
  },
);

test(
  'filters that match nothing keep the three sections and offer to clear them',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, SHAWSHANK, 'movie', 'person1');
    await page.reload();
    if (isMobileProject(page)) {
      await page.getByRole('button', { name: 'Filter & Sort' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filter & Sort' });
      await sheet.getByRole('group', { name: 'Ownership' }).getByRole('button', { name: 'Person 2' }).click();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    } else {
      await page.getByRole('group', { name: 'Ownership' }).getByRole('button', { name: 'Person 2' }).click();
    }
    await expect(page.getByText('No titles match these filters.', { exact: true })).toBeVisible();
    for (const name of ['Watchlist', 'Currently Watching', 'Watched'])
      await expect(section(page, name).getByRole('heading', { level: 2 })).toHaveText(
        new RegExp(`^${name}\\s*0$`),
      );
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('article', { name: 'The Shawshank Redemption' })).toBeVisible();
    await expect(page.getByText('No titles match these filters.', { exact: true })).toHaveCount(0);
  },
);

test(
  'the filters in force are visible on the page, not only inside the filter controls',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, SHAWSHANK, 'movie', 'person1');
    await addTitle(page, BREAKING_BAD, 'tv', 'person1');
    await page.reload();
    if (!isMobileProject(page)) {
      // Desktop keeps its filters in the header and the sort in the sidebar, always in view.
      const ownership = page.getByRole('group', { name: 'Ownership' });
      await ownership.getByRole('button', { name: 'Person 1' }).click();
      await expect(ownership.getByRole('button', { name: 'Person 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Series' }).click();
      await expect(page.getByRole('article', { name: 'The Shawshank Redemption' })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Alphabetical');
      return;
    }
    const active = page.getByRole('group', { name: 'Active filters' });
    await expect(active).toHaveCount(0);
    await page.getByRole('button', { name: 'Filter & Sort' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter & Sort' });
    await sheet.getByRole('group', { name: 'Ownership' }).getByRole('button', { name: 'Person 1' }).click();
    await sheet.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Series' }).click();
    await sheet
      .getByRole('group', { name: 'Sort By' })
      .getByRole('button', { name: 'Recently Added' })
      .click();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await expect(active.getByRole('button')).toHaveText([
      'Owner: Person 1',
      'Type: Series',
      'Sort: Recently Added',
    ]);
    await expect(page.getByRole('article', { name: 'The Shawshank Redemption' })).toHaveCount(0);
    for (const chip of await active.getByRole('button').all()) {
      const box = await chip.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await active.getByRole('button', { name: 'Remove Type: Series' }).tap();
    await expect(active.getByRole('button')).toHaveText(['Owner: Person 1', 'Sort: Recently Added']);
    await expect(page.getByRole('article', { name: 'The Shawshank Redemption' })).toBeVisible();
    await page.reload();
    await expect(active.getByRole('button')).toHaveText(['Owner: Person 1', 'Sort: Recently Added']);
    await active.getByRole('button', { name: 'Remove Owner: Person 1' }).tap();
    await active.getByRole('button', { name: 'Remove Sort: Recently Added' }).tap();
    await expect(active).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('watchlist-sort'))).toBe('alphabetical');
  },
);

test(
  'Reroll in the random pick never shows the title it just showed',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, SHAWSHANK);
    await addTitle(page, GODFATHER);
    await addTitle(page, BREAKING_BAD, 'tv');
    await page.reload();
    await page.getByRole('button', { name: 'Random pick' }).click();
    await page
      .getByRole('dialog', { name: "Who's watching?" })
      .getByRole('button', { name: 'Together' })
      .click();
    const pick = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reroll' }) });
    const title = pick.getByRole('heading').first();
    await expect(title).toHaveText(/./);
    for (let reroll = 0; reroll < 6; reroll += 1) {
      const shown = (await title.textContent()) ?? '';
      await pick.getByRole('button', { name: 'Reroll' }).click();
      await expect(title).not.toHaveText(shown);
      await expect(pick.getByRole('button', { name: 'Reroll' })).toBeEnabled();
    }
  },
);

test(
  'a failed load says so with a retry, instead of passing off an earlier copy or an empty library',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, SHAWSHANK);
    await page.reload();
    const card = page.getByRole('article', { name: 'The Shawshank Redemption' });
    await expect(card).toBeVisible();

    await page.route('**/api/library/cards', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.reload();
    await expect(page.getByText('Failed to load watchlist', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Your watchlist is empty', { exact: true })).toHaveCount(0);

    await page.unroute('**/api/library/cards');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(card).toBeVisible();
  },
);

test(
  'a long library paints the cards in sight first, and every section its first page right after',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    for (let index = 0; index < 20; index += 1) await addTitle(page, 1_000_001 + index);
    for (let index = 0; index < 13; index += 1)
      await addTitle(page, 1_000_101 + index, 'movie', 'together', 'watched');
    await recordFirstScreen(page);
    await page.reload();

    // After it, each section's first page of twelve (and more as the end of a section comes near).
    for (const name of ['Watchlist', 'Watched']) {
      await expect.poll(() => section(page, name).getByRole('article').count()).toBeGreaterThanOrEqual(12);
    }
    const first = Number(await page.locator('html').getAttribute('data-first-cards'));
    // Before the first paint, the cards one screen can hold, not the two sections' 24: two rows of five at
    // 1280 × 800 and three of two on a phone (with no Up Next row above them: whats-next.spec.ts has one).
    await expect(page.getByTestId('up-next-entry')).toHaveCount(0);
    expect(first).toBe(isMobileProject(page) ? 6 : 10);
    // Counted generously: every card in sight was among them.
    const inSight = await cardsInSight(page);
    expect(inSight).toBeGreaterThan(0);
    expect(first).toBeGreaterThanOrEqual(inSight);
    await expect(section(page, 'Watchlist').getByRole('article').first()).toBeInViewport();
  },
);
