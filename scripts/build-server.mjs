// Compiles the server, its import worker and its command-line tools (PIN reset, backup, restore) to plain JavaScript (dist/server), so `npm start` runs node on one file
// instead of compiling TypeScript at every start. Packages stay in node_modules (not bundled).
import { build } from 'esbuild';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    // Imports run in a worker thread: the server finds it beside main.js (server/import-thread/import-thread.ts).
    'import-worker': 'server/import-thread/worker.ts',
    pin: 'server/cli/pin.ts',
    backup: 'server/cli/backup.ts',
    restore: 'server/cli/restore.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
