import { execFileSync } from 'node:child_process';
import { projectRoot } from '../project-paths';

/** Vitest global setup: compiles the server once (when stale) for the tests that run it as `npm start` would. */
export default function compileServer(): void {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'server'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
}
