import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot as root } from '../project-paths';
import { startApiHarness, TEST_PIN, type ApiHarness } from '../test-support/api-harness';

// What `npm run pin` runs: the compiled tool (vitest's global setup compiles it).

function runPinCli(dbFile: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['dist/server/pin.js', ...args], {
    cwd: root,
    env: { ...process.env, WATCHLIST_DB: dbFile },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
});
afterEach(async () => {
  await api.close();
});

const loginStatus = async (pin: string) =>
  (await api.request('POST', '/api/auth/login', { token: null, body: { username: 'user', pin } })).status;

describe('npm run pin -- reset', () => {
  it('sets the given PIN and signs every device out, while the server runs', async () => {
    const token = await api.login({ rememberDevice: true });
    const result = runPinCli(api.dbFile, 'reset', '4321');
    expect(result.status).toBe(0);
    expect(result.output).toContain('PIN reset');
    expect(result.output).not.toContain('4321');
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    expect(await loginStatus(TEST_PIN)).toBe(401);
    expect(await loginStatus('4321')).toBe(200);
  });

  it("ends the calendar feed's key, and says so", async () => {
    await api.login();
    const renewed = await api.request('POST', '/api/calendar/feed/renew');
    const { path } = renewed.body as { path: string };
    expect((await api.request('GET', path, { token: null })).status).toBe(200);
    const result = runPinCli(api.dbFile, 'reset', '4321');
    expect(result.status).toBe(0);
    expect(result.output).toContain(
      'The calendar subscription link no longer works: make a new one in Settings.',
    );
    expect((await api.request('GET', path, { token: null })).status).toBe(401);
  });

  it('chooses and prints a random PIN when none is given', async () => {
    const result = runPinCli(api.dbFile, 'reset');
    expect(result.status).toBe(0);
    const pin = /The new PIN is (\d{4})\./.exec(result.output)?.[1];
    expect(pin).toMatch(/^\d{4}$/);
    expect(await loginStatus(pin ?? '')).toBe(200);
  });

  it('refuses a malformed PIN or command and changes nothing', async () => {
    expect(runPinCli(api.dbFile, 'reset', '12a4').status).toBe(2);
    expect(runPinCli(api.dbFile, 'rest').status).toBe(2);
    expect(await loginStatus(TEST_PIN)).toBe(200);
  });
});
