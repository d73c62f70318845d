import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, TEST_PIN, type ApiHarness } from '../../test-support/api-harness';
import { CLIENT_FREE_FAILURES, GLOBAL_BURST } from './throttle';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness({ trustProxy: true });
});
afterEach(async () => {
  await api.close();
});

/** One unlock from an address (X-Forwarded-For, believed with TRUST_PROXY) with an optional device cookie. */
const unlock = (pin: string, from: string, deviceCookie?: string) =>
  api.request('POST', '/api/auth/login', {
    token: null,
    body: { username: 'user', pin, rememberDevice: false },
    headers: { 'x-forwarded-for': from, ...(deviceCookie && { cookie: deviceCookie }) },
  });

/** The `name=value` part of the device cookie a successful unlock set. */
function deviceCookieOf(response: { headers: Headers }): string {
  const header = response.headers.get('set-cookie') ?? '';
  const pair = header.split(';', 1)[0] ?? '';
  expect(pair).toMatch(/^watchlist_device=[\w-]{43}$/);
  return pair;
}

/** A stranger guessing from a new address each time until the global budget answers 429. */
async function spendGlobalBudget(): Promise<number> {
  let guesses = 0;
  for (let i = 0; i < 200; i += 1) {
    const response = await unlock('9999', `203.0.113.${i % 250}`);
    if (response.status === 429) return guesses;
    expect(response.status).toBe(401);
    guesses += 1;
  }
  throw new Error('the global budget never ran out');
}

const globalTokens = () =>
  (api.db.prepare("SELECT tokens FROM throttle_state WHERE scope = 'global'").get() as { tokens: number })
    .tokens;

describe('the failed attempts an unlock reports', () => {
  it('are counted since the last visit for a known device; a new device has none', async () => {
    await unlock('0000', '192.168.1.20');
    const first = await unlock(TEST_PIN, '192.168.1.20');
    expect(first.body).toMatchObject({
      failedAttemptsSinceLastUnlock: 1,
      failedAttemptsSince: 'first-unlock',
    });
    const laptop = deviceCookieOf(first);

    await unlock('0000', '192.168.1.30');
    const phone = await unlock(TEST_PIN, '192.168.1.30');
    expect(phone.body).toMatchObject({
      failedAttemptsSinceLastUnlock: 1,
      failedAttemptsSince: 'last-unlock',
    });

    await unlock('0000', '192.168.1.40');
    const again = await unlock(TEST_PIN, '192.168.1.20', laptop);
    expect(again.body).toMatchObject({
      failedAttemptsSinceLastUnlock: 1,
      failedAttemptsSince: 'your-last-visit',
    });
  });
});

describe('device cookies: a stranger cannot lock the household out', () => {
  it('sets a long-lived HttpOnly, SameSite=Strict cookie on unlock and stores only its hash', async () => {
    const response = await unlock(TEST_PIN, '192.168.1.20');
    expect(response.status).toBe(200);
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\/api\/auth/);
    expect(header).toMatch(/Max-Age=31536000/);
    const value = deviceCookieOf(response).split('=')[1] ?? '';
    const stored = api.db.prepare('SELECT device_hash FROM trusted_devices').all() as {
      device_hash: string;
    }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(api.db.prepare('SELECT * FROM trusted_devices').all())).not.toContain(value);
  });

  it('keeps unlocking a known device, from any address, while strangers have spent the global budget', async () => {
    const household = deviceCookieOf(await unlock(TEST_PIN, '192.168.1.20'));
    const strangerGuesses = await spendGlobalBudget();
    expect(strangerGuesses).toBeLessThanOrEqual(GLOBAL_BURST);
    // A device that never unlocked is refused even with the right PIN: the budget is spent.
    expect((await unlock(TEST_PIN, '192.168.1.30')).status).toBe(429);
    // A forged or stale cookie is a stranger's.
    expect((await unlock(TEST_PIN, '192.168.1.30', `watchlist_device=${'x'.repeat(43)}`)).status).toBe(429);
    // The household's own device is not.
    const again = await unlock(TEST_PIN, '192.168.1.21', household);
    expect(again.status).toBe(200);
    expect(deviceCookieOf(again)).toBe(household);
    expect((await unlock('0000', '192.168.1.21', household)).status).toBe(401);
    expect((await unlock(TEST_PIN, '192.168.1.21', household)).status).toBe(200);
  });

  it("charges a known device's wrong PINs to its own back-off, never to the global budget", async () => {
    const household = deviceCookieOf(await unlock(TEST_PIN, '192.168.1.20'));
    const before = globalTokens();
    let response = await unlock('0000', '192.168.1.20', household);
    for (let i = 0; i < CLIENT_FREE_FAILURES + 2 && response.status !== 429; i += 1)
      response = await unlock('0000', '192.168.1.20', household);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(globalTokens()).toBe(before);
    // A stranger is not slowed by the device's back-off.
    expect((await unlock(TEST_PIN, '192.168.1.40')).status).toBe(200);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: one address backs off however the header varies', async () => {
    const plain = await startApiHarness();
    try {
      let status = 401;
      let guesses = 0;
      for (let i = 0; i < 20 && status !== 429; i += 1) {
        status = (
          await plain.request('POST', '/api/auth/login', {
            token: null,
            body: { username: 'user', pin: '9999', rememberDevice: false },
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
          })
        ).status;
        if (status === 401) guesses += 1;
      }
      expect(status).toBe(429);
      expect(guesses).toBe(CLIENT_FREE_FAILURES);
    } finally {
      await plain.close();
    }
  });
});
