import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../project-paths';
import { freePort } from './loopback';

export interface CompiledServer {
  baseUrl: string;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL (a power cut, as far as the database can tell), resolved once the process has exited. */
  kill(): Promise<void>;
}

/**
 * The compiled server (dist/server/main.js, what `npm start` runs) in a child process on 127.0.0.1, on a database
 * file of the caller's; resolves once it answers. `root` runs another checkout's build (a bench's "before"); `env`
 * adds to or overrides its environment.
 */
export async function startCompiledServer(options: {
  dbFile: string;
  pin: string;
  root?: string;
  /** More environment for the server (TZ, say). */
  env?: Record<string, string>;
}): Promise<CompiledServer> {
  const port = await freePort();
  const root = options.root ?? projectRoot;
  const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WATCHLIST_DB: options.dbFile,
      WATCHLIST_PIN: options.pin,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  const kill = async () => {
    server.kill('SIGKILL');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const answer = await fetch(`${baseUrl}/api/random-backdrop`).catch(() => undefined);
    if (answer) return { baseUrl, stop, kill };
    if (server.exitCode !== null) break;
    await sleep(50);
  }
  await stop();
  throw new Error('the compiled server did not start');
}
