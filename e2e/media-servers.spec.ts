import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { MediaServersResponse } from '#domain/schemas/media-servers';
import { callApi } from './api';
import { expect, test, unlock } from './fixtures';

// The intake of issue 31: each body through the real route is webhooks.api.test.ts'; the block's states, texts and
// writes are media-servers.test.tsx's. Here, against the real server and its real matcher on the fake TMDb: the
// address the page gives works, a new user's play waits for who, choosing them records it, and Undo takes it back.
test.use({ filmSource: 'tmdb' });

// Jellyfin's play of The Menu (TMDb 593643, a title of the fake TMDb), as the plugin sends it.
const JELLYFIN_MOVIE = readFileSync(
  'test-fixtures/real-data/media-servers/jellyfin/movary-playbackstop-movie.json',
);
const RECORDED = 'Recorded: The Menu for Person 1';

/** Sends the play as the Jellyfin plugin does: the flat JSON object as text/plain. */
async function play(page: Page, address: string) {
  const sent = await page.request.post(address, {
    data: JELLYFIN_MOVIE,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
  expect(sent.status()).toBe(200);
}

const mediaServers = (page: Page) => page.getByRole('region', { name: 'Media servers' });
const recentPlays = (page: Page) => mediaServers(page).getByRole('list', { name: 'Recent plays' });

test(
  'Settings gives each media server its address; a new user’s play waits for who, and choosing them records it',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page, { path: '/settings' });
    const block = mediaServers(page);
    const address = await block.getByRole('textbox', { name: 'Jellyfin webhook address' }).inputValue();
    await expect(block.getByRole('textbox', { name: 'Plex webhook address' })).toHaveValue(
      /\/api\/webhooks\/plex\//,
    );
    await expect(block.getByRole('textbox', { name: 'Emby webhook address' })).toHaveValue(
      /\/api\/webhooks\/emby\//,
    );

    await play(page, address);
    const entry = recentPlays(page).getByRole('listitem').first();
    // The block asks again every 5 s: the play shows without a reload.
    await expect(entry).toContainText('Waiting for who', { timeout: 10_000 });
    await expect(entry).toContainText('The Menu');

    const who = block.getByRole('radiogroup', { name: 'Whose plays jellyfin on Jellyfin sends' });
    await who.getByRole('radio', { name: 'Person 1' }).click();
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Settings Updated' })).toBeVisible();
    await expect(who.getByRole('radio', { checked: true })).toHaveAccessibleName('Person 1');
    await expect(entry).toContainText(RECORDED, { timeout: 10_000 });

    await page.goto('/');
    await expect(
      page.getByRole('region', { name: /^Watched/ }).getByRole('article', { name: 'The Menu' }),
    ).toBeVisible();
  },
);

test(
  'Undo on a recorded play takes its viewing back, and the title it added',
  { tag: '@phone' },
  async ({ page }) => {
    await unlock(page, { path: '/' });
    const overview = async () =>
      (await callApi(page, 'GET', '/api/media-servers')).body as MediaServersResponse;
    const { servers } = await overview();
    const address = servers.find((server) => server.kind === 'jellyfin')?.webhookPath;
    if (!address) throw new Error('no Jellyfin address');
    await play(page, address);
    const mapped = await callApi(page, 'PUT', '/api/media-servers/users', {
      kind: 'jellyfin',
      name: 'jellyfin',
      viewer: 'person1',
    });
    expect(mapped.status).toBe(200);
    // Recorded after the answer, by the real matcher.
    await expect.poll(async () => (await overview()).activity[0]?.outcome).toBe(RECORDED);

    await page.goto('/');
    await expect(page.getByRole('article', { name: 'The Menu' })).toBeVisible();
    await page.goto('/settings');
    const entry = recentPlays(page).getByRole('listitem').first();
    await expect(entry).toContainText(RECORDED);
    await entry.getByRole('button', { name: `Undo: ${RECORDED}` }).click();
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Viewing removed' })).toBeVisible();
    await expect(entry).toContainText('Undone');
    await expect(entry.getByRole('button', { name: /^Undo/ })).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByText('Your watchlist is empty', { exact: true })).toBeVisible();
  },
);
