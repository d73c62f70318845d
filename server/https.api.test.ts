import { spawn, type ChildProcess } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TLSSocket } from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './project-paths';
import { freePort } from './test-support/loopback';
import { makeTestCertificate } from './test-support/test-certificate';

const dir = mkdtempSync(join(tmpdir(), 'watchlist-https-'));
const certificate = makeTestCertificate(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface HttpsAnswer {
  status: number;
  body: string;
  peerFingerprint: string;
}

/** One HTTPS request that trusts only the test certificate. */
function httpsGet(port: number, path: string): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', servername: 'localhost', port, path, ca: certificate.cert, agent: false },
      (response) => {
        const { socket } = response;
        if (!(socket instanceof TLSSocket)) throw new Error('not a TLS connection');
        const peerFingerprint = socket.getPeerCertificate().fingerprint256;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, peerFingerprint }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function startServer(env: Record<string, string>): { server: ChildProcess; output: () => string } {
  let output = '';
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: projectRoot,
    env: { ...process.env, WATCHLIST_DB: join(dir, 'w.db'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { server, output: () => output };
}

const exitOf = (server: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.exitCode !== null) resolve(server.exitCode);
    else server.once('exit', (code) => resolve(code));
  });

describe('HTTPS (TLS_CERT and TLS_KEY, the compiled server as npm start runs it)', () => {
  it('serves the app over TLS with the configured certificate, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const { server } = startServer({
      PORT: String(port),
      TLS_CERT: certificate.certFile,
      TLS_KEY: certificate.keyFile,
    });
    try {
      let answer: HttpsAnswer | undefined;
      for (let attempt = 0; attempt < 200 && !answer; attempt += 1) {
        answer = await httpsGet(port, '/api/health').catch(() => undefined);
        if (!answer) await sleep(50);
      }
      expect(answer?.status).toBe(200);
      expect(JSON.parse(answer?.body ?? '{}')).toMatchObject({ status: 'ok', database: 'ok' });
      expect(answer?.peerFingerprint).toBe(new X509Certificate(certificate.cert).fingerprint256);
      // Plain HTTP on the same port gets no answer from the app.
      const plain = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      expect(plain?.status ?? 0).not.toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exitOf(server)).toBe(0);
  });

  it('does not start with a key that is not the certificate’s, and says so in one line', async () => {
    const other = makeTestCertificate(dir, 'other');
    const { server, output } = startServer({
      PORT: String(await freePort()),
      TLS_CERT: certificate.certFile,
      TLS_KEY: other.keyFile,
    });
    expect(await exitOf(server)).toBe(1);
    expect(output().trim()).toBe(
      'Invalid configuration: TLS_KEY is not the private key of the certificate in TLS_CERT',
    );
  });
});
