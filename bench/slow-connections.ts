/**
 * A slow-body attack from one address: how many connections does it still hold after a while, and can a household
 * device (another address) still unlock meanwhile? Opens CONNECTIONS sockets from 127.0.0.1 to POST
 * /api/auth/login, each sending its headers and then one byte of its announced 1,000-byte body every 5 s, and
 * never reconnecting; after SECONDS counts the sockets the server has not closed, then unlocks from 127.0.0.2.
 *   npm run bench:slow -- 60 200                          (the compiled server, `npm start`)
 *   npm run bench:slow -- 60 200 npx tsx server/main.ts   (any command that starts the server)
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChildServer } from './child-server';

const seconds = Number(process.argv[2] ?? 60);
const connections = Number(process.argv[3] ?? 200);
const command = process.argv.length > 4 ? process.argv.slice(4) : ['npm', 'start'];
const TRICKLE_MS = 5000;

interface Held {
  socket: Socket;
  closedAfterMs: number | null;
}

function openSlowBody(port: number, started: number): Held {
  const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.1' });
  const held: Held = { socket, closedAfterMs: null };
  socket.on('error', () => undefined);
  socket.on('data', () => undefined);
  socket.on('close', () => {
    held.closedAfterMs = performance.now() - started;
  });
  socket.on('connect', () => {
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n` +
        'content-length: 1000\r\n\r\n{',
    );
  });
  return held;
}

/** An unlock from another address, as a household phone would send it; its status, or the error. */
function householdUnlock(port: number): Promise<string> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ username: 'user', pin: '1234', rememberDevice: false });
    const started = performance.now();
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: '127.0.0.2',
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve(`${response.statusCode} in ${(performance.now() - started).toFixed(0)} ms`),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 10 s')));
    outgoing.on('error', (error) => resolve(`failed: ${error.message}`));
    outgoing.end(body);
  });
}

async function main() {
  console.log(
    `command: ${command.join(' ')}; ${connections} slow-body connections, counted after ${seconds} s`,
  );
  const server = await startChildServer(command);
  try {
    const started = performance.now();
    const sockets: Held[] = [];
    for (let index = 0; index < connections; index += 1) sockets.push(openSlowBody(server.port, started));
    const trickle = setInterval(() => {
      for (const { socket } of sockets) if (!socket.destroyed) socket.write(' ');
    }, TRICKLE_MS);
    await sleep(1000);
    const closedAtOnce = sockets.filter((held) => held.closedAfterMs !== null).length;
    console.log(`  after 1 s: ${connections - closedAtOnce} open, ${closedAtOnce} closed by the server`);
    console.log(`  household unlock from 127.0.0.2 during the attack: ${await householdUnlock(server.port)}`);
    await sleep(seconds * 1000 - (performance.now() - started));
    clearInterval(trickle);
    const open = sockets.filter((held) => held.closedAfterMs === null).length;
    const closedLater = sockets
      .map((held) => held.closedAfterMs)
      .filter((ms): ms is number => ms !== null && ms > 1000)
      .sort((a, b) => a - b);
    const median = closedLater[Math.floor(closedLater.length / 2)];
    console.log(`  after ${seconds} s: ${open} of ${connections} connections still held`);
    if (median !== undefined) {
      console.log(
        `  ${closedLater.length} were closed by the server after a median ${(median / 1000).toFixed(1)} s`,
      );
    }
    for (const { socket } of sockets) socket.destroy();
  } finally {
    await server.stop();
  }
}

void main();
