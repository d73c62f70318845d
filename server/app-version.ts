import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from './project-paths';

/** The running build's version, from package.json. */
export const appVersion: string = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'))).version;
