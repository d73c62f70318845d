import { afterEach, describe, expect, it } from 'vitest';
import { APP_VERSION as version } from '#domain/rules/constants';
import { healthResponseSchema } from '#domain/schemas/health';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

let api: ApiHarness | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('GET /api/health', () => {
  it('answers without a session: the status, the version and whether the database answers, nothing else', async () => {
    api = await startApiHarness();
    const response = await api.request('GET', '/api/health', { token: null });
    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({ status: 'ok', version, database: 'ok' });
    expect(healthResponseSchema.parse(response.body).version).toBe(version);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    api = await startApiHarness();
    api.db.close();
    const response = await api.request('GET', '/api/health', { token: null });
    expect(response.status).toBe(503);
    expect(response.body).toStrictEqual({ status: 'unavailable', version, database: 'unavailable' });
  });

  it('is GET only: another method is an unknown API route, 401 to a stranger', async () => {
    api = await startApiHarness();
    const response = await api.request('POST', '/api/health', { token: null, body: {} });
    expect(response.status).toBe(401);
  });
});
