// `npm run dev`: the API server from its sources, restarted on a change (tsx watch), and Vite's dev server with hot
// reload, which proxies /api and /img to it (vite.config.ts). One Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createServer } from 'vite';

const root = join(import.meta.dirname, '..');
process.chdir(root);
// Read by vite.config.ts for its proxy. Not the 3000 of `npm start`, so that both can run at once.
const apiPort = process.env.API_PORT ?? '3001';
process.env.API_PORT = apiPort;

const api = spawn(
  process.execPath,
  [createRequire(import.meta.url).resolve('tsx/cli'), 'watch', '--clear-screen=false', 'server/main.ts'],
  {
    env: {
      ...process.env,
      PORT: apiPort,
      // Reached through Vite's proxy only.
      HOST: '127.0.0.1',
      // A folder of its own: the dev database's images and daily backups stay apart from `npm start`'s.
      WATCHLIST_DB: process.env.WATCHLIST_DB ?? join(root, 'data', 'dev', 'watchlist.db'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // A process group of its own: the terminal's Ctrl-C reaches this script only, which stops the server once
    // (through tsx, which passes the signal on), rather than the server twice (directly and through tsx).
    detached: true,
  },
);
const apiExited = new Promise((resolve) => api.once('exit', resolve));
// Whatever ends this script (a failed start included) stops the server too.
process.once('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
});

const vite = await createServer({ server: { host: process.env.HOST } });
await vite.listen();
vite.printUrls();

let stopping = false;
async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await Promise.all([vite.close(), apiExited]);
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
api.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The API server's watcher stopped (${signal ?? `exit ${code}`}): stopping the dev server.`);
  void stop(1);
});
