// Compiles the server and the PIN tool to plain JavaScript (dist/server), so `npm start` runs node on one file
// instead of compiling TypeScript at every start. Packages stay in node_modules (not bundled).
import { build } from 'esbuild';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts', pin: 'server/cli/pin.ts' },
  outdir: 'dist/server',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
