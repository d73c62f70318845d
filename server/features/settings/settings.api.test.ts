import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login();
});
afterEach(async () => {
  await api.close();
});

const defaults = {
  theme: 'system',
  ownershipLabels: { person1: 'Person 1', person2: 'Person 2', together: 'Together' },
  region: 'US',
  services: [],
  dataSources: { film: 'offline', ratings: 'catalog' },
};

describe('settings', () => {
  it('starts from the defaults', async () => {
    const response = await api.request('GET', '/api/settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(defaults);
  });

  it('saves theme, names and region, one at a time, and returns the whole settings', async () => {
    expect((await api.request('PUT', '/api/settings', { body: { theme: 'dark' } })).body).toMatchObject({
      theme: 'dark',
    });
    const labels = { person1: '  Alex ', person2: 'Robin', together: 'Both of us' };
    const named = await api.request('PUT', '/api/settings', { body: { ownershipLabels: labels } });
    expect(named.body).toMatchObject({
      ownershipLabels: { person1: 'Alex', person2: 'Robin', together: 'Both of us' },
    });
    await api.request('PUT', '/api/settings', { body: { region: 'JP' } });
    expect((await api.request('GET', '/api/settings')).body).toEqual({
      ...defaults,
      theme: 'dark',
      ownershipLabels: { person1: 'Alex', person2: 'Robin', together: 'Both of us' },
      region: 'JP',
    });
  });

  it.each([
    [{ theme: 'sepia' }, /theme/],
    [{ region: 'NL' }, /region/],
    [{ region: 'us' }, /region/],
    [{ ownershipLabels: { person1: '', person2: 'B', together: 'T' } }, /person1.*empty/],
    [{ ownershipLabels: { person1: 'A', person2: 'x'.repeat(41), together: 'T' } }, /person2.*40/],
    [{ ownershipLabels: { person1: 'A', person2: 'B' } }, /together/],
    [{ ownershipLabels: 'Alex' }, /ownershipLabels/],
    [{ theme: 'dark', region: 'GB' }, /exactly one/],
    [{}, /exactly one/],
    [[], /exactly one|expected/],
  ])('refuses %j with a 400 that says why, and changes nothing', async (body, reason) => {
    const response = await api.request('PUT', '/api/settings', { body });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(reason);
    expect((await api.request('GET', '/api/settings')).body).toEqual(defaults);
  });
});
