import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from './test-support/api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness();
  await api.login();
});
afterAll(async () => {
  await api.close();
});

const expectJsonError = (response: { status: number; body: unknown }, status: number) => {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ message: expect.any(String) as string });
};

describe('bad requests get a 4xx JSON message, never a 5xx', () => {
  it('malformed JSON', async () => {
    expectJsonError(await api.request('PUT', '/api/settings', { rawBody: '{"theme": "dark"' }), 400);
    expectJsonError(await api.request('POST', '/api/auth/login', { token: null, rawBody: 'pin=1234' }), 400);
    expectJsonError(await api.request('POST', '/api/decide', { rawBody: '{"viewer": "person1",' }), 400);
  });

  it('a body over the size limit', async () => {
    const huge = JSON.stringify({ theme: 'x'.repeat(2 * 1024 * 1024) });
    expectJsonError(await api.request('PUT', '/api/settings', { rawBody: huge }), 413);
  });

  it('an unsupported content type', async () => {
    const response = await api.request('PUT', '/api/settings', {
      rawBody: 'theme=dark',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectJsonError(response, 415);
  });

  it('a missing body where one is required', async () => {
    expectJsonError(await api.request('PUT', '/api/settings'), 400);
    expectJsonError(await api.request('POST', '/api/auth/login', { token: null }), 400);
    expectJsonError(await api.request('POST', '/api/recommendations/dismissals'), 400);
    expectJsonError(await api.request('DELETE', '/api/recommendations/dismissals'), 400);
    expectJsonError(await api.request('POST', '/api/decide'), 400);
    expectJsonError(await api.request('POST', '/api/decide/AAAAAAAAAAAAAAAAAAAAAA/votes'), 400);
  });

  it('unknown API routes: 401 without a session, 404 with one', async () => {
    expectJsonError(await api.request('GET', '/api/nothing-here', { token: null }), 401);
    expectJsonError(await api.request('GET', '/api/nothing-here'), 404);
    expectJsonError(await api.request('DELETE', '/api/settings'), 404);
  });

  it('every API route but login and random-backdrop needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/verify'],
      ['POST', '/api/auth/logout'],
      ['PUT', '/api/auth/pin'],
      ['GET', '/api/settings'],
      ['PUT', '/api/settings'],
      ['GET', '/api/recommendations'],
      ['POST', '/api/recommendations/dismissals'],
      ['POST', '/api/decide'],
      ['GET', '/api/decide/current'],
      ['GET', '/api/decide/open'],
      ['GET', '/api/decide/AAAAAAAAAAAAAAAAAAAAAA/events'],
    ] as const) {
      expectJsonError(await api.request(method, path, { token: null }), 401);
    }
    const backdrop = await api.request('GET', '/api/random-backdrop', { token: null });
    expect(backdrop.status).toBe(200);
    expect(backdrop.body).toEqual({ backdropPath: null, title: null });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual headers', async () => {
    const response = await api.request('GET', '/api/random-backdrop', { token: null });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends them with every answer: refused, unknown, sent from the kept list', async () => {
    await api.login();
    for (const [path, token, status] of [
      ['/api/library/all', null, 401],
      ['/api/no-such-route', undefined, 404],
      ['/api/library/all', undefined, 200],
    ] as const) {
      const response = await api.request('GET', path, { token });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});
