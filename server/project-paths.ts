import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The folder holding package.json, found from here upward: the same whether the server runs from its sources
 *  (server/…) or compiled into one file (dist/server/main.js). */
function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(import.meta.dirname);

/** Data files the server reads at run time, where they live in the project. */
export const projectPaths = {
  migrations: join(projectRoot, 'server', 'db', 'migrations'),
  offlineCatalog: join(projectRoot, 'server', 'film-data', 'offline', 'data'),
  web: join(projectRoot, 'dist', 'web'),
};
