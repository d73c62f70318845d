/**
 * How many PIN guesses does a scripted attacker get? Starts the real server on a temp database (127.0.0.1) and
 * attacks it for the given seconds (default 600) from many loopback addresses (127.0.0.2 … 127.0.0.51), each
 * guess from the next address, retrying the moment Retry-After allows. Prints the guesses the server actually
 * evaluated (answered 401 rather than 429).
 *   npm run bench:unlock -- 600
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/connection';
import { ensureInitialPin } from '#server/features/auth/initial-pin';
import { GLOBAL_BURST, GLOBAL_REFILL_MS } from '#server/features/auth/throttle';
import { listenOnLoopback } from '#server/test-support/loopback';

const seconds = Number(process.argv[2] ?? 600);
const addresses = Array.from({ length: 50 }, (_, index) => `127.0.0.${index + 2}`);

function guess(
  port: number,
  localAddress: string,
  pin: string,
): Promise<{ status: number; retryAfter: number }> {
  const body = JSON.stringify({ username: 'user', pin, rememberDevice: false });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 0) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-'));
  const db = openDatabase(join(dir, 'watchlist.db'));
  await ensureInitialPin(db, '7391');
  const app = await buildApp({ db });
  const port = Number(new URL(await listenOnLoopback(app)).port);

  const deadline = Date.now() + seconds * 1000;
  let evaluated = 0;
  let refused = 0;
  let next = 0;
  while (Date.now() < deadline) {
    const pin = String(next % 10_000).padStart(4, '0');
    const result = await guess(port, addresses[next % addresses.length] ?? '127.0.0.2', pin);
    if (result.status === 429) {
      refused += 1;
      const wait = Math.min(result.retryAfter * 1000, deadline - Date.now());
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      continue;
    }
    if (result.status === 200) {
      console.log(`PIN found after ${evaluated + 1} guesses`);
      break;
    }
    evaluated += 1;
    next += 1;
  }
  console.log(`attack: ${seconds} s from ${addresses.length} addresses`);
  console.log(`guesses evaluated by the server: ${evaluated}`);
  console.log(`requests refused with 429: ${refused}`);
  console.log(
    `budget: ${GLOBAL_BURST} at once, then one every ${Math.round(GLOBAL_REFILL_MS / 1000)} s (100 a day)`,
  );
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
