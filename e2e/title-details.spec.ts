import type { Locator, Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';
import { openDetails, shoot } from './screens';

const SHAWSHANK = 90000001;
const TERMINATOR_2 = 90000031;
const CIVIL_WAR = 90000136;
const CHERNOBYL = 90500010;
const GAME_OF_THRONES = 90500002;

/** Signs in with The Shawshank Redemption in the library and opens its details. */
async function openShawshank(page: Page) {
  await unlock(page);
  await addTitle(page, SHAWSHANK);
  await page.reload();
  return openDetails(page, 'The Shawshank Redemption');
}

/** "2h 17m", "2h", "45m": the hours-and-minutes form the app no longer uses. */
const hoursAndMinutes = /\b\d+h( \d+m)?\b|\b\d+m\b/;

test(
  'runtimes read in minutes everywhere: 137 min, and per episode for a series',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, TERMINATOR_2);
    await addTitle(page, CHERNOBYL, 'tv');
    await page.reload();

    const movie = await openDetails(page, 'Terminator 2: Judgment Day');
    await expect(movie.getByText('1991 • Movie • 137 min', { exact: true })).toBeVisible();
    await expect(movie.getByText(hoursAndMinutes)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(movie).toBeHidden();
    const series = await openDetails(page, 'Chernobyl');
    await expect(series.getByText('2019 • TV Series • 65 min per episode', { exact: true })).toBeVisible();

    await page.goto(`/movie/movie/${TERMINATOR_2}`);
    await expect(page.getByText('137 min', { exact: true })).toBeVisible();
    await expect(page.getByText(hoursAndMinutes)).toHaveCount(0);
    await page.goto(`/movie/tv/${CHERNOBYL}`);
    await expect(page.getByText('65 min per episode', { exact: true })).toBeVisible();
    await expect(page.getByText(hoursAndMinutes)).toHaveCount(0);
  },
);

/** Every credited name is shown whole (nothing clipped) in at most two lines. */
async function expectWholeNames(names: Locator) {
  await expect(names.first()).toBeVisible();
  const clipped = await names.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const style = getComputedStyle(node);
      const lines = Math.round(node.getBoundingClientRect().height / parseFloat(style.lineHeight));
      const cut = node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1;
      return cut || lines > 2 ? [`${node.textContent} (${lines} lines${cut ? ', clipped' : ''})`] : [];
    }),
  );
  expect(clipped).toEqual([]);
}

/**
 * A cast strip with more beyond its end: at desktop its forward button scrolls it by about its width and the back
 * button appears (and takes it back); on a phone, where one swipes, no buttons.
 */
async function expectScrollButtons(page: Page, strip: Locator, name: string) {
  const around = strip.locator('..');
  const back = around.getByRole('button', { name: `Scroll ${name} back` });
  const forward = around.getByRole('button', { name: `Scroll ${name} forward` });
  await expect(strip).toHaveAttribute('data-more', 'end');
  if (isMobileProject(page)) {
    await expect(forward).toBeHidden();
    await expect(back).toBeHidden();
    return;
  }
  await expect(back).toBeHidden();
  const width = await strip.evaluate((list) => list.clientWidth);
  await forward.click();
  await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBeGreaterThan(width / 2);
  await expect(back).toBeVisible();
  await expect(strip).toHaveAttribute('tabindex', '0');
}

test(
  'cast names are shown whole, in two lines at most, and crew lists each person once with their jobs',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await unlock(page);
    await addTitle(page, CIVIL_WAR);
    await addTitle(page, SHAWSHANK);
    await page.reload();

    const civilWar = await openDetails(page, 'Civil War');
    await expect(civilWar.getByText('Stephen McKinley Henderson', { exact: true })).toBeVisible();
    await expectWholeNames(civilWar.getByTestId('credits').locator('li > p:first-of-type'));
    const credits = civilWar.getByRole('region', { name: 'Cast & Crew' });
    await shoot(page, credits, 'cast-strip-details', testInfo);
    await expectScrollButtons(page, civilWar.getByTestId('credits'), 'cast & crew');
    await shoot(page, credits, 'cast-strip-details-scrolled', testInfo);
    await page.keyboard.press('Escape');
    await expect(civilWar).toBeHidden();

    const shawshank = await openDetails(page, 'The Shawshank Redemption');
    const darabont = shawshank
      .getByRole('listitem')
      .filter({ has: page.getByText('Frank Darabont', { exact: true }) });
    await expect(darabont).toHaveCount(1);
    await expect(darabont.getByText('Director, Screenplay', { exact: true })).toBeVisible();

    await page.goto(`/movie/movie/${CIVIL_WAR}`);
    const cast = page.getByRole('region', { name: 'Cast' });
    await expectWholeNames(cast.locator('li > p:first-of-type'));
    const castList = cast.getByRole('list', { name: 'Cast' });
    if (isMobileProject(page)) await expectScrollButtons(page, castList, 'cast');
    else {
      // Its six fit side by side at desktop: nothing more either way, no buttons.
      await expect(castList).toHaveAttribute('data-more', 'none');
      await expect(cast.getByRole('button', { name: /^Scroll cast/ })).toHaveCount(0);
    }
    await shoot(page, cast, 'cast-strip-page', testInfo);
  },
);

test(
  "one creator is a 'Creator', several are 'Creators', a movie has its 'Director'",
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page);
    await addTitle(page, CHERNOBYL, 'tv');
    await addTitle(page, GAME_OF_THRONES, 'tv');
    await addTitle(page, SHAWSHANK);
    await page.reload();
    const fact = (dialog: Locator, label: string) =>
      dialog.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

    const chernobyl = await openDetails(page, 'Chernobyl');
    await expect(fact(chernobyl, 'Creator').locator('dd')).toHaveText('Craig Mazin');
    await expect(chernobyl.getByText('Creators', { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const thrones = await openDetails(page, 'Game of Thrones');
    await expect(fact(thrones, 'Creators').locator('dd')).toHaveText('David Benioff, D. B. Weiss');
    await page.keyboard.press('Escape');
    const shawshank = await openDetails(page, 'The Shawshank Redemption');
    await expect(fact(shawshank, 'Director').locator('dd')).toHaveText('Frank Darabont');
  },
);

test(
  'the details modal’s Close button sits on a dark disc that stays readable on any tinted header',
  { tag: '@phone' },
  async ({ page }) => {
    const dialog = await openShawshank(page);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    // Computed colours may be in any CSS syntax (oklab, rgb…): a 1-pixel canvas turns each into RGBA.
    const [disc, icon] = await close.evaluate((element) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no canvas');
      return [style.backgroundColor, style.color].map((css) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = css;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return { r, g, b, a: a / 255 };
      });
    });
    if (!disc || !icon) throw new Error('no colours');
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // At least half opaque, so the header behind it cannot wash it out.
    expect(disc.a).toBeGreaterThanOrEqual(0.5);
    // Against the worst case behind the disc (a white header), the icon still has a 4.5:1 contrast.
    const over = (channel: number) => channel * disc.a + 255 * (1 - disc.a);
    const backing = luminance({ r: over(disc.r), g: over(disc.g), b: over(disc.b) });
    const glyph = luminance(icon);
    const contrast = (Math.max(backing, glyph) + 0.05) / (Math.min(backing, glyph) + 0.05);
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    await close.click();
    await expect(dialog).toBeHidden();
  },
);

test(
  "'Where to watch' is promised by the details modal and kept by the title page, offline too",
  { tag: '@phone' },
  async ({ page }) => {
    const dialog = await openShawshank(page);
    await dialog.getByRole('link', { name: 'Title page and where to watch' }).click();
    await expect(page).toHaveURL(new RegExp(`/movie/movie/${SHAWSHANK}$`));
    const where = page.getByRole('region', { name: /^Where to watch/ });
    await expect(where).toBeVisible();
    // The offline catalog knows no availability, and none is made up.
    await expect(where.getByText('Where to watch needs a TMDb key', { exact: true })).toBeVisible();
    await expect(where.getByRole('listitem')).toHaveCount(0);
  },
);

test(
  'one Escape closes the dialog in front, even with a toast showing',
  { tag: '@phone' },
  async ({ page }) => {
    const dialog = await openShawshank(page);
    await dialog
      .getByRole('group', { name: 'Your own rating' })
      .getByRole('button', { name: 'Thumbs Up' })
      .click();
    const toast = page.getByText('Rating updated!', { exact: true });
    await expect(toast).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A dialog in front of another, with a toast of its own (a failed save keeps it open): the front one only.
    const again = await openDetails(page, 'The Shawshank Redemption');
    await page.route('**/api/library/*/watch-instances', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await again.getByRole('button', { name: 'Mark as Watched' }).click();
    const viewing = page.getByRole('dialog', { name: 'Mark as Watched' });
    await viewing.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Error recording viewing', { exact: true })).toBeVisible();
    await expect(viewing.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(viewing).toBeHidden();
    await expect(again).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
  },
);
