import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from './test-support/api-harness';
import { rawRequest } from './test-support/raw-request';

const webRoot = mkdtempSync(join(tmpdir(), 'watchlist-web-'));
/** The page's inline script, as the built index.html has one (the saved theme, before the first paint). */
const THEME = "document.documentElement.setAttribute('data-theme', 'dark');";
let api: ApiHarness;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    `<!doctype html><title>Watchlist</title><script>${THEME}</script>`,
  );
  api = await startApiHarness({ app: { serveWeb: true, webRoot } });
});
afterAll(async () => {
  await api.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe("the web app's page", () => {
  it('is the answer to a page path, however spelled', async () => {
    for (const target of ['/', '/lists', '/movie/movie/550', '/assets/../lists', '/./settings']) {
      const response = await rawRequest(api.baseUrl, 'GET', target);
      expect(response.status, target).toBe(200);
      expect(response.text, target).toContain('<title>Watchlist</title>');
    }
  });

  it('is never the answer to an API or image path spelled with dot segments', async () => {
    for (const target of [
      '/./api/settings',
      '/assets/../api/settings',
      '/%2e/api/library/all',
      '/lists/%2E%2E/api/auth/verify',
      '/x/../api/nothing',
    ]) {
      const response = await rawRequest(api.baseUrl, 'GET', target);
      expect(response.status, target).toBe(401);
      expect(response.headers['content-type'], target).toMatch(/^application\/json/);
    }
    const image = await rawRequest(api.baseUrl, 'GET', '/assets/../img/w500');
    expect(image.status).toBe(404);
    expect(image.headers['content-type']).toMatch(/^application\/json/);
  });

  it('allows its own inline script by hash, and no other inline script', async () => {
    const page = await rawRequest(api.baseUrl, 'GET', '/lists');
    const policy = String(page.headers['content-security-policy']);
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = createHash('sha256').update(THEME, 'utf8').digest('base64');
    expect(scripts).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
