import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiHarness } from './test-support/api-harness';
import { makeTestCertificate } from './test-support/test-certificate';

const dir = mkdtempSync(join(tmpdir(), 'watchlist-hsts-'));
const certificate = makeTestCertificate(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The Strict-Transport-Security header of one HTTPS GET that trusts only the test certificate. */
function hstsOverHttps(baseUrl: string, path: string): Promise<string | undefined> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', servername: 'localhost', port, path, ca: certificate.cert, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => {
          const header = response.headers['strict-transport-security'];
          resolve(Array.isArray(header) ? header.join(', ') : header);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('Strict-Transport-Security', () => {
  it('is sent over HTTPS for a year, without includeSubDomains', async () => {
    const harness = await startApiHarness({
      app: { https: { cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) } },
    });
    try {
      expect(await hstsOverHttps(harness.baseUrl, '/api/health')).toBe('max-age=31536000');
      expect(await hstsOverHttps(harness.baseUrl, '/api/random-backdrop')).toBe('max-age=31536000');
    } finally {
      await harness.close();
    }
  });

  it('is never sent over plain HTTP', async () => {
    const harness = await startApiHarness();
    try {
      const answer = await harness.request('GET', '/api/health');
      expect(answer.status).toBe(200);
      expect(answer.headers.has('strict-transport-security')).toBe(false);
    } finally {
      await harness.close();
    }
  });
});
