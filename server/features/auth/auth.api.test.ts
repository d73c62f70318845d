import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, TEST_PIN, type ApiHarness } from '../../test-support/api-harness';
import { GLOBAL_BURST } from './throttle';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
});
afterEach(async () => {
  await api.close();
});

const login = (pin: string, rememberDevice = false, headers?: Record<string, string>) =>
  api.request('POST', '/api/auth/login', {
    token: null,
    body: { username: 'user', pin, rememberDevice },
    headers,
  });

describe('unlock', () => {
  it('answers the right PIN with a token that opens the API', async () => {
    const response = await login(TEST_PIN);
    expect(response.status).toBe(200);
    const body = response.body as {
      authToken: string;
      rememberDevice: boolean;
      failedAttemptsSinceLastUnlock: number;
    };
    expect(body.authToken).toMatch(/^[\w-]{43}$/);
    expect(body.rememberDevice).toBe(false);
    expect(body.failedAttemptsSinceLastUnlock).toBe(0);
    const verify = await api.request('GET', '/api/auth/verify', { token: body.authToken });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ authenticated: true, rememberDevice: false });
  });

  it('stores only hashes of the PIN and of session tokens', async () => {
    const token = await api.login();
    const pinRow = api.db.prepare('SELECT pin_hash FROM credentials').get() as { pin_hash: string };
    expect(pinRow.pin_hash).not.toContain(TEST_PIN);
    const sessions = api.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[0]?.token_hash).not.toBe(token);
  });

  it('refuses a wrong PIN with 401 and no token', async () => {
    const response = await login('0000');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Incorrect PIN' });
  });

  it('rejects malformed logins with 400 and a message, without counting a guess', async () => {
    for (const body of [
      { username: 'user', pin: '12a4' },
      { username: 'user', pin: 1234 },
      { username: 'user', pin: '12345' },
      { username: 'admin', pin: TEST_PIN },
      { username: 'user' },
      { username: 'user', pin: TEST_PIN, rememberDevice: 'yes' },
    ]) {
      const response = await api.request('POST', '/api/auth/login', { token: null, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { message: string }).message.length).toBeGreaterThan(5);
    }
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM unlock_attempts').get()).toEqual({ n: 0 });
  });

  it('tells the next unlock how many failed attempts came before it', async () => {
    await login('1111');
    await login('2222');
    await login('3333');
    const first = await login(TEST_PIN);
    expect((first.body as { failedAttemptsSinceLastUnlock: number }).failedAttemptsSinceLastUnlock).toBe(3);
    const second = await login(TEST_PIN);
    expect((second.body as { failedAttemptsSinceLastUnlock: number }).failedAttemptsSinceLastUnlock).toBe(0);
  });
});

describe('throttling', () => {
  it('backs off one client with 429 and Retry-After, and does not check the PIN meanwhile', async () => {
    let throttled = await login('0001');
    for (let i = 0; i < 10 && throttled.status !== 429; i += 1) throttled = await login('0001');
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(throttled.body).toMatchObject({ retryAfterSeconds: retryAfter });
    expect((throttled.body as { message: string }).message).toMatch(/Try again in \d+ seconds?/);
    // Even the right PIN is not looked at while throttled.
    expect((await login(TEST_PIN)).status).toBe(429);
    api.clock.advance(retryAfter * 1000);
    expect((await login(TEST_PIN)).status).toBe(200);
  });

  it('caps guesses from many addresses together, while a remembered device stays signed in', async () => {
    const remembered = await api.login({ rememberDevice: true });
    // Each guess from a new address: the per-client back-off never starts, the global budget does.
    let allowed = 0;
    let status = 401;
    for (let i = 0; status !== 429 && i < 100; i += 1) {
      api.db.prepare("DELETE FROM throttle_state WHERE scope LIKE 'client:%'").run();
      status = (await login('9999')).status;
      if (status === 401) allowed += 1;
    }
    expect(status).toBe(429);
    expect(allowed).toBeLessThanOrEqual(GLOBAL_BURST);
    expect((await api.request('GET', '/api/auth/verify', { token: remembered })).status).toBe(200);
    expect((await api.request('GET', '/api/settings', { token: remembered })).status).toBe(200);
  });

  it('persists the throttle state in SQLite rather than in memory', async () => {
    for (let i = 0; i < 12; i += 1) await login('0001');
    const rows = api.db.prepare('SELECT COUNT(*) AS n FROM throttle_state').get() as { n: number };
    expect(rows.n).toBe(2);
  });
});

describe('sessions', () => {
  it('ends an idle session after 30 minutes, on the server', async () => {
    const token = await api.login();
    api.clock.advance(29 * 60 * 1000);
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(200);
    // Activity slid the expiry forward.
    api.clock.advance(29 * 60 * 1000);
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(200);
    api.clock.advance(30 * 60 * 1000 + 1);
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(401);
  });

  it('is not kept alive by what the screens poll by themselves', async () => {
    const token = await api.login();
    for (let minutes = 1; minutes < 30; minutes += 1) {
      api.clock.advance(60 * 1000);
      expect((await api.request('GET', '/api/decide/open', { token })).status).toBe(200);
    }
    api.clock.advance(60 * 1000);
    expect((await api.request('GET', '/api/decide/open', { token })).status).toBe(401);
  });

  it('keeps a remembered device for 30 days, then not', async () => {
    const token = await api.login({ rememberDevice: true });
    api.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(200);
    api.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(401);
  });

  it('ends the session on logout, with or without a JSON content type on the empty body', async () => {
    const token = await api.login();
    const response = await api.request('POST', '/api/auth/logout', {
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out' });
    expect((await api.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    const other = await api.login();
    expect((await api.request('POST', '/api/auth/logout', { token: other })).status).toBe(200);
  });

  it('rejects unknown and malformed tokens', async () => {
    expect((await api.request('GET', '/api/auth/verify', { token: 'nope' })).status).toBe(401);
    const bad = await api.request('GET', '/api/auth/verify', { headers: { authorization: 'Basic abc' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: 'Authentication required: unlock with your PIN' });
  });
});

describe('PIN change', () => {
  const changePin = (body: unknown, token?: string) => api.request('PUT', '/api/auth/pin', { token, body });

  it('changes the PIN, given the current one, and ends every other session', async () => {
    const other = await api.login({ rememberDevice: true });
    const mine = await api.login();
    const response = await changePin({ currentPin: TEST_PIN, pin: '1357' }, mine);
    expect(response.status).toBe(200);
    expect((await api.request('GET', '/api/auth/verify', { token: mine })).status).toBe(200);
    expect((await api.request('GET', '/api/auth/verify', { token: other })).status).toBe(401);
    expect((await login(TEST_PIN)).status).toBe(401);
    expect((await login('1357')).status).toBe(200);
  });

  it('refuses a session alone: a wrong current PIN is a failed guess, and nothing changes', async () => {
    const other = await api.login({ rememberDevice: true });
    await api.login();
    const wrong = await changePin({ currentPin: '0000', pin: '1357' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'The current PIN is incorrect' });
    expect((await api.request('GET', '/api/auth/verify', { token: other })).status).toBe(200);
    expect((await login('1357')).status).toBe(401);
    // The next unlock reports both failed guesses (the change's and the unlock's).
    const unlocked = await login(TEST_PIN);
    expect(unlocked.body).toMatchObject({ failedAttemptsSinceLastUnlock: 2 });
  });

  it('counts the current PIN against the unlock throttle: 429 with Retry-After, the right PIN not looked at', async () => {
    await api.login();
    let throttled = await changePin({ currentPin: '0001', pin: '1357' });
    for (let i = 0; i < 10 && throttled.status !== 429; i += 1) {
      throttled = await changePin({ currentPin: '0001', pin: '1357' });
    }
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(throttled.body).toMatchObject({ retryAfterSeconds: retryAfter });
    expect((await changePin({ currentPin: TEST_PIN, pin: '1357' })).status).toBe(429);
    // The same budget as an unlock's, from the same address.
    expect((await login(TEST_PIN)).status).toBe(429);
    api.clock.advance(retryAfter * 1000);
    expect((await changePin({ currentPin: TEST_PIN, pin: '1357' })).status).toBe(200);
    expect((await login('1357')).status).toBe(200);
  });

  it('refuses a missing or bad current or new PIN with 400, without counting a guess', async () => {
    await api.login();
    for (const body of [
      { pin: '1357' },
      { currentPin: '24', pin: '1357' },
      { currentPin: 2468, pin: '1357' },
      { currentPin: TEST_PIN, pin: '12' },
      { currentPin: TEST_PIN, pin: 'abcd' },
      { currentPin: TEST_PIN, pin: 1234 },
      { currentPin: TEST_PIN },
      {},
      { currentPin: TEST_PIN, pin: '1234', extra: 1 },
    ]) {
      const response = await changePin(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ message: expect.any(String) as string });
    }
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM unlock_attempts WHERE success = 0').get()).toEqual({
      n: 0,
    });
    expect((await login(TEST_PIN)).status).toBe(200);
  });
});
