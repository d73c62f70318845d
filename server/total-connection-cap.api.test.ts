import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiHarness, TEST_PIN, type ApiHarness } from './test-support/api-harness';

let api: ApiHarness | undefined;
afterEach(() => api?.close());

/** The app with a total cap of `total` connections (as if the open-files limit were that plus the reserve). */
async function start(total: number): Promise<ApiHarness> {
  // A long body grace: the cap, not the body-rate check, is what shuts the slow bodies out here.
  api = await startApiHarness({ app: { connectionLimits: { total, perAddress: 8, bodyGraceMs: 60_000 } } });
  return api;
}

const portOf = (harness: ApiHarness) => Number(new URL(harness.baseUrl).port);

interface Client {
  socket: Socket;
  /** What the server sent. */
  received: () => string;
  connected: Promise<void>;
  closed: Promise<void>;
}

/** A raw connection from `localAddress` that sends `text` once connected. */
function client(harness: ApiHarness, localAddress: string, text: string): Client {
  const socket = connect({ host: '127.0.0.1', port: portOf(harness), localAddress });
  let received = '';
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.once('connect', () => socket.write(text));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, connected: Promise.race([connected, closed]), closed };
}

/** A stranger's unlock whose body never comes (one byte of 5,000). */
const slowBody = (harness: ApiHarness, address: string) =>
  client(
    harness,
    address,
    'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n{',
  );

const libraryRequest = (token: string) =>
  `GET /api/library/all HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`;

/** Waits until the client has received the head of an answer, or its connection closed. */
async function answerOf(connection: Client): Promise<string> {
  for (let attempt = 0; attempt < 200 && !/^HTTP\/1\.1 \d{3}/.test(connection.received()); attempt += 1) {
    if (connection.socket.destroyed) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return connection.received().slice(0, 12);
}

/** One request from `localAddress` on a connection of its own: the status. */
function statusFrom(
  harness: ApiHarness,
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: portOf(harness), localAddress, method, path, headers, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const openConnections = (harness: ApiHarness) =>
  new Promise<number>((resolve, reject) =>
    harness.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

describe('the total connection cap (below the open-files limit)', () => {
  it('keeps slow bodies from many addresses under it, and still lets the household in', async () => {
    const harness = await start(6);
    const token = await harness.login();
    const strangers = Array.from({ length: 20 }, (_, index) => slowBody(harness, `127.0.1.${index + 1}`));
    await Promise.all(strangers.map(({ connected }) => connected));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await openConnections(harness)).toBeLessThanOrEqual(6);

    // A signed-in device's new connection, and an unlock from a new device: each takes a stranger's place.
    expect(
      await statusFrom(harness, '127.0.0.3', 'GET', '/api/library/all', { authorization: `Bearer ${token}` }),
    ).toBe(200);
    const unlock = JSON.stringify({ username: 'user', pin: TEST_PIN });
    expect(
      await statusFrom(
        harness,
        '127.0.0.4',
        'POST',
        '/api/auth/login',
        { 'content-type': 'application/json' },
        unlock,
      ),
    ).toBe(200);
    expect(await openConnections(harness)).toBeLessThanOrEqual(6);
    expect(strangers.every((stranger) => stranger.received() === '')).toBe(true);
    for (const stranger of strangers) stranger.socket.destroy();
  });

  it("refuses a new connection at once when the household's hold every place, and theirs keep working", async () => {
    const harness = await start(3);
    const token = await harness.login();
    const household = [client(harness, '127.0.0.5', libraryRequest(token))];
    expect(await answerOf(household[0] as Client)).toBe('HTTP/1.1 200');
    while (household.length < 3) {
      const next = client(harness, '127.0.0.5', libraryRequest(token));
      expect(await answerOf(next)).toBe('HTTP/1.1 200');
      household.push(next);
    }

    const stranger = client(harness, '127.0.0.6', 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await stranger.closed;
    expect(stranger.received()).toBe('');

    const first = household[0] as Client;
    const before = first.received().length;
    first.socket.write(libraryRequest(token));
    for (let attempt = 0; attempt < 200 && first.received().length === before; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(first.received().slice(before, before + 12)).toBe('HTTP/1.1 200');
    for (const connection of household) connection.socket.destroy();
  });
});
