import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Db } from './db/connection';
import { HttpError, registerErrorHandling } from './errors';
import { createAuthRepository } from './features/auth/repository';
import { registerAuthRoutes } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { registerSessionGuard } from './features/auth/session-guard';
import { createCatalogRepository } from './features/catalog/repository';
import { registerImageRoutes } from './features/catalog/image-routes';
import { registerCatalogRoutes } from './features/catalog/routes';
import { createCatalogService } from './features/catalog/service';
import { registerBackdropRoutes } from './features/library/backdrop-routes';
import { createLibraryRepository } from './features/library/repository';
import { registerLibraryRoutes } from './features/library/routes';
import { createLibraryService } from './features/library/service';
import { createSeasonsRepository } from './features/seasons/repository';
import { registerSeasonsRoutes } from './features/seasons/routes';
import { createSeasonsService } from './features/seasons/service';
import { createSettingsRepository } from './features/settings/repository';
import { describeDataSources, registerSettingsRoutes } from './features/settings/routes';
import { registerStatisticsFeature } from './features/statistics/register';
import { createViewingsRepository } from './features/viewings/repository';
import { registerViewingRoutes } from './features/viewings/routes';
import type { FilmData } from './film-data/film-data';
import { createOfflineFilmData } from './film-data/offline/offline-film-data';
import { registerStaticFiles } from './static-files';

export interface AppOptions {
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app from dist/web when it exists (off in API tests). */
  serveWeb?: boolean;
  /** The film database; default: the bundled offline catalog. */
  filmData?: FilmData;
  /** Where fetched film images are kept; default: a folder in the system's temp directory. */
  imageCacheDir?: string;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix and vaul inject <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, clock = systemClock } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // POST /api/auth/logout is sent with an empty body; an empty JSON body is "no body", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  // Phones on a home Wi-Fi: the whole library is megabytes of JSON. Gzip only, at its fastest level: brotli at
  // its default quality takes seconds on a large body, and level 1 keeps most of the gain at a fraction of the CPU.
  // The built web app is compressed once at build time instead (see scripts/compress-web-build.mjs).
  await app.register(compress, { encodings: ['gzip'], threshold: 1024, zlibOptions: { level: 1 } });
  await app.register(helmet, {
    contentSecurityPolicy,
    hsts: false, // served over plain HTTP on a home LAN
    crossOriginEmbedderPolicy: false,
  });

  const auth = createAuthService(createAuthRepository(db), clock);
  registerSessionGuard(app, auth);
  registerAuthRoutes(app, auth);
  registerBackdropRoutes(app, db);
  const filmData = options.filmData ?? createOfflineFilmData();
  const settings = createSettingsRepository(db);
  registerSettingsRoutes(app, settings, describeDataSources(filmData));
  const catalog = createCatalogService({
    filmData,
    library: createCatalogRepository(db),
    settings,
    logger: { warn: (details, message) => app.log.warn(details, message) },
  });
  registerCatalogRoutes(app, catalog);
  const seasons = createSeasonsService(db, clock);
  registerSeasonsRoutes(app, seasons, createSeasonsRepository(db));
  registerLibraryRoutes(
    app,
    createLibraryService({
      repository: createLibraryRepository(db),
      seasons,
      filmData,
      clock,
      logger: app.log,
    }),
  );
  registerViewingRoutes(app, createViewingsRepository(db), clock);
  registerStatisticsFeature(app, db, clock);
  registerImageRoutes(app, {
    filmData,
    cacheDir: options.imageCacheDir ?? join(tmpdir(), 'watchlist-images'),
  });

  const servesWeb = options.serveWeb === true && (await registerStaticFiles(app));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/img/');
    if (servesWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new HttpError(404, `No route for ${request.method} ${path}`);
  });

  return app;
}
