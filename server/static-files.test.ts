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
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(join(root, 'sw.js'), 'self.skipWaiting;');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Watchlist"}');
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
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker to be revalidated on every update check, and the manifest as one', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Watchlist' });
  });

  it('does nothing without a built web app', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'watchlist-web-'));
    expect(await registerStaticFiles(Fastify(), empty)).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });
});
