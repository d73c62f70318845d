import type { Locator, Page } from '@playwright/test';
import { addTitle } from './api';
import { expect, isMobileProject, test, unlock } from './fixtures';
import { openDetails, shoot } from './screens';

// What the details say of a title (runtimes, Creator/Creators/Director) and Escape over a toast are component
// tests (web/src/features/title/details-modal.test.tsx, title-page.test.tsx); each person's jobs once,
// domain/rules/credits.test.ts. Here what only a browser's layout shows: whole names, scroll buttons, the Close disc.
const CIVIL_WAR = 90000136;

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

/** The details' Close button sits on a dark disc that stays readable on any tinted header. */
async function expectReadableClose(close: Locator) {
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
}

test(
  'cast names are whole in two lines at most; the strips scroll by button at a desktop, by swipe on a phone',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await unlock(page);
    await addTitle(page, CIVIL_WAR);
    await page.reload();

    const civilWar = await openDetails(page, 'Civil War');
    await expect(civilWar.getByText('Stephen McKinley Henderson', { exact: true })).toBeVisible();
    await expectWholeNames(civilWar.getByTestId('credits').locator('li > p:first-of-type'));
    const credits = civilWar.getByRole('region', { name: 'Cast & Crew' });
    await shoot(page, credits, 'cast-strip-details', testInfo);
    await expectScrollButtons(page, civilWar.getByTestId('credits'), 'cast & crew');
    await shoot(page, credits, 'cast-strip-details-scrolled', testInfo);
    const close = civilWar.getByRole('button', { name: 'Close' });
    await expectReadableClose(close);
    await close.click();
    await expect(civilWar).toBeHidden();

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
