import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures';

/** Writes a file for the file picker into a temp folder that the test removes. */
export function tempFile(name: string, content: string | Uint8Array): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-import-'));
  const path = join(dir, name);
  writeFileSync(path, content);
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Settings → Library, where Import Library is. */
export async function openLibrarySettings(page: Page) {
  await page.goto('/settings/library');
  const library = page.getByRole('region', { name: 'Library' });
  await expect(library.getByText('Import Library', { exact: true })).toBeVisible();
  return library;
}

/** Chooses a file through the system file picker that 'Choose File' opens. */
export async function chooseFile(page: Page, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose File' }).click();
  await (await chooser).setFiles(path);
}

/** The toast on screen (found by its slot: an open dialog hides the rest of the page from the accessibility tree). */
export async function expectToast(page: Page, title: string, description: string, timeout?: number) {
  const toast = page.locator('[data-slot="toast"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(title, { timeout });
  await expect(toast.locator('[data-slot="toast-description"]')).toHaveText(description);
}
