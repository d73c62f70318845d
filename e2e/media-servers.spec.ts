import { readFileSync } from 'node:fs';
import { expect, test, unlock } from './fixtures';

// The intake of issue 31: each body through the real route is webhooks.api.test.ts'; the block's states, texts and
// writes are media-servers.test.tsx's. Here, once against the real server: the address the page gives works.
const JELLYFIN_MOVIE = readFileSync(
  'test-fixtures/real-data/media-servers/jellyfin/movary-playbackstop-movie.json',
);

test(
  'Settings gives each media server its address; a play from a new user waits for who until they are chosen',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page, { path: '/settings' });
    const block = page.getByRole('region', { name: 'Media servers' });
    const address = await block.getByRole('textbox', { name: 'Jellyfin webhook address' }).inputValue();
    await expect(block.getByRole('textbox', { name: 'Plex webhook address' })).toHaveValue(
      /\/api\/webhooks\/plex\//,
    );
    await expect(block.getByRole('textbox', { name: 'Emby webhook address' })).toHaveValue(
      /\/api\/webhooks\/emby\//,
    );

    // As the Jellyfin plugin sends it: the flat JSON object as text/plain.
    const sent = await page.request.post(address, {
      data: JELLYFIN_MOVIE,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(sent.status()).toBe(200);

    const plays = block.getByRole('list', { name: 'Recent plays' });
    // The block asks again every 5 s: the play shows without a reload.
    await expect(plays.getByRole('listitem').first()).toContainText('Waiting for who', { timeout: 10_000 });
    await expect(plays.getByRole('listitem').first()).toContainText('The Menu');
    const who = block.getByRole('radiogroup', { name: 'Whose plays jellyfin on Jellyfin sends' });
    await who.getByRole('radio', { name: 'Person 1' }).click();
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Settings Updated' })).toBeVisible();
    await expect(plays.getByRole('listitem').first()).not.toContainText('Waiting for who');
    await expect(who.getByRole('radio', { checked: true })).toHaveAccessibleName('Person 1');
  },
);
