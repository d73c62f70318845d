import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const webRoot = join(import.meta.dirname, '..', 'dist', 'web');

/** Serves the built web app; any non-API GET that matches no file gets index.html (client-side routes). */
export async function registerStaticFiles(app: FastifyInstance): Promise<boolean> {
  if (!existsSync(join(webRoot, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(response, path) {
      const immutable = path.includes(join(webRoot, 'assets'));
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
