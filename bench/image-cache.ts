/**
 * What made-up image names cost the server's disk. Against a stand-in image service that answers any name with a
 * 50 KB JPEG, asks the server for NAMES made-up /img names without a session (a stranger), then as many again
 * signed in (the household, with the cache capped by IMAGE_CACHE_MB, default here 20), and prints the image
 * folder's size and the upstream fetches after each.
 *   npm run bench:images -- 2000                          (the compiled server, `npm start`)
 *   npm run bench:images -- 2000 npx tsx server/main.ts   (any command that starts the server)
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startChildServer } from './child-server';

const names = Number(process.argv[2] ?? 2000);
const command = process.argv.length > 3 ? process.argv.slice(3) : ['npm', 'start'];
const CACHE_MB = process.env.IMAGE_CACHE_MB ?? '20';
const IMAGE_BYTES = 50 * 1024;
const PARALLEL = 8;

const jpeg = Buffer.alloc(IMAGE_BYTES, 0x20);
jpeg.set([0xff, 0xd8, 0xff, 0xe0]);

/** Bytes and files under a folder, recursively. */
function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return { bytes, files };
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      const inner = folderSize(path);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += stat.size;
      files += 1;
    }
  }
  return { bytes, files };
}

const madeUpName = () => `${randomBytes(20).toString('base64url').replace(/[-_]/g, 'x').slice(0, 27)}.jpg`;

async function requestAll(baseUrl: string, headers: Record<string, string>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < names) {
      next += 1;
      const response = await fetch(`${baseUrl}/img/w500/${madeUpName()}`, { headers });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Unlocks and answers the cookies the server set (the image key, when it sets one) as a Cookie header. */
async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user', pin: '1234', rememberDevice: true }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0]);
  return { cookie: cookies.join('; ') };
}

async function main() {
  let upstreamFetches = 0;
  const upstream = createServer((request, response) => {
    upstreamFetches += 1;
    if (!request.url?.startsWith('/t/p/')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': IMAGE_BYTES }).end(jpeg);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  console.log(
    `command: ${command.join(' ')}; ${names} made-up names, 50 KB each upstream; IMAGE_CACHE_MB=${CACHE_MB}`,
  );
  const server = await startChildServer(command, {
    TMDB_API_KEY: 'bench',
    TMDB_BASE_URL: `${upstreamUrl}/3`,
    TMDB_IMAGE_BASE_URL: `${upstreamUrl}/t/p`,
    IMAGE_CACHE_MB: CACHE_MB,
  });
  const report = (who: string) => {
    const { bytes, files } = folderSize(join(server.dir, 'images'));
    console.log(
      `  ${who}: image cache ${(bytes / (1024 * 1024)).toFixed(1)} MiB in ${files} files; ${upstreamFetches} upstream fetches so far`,
    );
  };
  try {
    await requestAll(server.baseUrl, {});
    report(`${names} names without a session`);
    await requestAll(server.baseUrl, await signIn(server.baseUrl));
    report(`${names} more names signed in`);
  } finally {
    await server.stop();
    upstream.close();
  }
}

void main();
