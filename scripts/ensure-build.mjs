// `npm start` and `npm run pin` build what is missing or older than its sources: the web app (dist/web) and the
// compiled server (dist/server), so a fresh clone runs with `npm ci && npm start` and a changed checkout never
// serves stale files.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

function isStale(output, sources) {
  const built = join(root, output);
  return (
    !existsSync(built) || sources.some((source) => newestMtime(join(root, source)) > statSync(built).mtimeMs)
  );
}

const only = process.argv[2];
if (
  only !== 'server' &&
  isStale('dist/web/index.html', ['web', 'domain', 'vite.config.ts', 'package-lock.json'])
) {
  console.log('Building the web app...');
  execSync('npx vite build --logLevel warn && node scripts/compress-web-build.mjs', {
    cwd: root,
    stdio: 'inherit',
  });
}
if (isStale('dist/server/main.js', ['server', 'domain', 'package-lock.json', 'scripts/build-server.mjs'])) {
  console.log('Compiling the server...');
  execSync('node scripts/build-server.mjs', { cwd: root, stdio: 'inherit' });
}
