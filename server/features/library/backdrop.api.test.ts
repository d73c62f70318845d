import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { LOCKED_BACKDROP_WINDOW_MS, LOCKED_BACKDROPS_PER_WINDOW } from './backdrop-allowance';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness({ trustProxy: true });
});
afterEach(() => api.close());

const backdrop = (from: string, token: string | null = null) =>
  api.request('GET', '/api/random-backdrop', { token, headers: { 'x-forwarded-for': from } });

describe('GET /api/random-backdrop', () => {
  it('answers a locked screen a few times a minute per address, then 429 with Retry-After', async () => {
    for (let call = 0; call < LOCKED_BACKDROPS_PER_WINDOW; call += 1) {
      expect((await backdrop('192.168.1.50')).status).toBe(200);
    }
    const refused = await backdrop('192.168.1.50');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((refused.body as { message: string }).message).toMatch(
      /^Too many backdrop requests from this address without unlocking\. Try again in \d+ seconds?\.$/,
    );

    // Another address has its own allowance; the same one has it back once the minute is over.
    expect((await backdrop('192.168.1.51')).status).toBe(200);
    api.clock.advance(LOCKED_BACKDROP_WINDOW_MS);
    expect((await backdrop('192.168.1.50')).status).toBe(200);
  });

  it('answers a signed-in device without counting', async () => {
    const token = await api.login();
    for (let call = 0; call < LOCKED_BACKDROPS_PER_WINDOW * 3; call += 1) {
      expect((await backdrop('192.168.1.60', token)).status).toBe(200);
    }
    for (let call = 0; call < LOCKED_BACKDROPS_PER_WINDOW; call += 1) {
      expect((await backdrop('192.168.1.60')).status).toBe(200);
    }
    expect((await backdrop('192.168.1.60')).status).toBe(429);
    expect((await backdrop('192.168.1.60', token)).status).toBe(200);
  });
});
