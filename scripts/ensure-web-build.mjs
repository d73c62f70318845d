// `npm start` builds the web app when dist/web is missing or older than its sources, so a fresh clone runs
// with `npm ci && npm start` and a rebuilt checkout never serves stale files.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const built = join(root, 'dist', 'web', 'index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const sources = ['web', 'domain', 'vite.config.ts', 'package-lock.json'].map((name) => join(root, name));
const stale = !existsSync(built) || sources.some((source) => newestMtime(source) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app...');
  execSync('npx vite build --logLevel warn && node scripts/compress-web-build.mjs', {
    cwd: root,
    stdio: 'inherit',
  });
}
