import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from './config';
import { errorText } from './error-text';
import { projectRoot } from './project-paths';

/** The settings file read at start: `.env` in the project's folder (beside package.json). */
export const ENV_FILE = join(projectRoot, '.env');

/**
 * Adds the variables of a `.env` file (KEY=value lines, `#` comments) to `env`, so that the TMDb and OMDb keys
 * and the other settings stay across restarts without a service manager. A variable already set in the
 * environment wins over the file. No file, nothing added.
 */
export function readEnvFile(env: NodeJS.ProcessEnv, file = ENV_FILE): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new ConfigError(`Cannot read the settings file ${file}: ${errorText(error)}`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) env[name] ??= value;
}
