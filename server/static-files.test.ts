import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticFiles } from './static-files';

const root = mkdtempSync(join(tmpdir(), 'watchlist-web-'));
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Watchlist</title>');
  writeFileSync(join(root, 'theme-init.js'), 'void 0;');
  const script = 'console.log("app");'.repeat(100);
  writeFileSync(join(root, 'assets', 'index-AbC123xy.js'), script);
  writeFileSync(join(root, 'assets', 'index-AbC123xy.js.gz'), gzipSync(script));
  expect(await registerStaticFiles(app, root)).toBe(true);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves hashed assets immutable for a year, plain and pre-compressed', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
      const response = await app.inject({ url: '/assets/index-AbC123xy.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const gzipped = await app.inject({
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('makes browsers revalidate everything else', async () => {
    const response = await app.inject({ url: '/theme-init.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does nothing without a built web app', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'watchlist-web-'));
    expect(await registerStaticFiles(Fastify(), empty)).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });
});
