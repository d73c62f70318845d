import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiHarness, TEST_PIN, type ApiHarness } from './test-support/api-harness';

const PER_ADDRESS = 8;
let api: ApiHarness;

beforeEach(async () => {
  api = await startApiHarness({
    app: { connectionLimits: { perAddress: PER_ADDRESS, bodyGraceMs: 300, headersTimeoutMs: 1000 } },
  });
});
afterEach(() => api.close());

const port = () => Number(new URL(api.baseUrl).port);

interface Attacker {
  socket: Socket;
  /** Whether the server ever answered a byte. */
  answered: boolean;
  closed: Promise<void>;
}

/** A connection from `localAddress` that sends `head`, then one more byte of the body every 100 ms. */
function slowClient(localAddress: string, head: string): Attacker {
  const socket = connect({ host: '127.0.0.1', port: port(), localAddress });
  const attacker: Attacker = {
    socket,
    answered: false,
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
  };
  socket.on('error', () => undefined);
  socket.on('data', () => {
    attacker.answered = true;
  });
  socket.on('connect', () => {
    socket.write(head);
    const trickle = setInterval(() => {
      if (socket.destroyed) clearInterval(trickle);
      else socket.write(' ');
    }, 100);
  });
  return attacker;
}

const slowBody = (address: string) =>
  slowClient(
    address,
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n{`,
  );

/** The household's phone, from its own address: the unlock's status and body. */
function unlockFrom(localAddress: string): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ username: 'user', pin: TEST_PIN });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: port(),
        localAddress,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: false,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('connections held open on purpose', () => {
  it('a slow-body attack from one address does not stop a household device from unlocking, and its sockets are closed', async () => {
    const attack = Array.from({ length: 5 * PER_ADDRESS }, () => slowBody('127.0.0.2'));
    await Promise.all(
      attack.map(
        ({ socket }) => new Promise((resolve) => socket.once('connect', resolve).once('close', resolve)),
      ),
    );

    const unlock = await unlockFrom('127.0.0.3');
    expect(unlock.status).toBe(200);
    expect(JSON.parse(unlock.body)).toHaveProperty('authToken');

    await Promise.all(attack.map(({ closed }) => closed));
    expect(attack.every(({ answered }) => !answered)).toBe(true);
  });

  it('closes a connection whose headers never end', async () => {
    const client = slowClient('127.0.0.4', 'GET /api/random-backdrop HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await client.closed;
    const unlock = await unlockFrom('127.0.0.4');
    expect(unlock.status).toBe(200);
  });

  it('lets one address open its share of connections, and the next one only when one has closed', async () => {
    const held = Array.from({ length: PER_ADDRESS }, () =>
      connect({ host: '127.0.0.1', port: port(), localAddress: '127.0.0.5' }),
    );
    await Promise.all(held.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
    const refused = connect({ host: '127.0.0.1', port: port(), localAddress: '127.0.0.5' });
    refused.on('error', () => undefined);
    await new Promise((resolve) => refused.once('close', resolve));
    held[0]?.destroy();
    // The server learns of the close a moment later.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status === 0; attempt += 1) {
      status = await unlockFrom('127.0.0.5').then(
        (answer) => answer.status,
        () => new Promise<number>((resolve) => setTimeout(() => resolve(0), 50)),
      );
    }
    expect(status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});
