import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '#server/test-support/loopback';

export interface ChildServer {
  baseUrl: string;
  port: number;
  /** The temp folder that holds its database (and the images/ and backups/ folders beside it). */
  dir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a server command (default: the compiled server, `npm start`) in its own process group on a fresh temp
 * database and a free port, with `env` added, and waits for its first answer.
 */
export async function startChildServer(
  command: readonly string[],
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-'));
  const port = await freePort();
  const [program = 'npm', ...args] = command;
  const child = spawn(program, args, {
    detached: true,
    stdio: process.env.BENCH_SERVER_LOG === '1' ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WATCHLIST_DB: join(dir, 'w.db'),
      WATCHLIST_PIN: '1234',
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      // Already gone.
    }
    await sleep(300);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 6000; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/random-backdrop`)).ok) return { baseUrl, port, dir, child, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  await stop();
  throw new Error(`${command.join(' ')} did not answer within a minute`);
}
