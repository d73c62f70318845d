import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectPaths } from './project-paths';

/** Serves the built web app; any non-API GET that matches no file gets index.html (client-side routes). */
export async function registerStaticFiles(app: FastifyInstance, root = projectPaths.web): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Otherwise its own `public, max-age=0` replaces what setHeaders says.
    cacheControl: false,
    setHeaders(response, path) {
      const immutable = path.startsWith(join(root, 'assets'));
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
