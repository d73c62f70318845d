import { hostname } from 'node:os';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, TEST_PIN, type ApiHarness } from './test-support/api-harness';
import { rawRequest } from './test-support/raw-request';

let api: ApiHarness;
let logLines: string[];

beforeEach(async () => {
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  api = await startApiHarness({
    app: { allowedHosts: ['watchlist.home'], logger: { level: 'warn', stream } },
  });
});
afterEach(() => api.close());

const port = () => new URL(api.baseUrl).port;
const withHost = (host: string, target = '/api/health', method = 'GET', body?: string) =>
  rawRequest(api.baseUrl, method, target, {
    headers: { host, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
const loginBody = JSON.stringify({ username: 'user', pin: TEST_PIN });
const count = (table: string) =>
  (api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the Host a request names (DNS rebinding)', () => {
  it('answers its own addresses, localhost, any IP literal and the listed names', async () => {
    for (const host of [
      `127.0.0.1:${port()}`,
      '127.0.0.1',
      `localhost:${port()}`,
      'LOCALHOST',
      'localhost.',
      `[::1]:${port()}`,
      '[::1]',
      '192.168.1.20:3000',
      '[fe80::1]',
      'watchlist.home',
      'Watchlist.Home:8443',
      hostname(),
      `${hostname()}.local:${port()}`,
    ]) {
      const response = await withHost(host);
      expect(response.status, host).toBe(200);
    }
  });

  it('refuses any other name with a 421 JSON, and an unlock so addressed does nothing', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${port()}`,
      '127.0.0.1.nip.io',
      'localhost.evil.example',
      'watchlist.home.evil.example',
    ]) {
      const response = await withHost(host);
      expect(response.status, host).toBe(421);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.text)).toEqual({
        message: `This server does not answer to the name "${host}". If it is yours, add it to ALLOWED_HOSTS.`,
      });
    }
    const attempts = count('unlock_attempts');
    const login = await withHost('evil.example', '/api/auth/login', 'POST', loginBody);
    expect(login.status).toBe(421);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(count('sessions')).toBe(0);
    expect(count('unlock_attempts')).toBe(attempts);
    expect(count('throttle_state')).toBe(0);
  });

  it('checks the authority of an absolute-form request line as well as the Host header', async () => {
    const refused = await withHost(
      `127.0.0.1:${port()}`,
      'http://evil.example/api/auth/login',
      'POST',
      loginBody,
    );
    expect(refused.status).toBe(421);
    expect(count('sessions')).toBe(0);
    const ownForm = await withHost(`127.0.0.1:${port()}`, `http://127.0.0.1:${port()}/api/random-backdrop`);
    expect(ownForm.status).toBe(200);
    const forgedHeader = await withHost('evil.example', `http://127.0.0.1:${port()}/api/random-backdrop`);
    expect(forgedHeader.status).toBe(421);
  });

  it('names a refused host in the log once a minute at most, however many requests', async () => {
    for (let index = 0; index < 25; index += 1) {
      expect((await withHost(`rebound-${index}.example`)).status).toBe(421);
    }
    const hints = logLines.filter((line) => line.includes('ALLOWED_HOSTS'));
    expect(hints).toHaveLength(1);
    expect(JSON.parse(hints[0] ?? '{}')).toMatchObject({ level: 40, refusedHost: 'rebound-0.example' });
  });
});
