// Compiles the server, its import worker and its command-line tools (PIN reset, backup, restore, the container's health check) to plain JavaScript (dist/server), so `npm start` runs node on one file
// instead of compiling TypeScript at every start. Packages stay in node_modules (not bundled).
//
// `--standalone` (the container image's build): every package is bundled in but better-sqlite3 (a native addon), so
// the image carries that one package instead of the whole node_modules, most of which only builds the web app.
import { build } from 'esbuild';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const standalone = process.argv.includes('--standalone');

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    // Imports run in a worker thread: the server finds it beside main.js (server/import-thread/import-thread.ts).
    'import-worker': 'server/import-thread/worker.ts',
    pin: 'server/cli/pin.ts',
    backup: 'server/cli/backup.ts',
    restore: 'server/cli/restore.ts',
    healthcheck: 'server/cli/healthcheck.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  ...(standalone
    ? {
        external: ['better-sqlite3'],
        // Bundled CommonJS packages require Node's own modules.
        banner: {
          js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
        },
      }
    : { packages: 'external' }),
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
