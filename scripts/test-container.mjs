// `npm run test:container`: builds the container image (Dockerfile), starts it read-only with a volume, waits for its health
// check, unlocks, adds a title, restarts the container, finds the title again, and stops it, checking each stop is
// the server's own clean exit on SIGTERM. Prints the image size and the cold start to a healthy check.
// Not part of `npm test`: the build takes minutes. Uses podman when it is installed, else docker
// (CONTAINER_ENGINE=docker|podman to choose).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = join(import.meta.dirname, '..');
const has = (command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
const engine = process.env.CONTAINER_ENGINE ?? (has('podman') ? 'podman' : 'docker');
// This sandbox's podman settings (written by shared/tools/container-base.sh), when they are there.
const sandboxConf = '/etc/containers/containers.local.conf';
if (engine === 'podman' && !process.env.CONTAINERS_CONF && existsSync(sandboxConf)) {
  process.env.CONTAINERS_CONF = sandboxConf;
}

const BASE = 'docker.io/library/node:24-bookworm-slim';
const PIN = '2468';
const SHAWSHANK = {
  tmdbId: 90000001,
  mediaType: 'movie',
  title: 'The Shawshank Redemption',
  ownership: 'together',
};
const suffix = randomBytes(4).toString('hex');
const image = `localhost/watchlist:test-${suffix}`;
const name = `watchlist-test-${suffix}`;
const volume = `watchlist-test-${suffix}`;

/** Runs the engine and answers what it printed (nothing when its output goes to the terminal). */
const run = (args, options = {}) =>
  (
    execFileSync(engine, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    }) ?? ''
  ).trim();
const succeeds = (args) => spawnSync(engine, args, { stdio: 'ignore' }).status === 0;

let checks = 0;
function check(condition, what) {
  if (!condition) throw new Error(`FAILED: ${what}`);
  checks += 1;
  console.log(`  ok  ${what}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** What a build on this machine needs: the npm registry's proxy CA, and Node's headers when the base lacks them. */
function buildOptions() {
  // podman's own image format has no HEALTHCHECK.
  const options = engine === 'podman' ? ['--format', 'docker', '--network=host'] : ['--network=host'];
  if (succeeds(['image', 'exists', BASE]) || succeeds(['image', 'inspect', BASE]))
    options.push('--pull=never');
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  if (ca && existsSync(ca)) {
    options.push('--volume', `${ca}:${ca}:ro`, '--build-arg', `NODE_EXTRA_CA_CERTS=${ca}`);
  }
  const baseHasHeaders = succeeds([
    'run',
    '--rm',
    '--network=none',
    BASE,
    'test',
    '-f',
    '/usr/local/include/node/node.h',
  ]);
  if (!baseHasHeaders && engine === 'podman' && existsSync('/usr/include/node/node.h')) {
    options.push('--volume', '/usr/include/node:/usr/local/include/node:ro');
  }
  return options;
}

async function api(port, method, path, { token, body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Runs the image's own HEALTHCHECK until it passes; answers the seconds it took. */
async function untilHealthy(startedAt) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const healthy =
      engine === 'podman'
        ? succeeds(['healthcheck', 'run', name])
        : run(['inspect', '--format', '{{.State.Health.Status}}', name]) === 'healthy';
    if (healthy) return (performance.now() - startedAt) / 1000;
    await sleep(250);
  }
  throw new Error(`FAILED: no healthy check within a minute\n${run(['logs', name])}`);
}

/** Stops the container (SIGTERM, then SIGKILL after 10 s) and answers its exit code: 0 is the server's own exit. */
function stopped() {
  run(['stop', '--time', '10', name]);
  return Number(run(['inspect', '--format', '{{.State.ExitCode}}', name]));
}

const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

async function main() {
  console.log(`Building ${image} with ${engine} (minutes)…`);
  run(['build', ...buildOptions(), '-t', image, '.'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const size = Number(run(['image', 'inspect', '--format', '{{.Size}}', image]));
  const baseSize = Number(run(['image', 'inspect', '--format', '{{.Size}}', BASE]));

  run(['volume', 'create', volume]);
  const port = await freePort();
  const startedAt = performance.now();
  run([
    'run',
    '-d',
    '--name',
    name,
    '-p',
    `127.0.0.1:${port}:3000`,
    '-v',
    `${volume}:/data`,
    // As compose.yaml runs it: nothing writable but /data and /tmp, no capability.
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '-e',
    `WATCHLIST_PIN=${PIN}`,
    image,
  ]);
  const coldStart = await untilHealthy(startedAt);
  check(true, `healthy ${coldStart.toFixed(1)} s after the container started`);

  const health = await api(port, 'GET', '/api/health');
  check(health.status === 200 && health.body?.database === 'ok', 'GET /api/health answers, database ok');
  check(run(['exec', name, 'id', '-u']) === '1000', 'the server runs as uid 1000');
  check(run(['exec', name, 'stat', '-c', '%u', '/data/watchlist.db']) === '1000', 'the database is in /data');

  const login = await api(port, 'POST', '/api/auth/login', { body: { username: 'user', pin: PIN } });
  check(login.status === 200, 'unlocks with the PIN');
  const added = await api(port, 'POST', '/api/library', { token: login.body.authToken, body: SHAWSHANK });
  check(added.status === 201 || added.status === 200, `adds ${SHAWSHANK.title}`);

  check(stopped() === 0, 'stops on SIGTERM with the server’s own clean exit');
  const restartedAt = performance.now();
  run(['start', name]);
  await untilHealthy(restartedAt);
  const again = await api(port, 'POST', '/api/auth/login', { body: { username: 'user', pin: PIN } });
  const library = await api(port, 'GET', '/api/library/all', { token: again.body.authToken });
  const titles = (Array.isArray(library.body) ? library.body : (library.body?.items ?? [])).map(
    (item) => item.title,
  );
  check(titles.includes(SHAWSHANK.title), `after a restart the library still has ${SHAWSHANK.title}`);
  check(stopped() === 0, 'stops cleanly again');

  console.log(
    `\nimage ${image}: ${megabytes(size)} (${megabytes(size - baseSize)} above ${BASE}, ${megabytes(baseSize)})`,
  );
  console.log(`cold start to a healthy check: ${coldStart.toFixed(1)} s`);
  console.log(`${checks} passed, 0 failed`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (succeeds(['container', 'inspect', name])) console.error(run(['logs', name]));
  process.exitCode = 1;
} finally {
  spawnSync(engine, ['rm', '-f', name], { stdio: 'ignore' });
  spawnSync(engine, ['volume', 'rm', '-f', volume], { stdio: 'ignore' });
  if (!process.env.KEEP_IMAGE) spawnSync(engine, ['rmi', '-f', image], { stdio: 'ignore' });
}
