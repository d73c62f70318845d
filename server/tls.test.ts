import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { makeTestCertificate } from './test-support/test-certificate';
import { readTls } from './tls';

const dir = mkdtempSync(join(tmpdir(), 'watchlist-tls-'));
const first = makeTestCertificate(dir, 'first');
const second = makeTestCertificate(dir, 'second');
const notPem = join(dir, 'not-pem.txt');
writeFileSync(notPem, 'hello');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tlsOf = (env: Record<string, string>) => readTls(readConfig(env));

describe('HTTPS settings (TLS_CERT, TLS_KEY)', () => {
  it('are off unless both are set', () => {
    expect(tlsOf({})).toBeUndefined();
  });

  it('read a certificate and its key', () => {
    const tls = tlsOf({ TLS_CERT: first.certFile, TLS_KEY: first.keyFile });
    expect(tls?.cert.toString()).toBe(first.cert);
    expect(tls?.key.toString()).toContain('PRIVATE KEY');
  });

  it.each([
    [{ TLS_CERT: 'x' }, 'Invalid configuration: TLS_CERT must be a readable file'],
    [
      { TLS_KEY: join(dir, 'missing.pem'), TLS_CERT: 'x' },
      'Invalid configuration: TLS_CERT must be a readable file',
    ],
    [{ TLS_CERT: dir, TLS_KEY: dir }, 'Invalid configuration: TLS_CERT must be a readable file'],
    [{ TLS_CERT: first.certFile }, 'Invalid configuration: TLS_KEY must be set together with TLS_CERT'],
    [{ TLS_KEY: first.keyFile }, 'Invalid configuration: TLS_CERT must be set together with TLS_KEY'],
    [
      { TLS_CERT: notPem, TLS_KEY: first.keyFile },
      'Invalid configuration: TLS_CERT is not a PEM certificate',
    ],
    [
      { TLS_CERT: first.certFile, TLS_KEY: first.certFile },
      'Invalid configuration: TLS_KEY is not a PEM private key (without a passphrase)',
    ],
    [
      { TLS_CERT: first.certFile, TLS_KEY: second.keyFile },
      'Invalid configuration: TLS_KEY is not the private key of the certificate in TLS_CERT',
    ],
  ])('stop start-up on %j with one line', (env, message) => {
    expect(() => tlsOf(env)).toThrow(new ConfigError(message));
  });
});
