import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, UNLOCK_BACKDROP_SIZE } from '#domain/rules/constants';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { busyTimeoutOf, databaseAnswers, type Db } from './db/connection';
import { registerErrorHandling } from './error-handling';
import { HttpError } from './errors';
import { createAvailabilityJob, createDailyAvailabilityCheck } from './features/availability/check-job';
import { createAvailabilityRepository } from './features/availability/repository';
import { registerAvailabilityRoutes } from './features/availability/routes';
import { createAvailabilityService } from './features/availability/service';
import { createAuthRepository } from './features/auth/repository';
import { imageKeyOf, registerSessionRoutes, registerUnlockRoute } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { AUTHENTICATION_REQUIRED, registerSessionScope, sessionOf } from './features/auth/session-guard';
import { registerHealthRoute } from './features/health/routes';
import { createCatalogRepository } from './features/catalog/repository';
import { registerImageRoutes } from './features/catalog/image-routes';
import { createImageService } from './features/catalog/image-service';
import { createImageStore } from './features/catalog/image-store';
import { registerCatalogRoutes } from './features/catalog/routes';
import { createCatalogService } from './features/catalog/service';
import { createBackdropAllowance } from './features/library/backdrop-allowance';
import { registerBackdropRoute } from './features/library/backdrop-routes';
import { createRefreshJob } from './features/library/refresh-job';
import { registerLibraryRoutes } from './features/library/routes';
import { registerSeasonsRoutes } from './features/seasons/routes';
import { createSettingsRepository } from './features/settings/repository';
import { registerSettingsRoutes } from './features/settings/routes';
import { createSettingsService, describeDataSources } from './features/settings/service';
import { createStatisticsRepository } from './features/statistics/repository';
import { registerStatisticsRoutes } from './features/statistics/routes';
import { createStatisticsService } from './features/statistics/service';
import { createTallyRepository } from './features/statistics/tally-repository';
import { registerViewingRoutes } from './features/viewings/routes';
import { createTransferRepository } from './features/transfer/repository';
import { createCsvExport } from './features/transfer/csv-export';
import { createImportJobs } from './features/transfer/import-job';
import { registerTransferRoutes, type TransferRouteDeps } from './features/transfer/routes';
import type { FilmData } from './film-data/film-data';
import { createOfflineFilmData } from './film-data/offline/offline-film-data';
import { createImportThread } from './import-thread/import-thread';
import { createLibraryFeatures } from './library-features';
import {
  DEFAULT_CONNECTION_LIMITS,
  proxyAddresses,
  registerConnectionLimits,
  serverTimeouts,
  type ConnectionLimits,
} from './connection-limits';
import { registerHostCheck } from './host-check';
import { createPacedPool, UNPACED, UPSTREAM_PACING, type Pacing } from './paced';
import { isApiPath, isServerPath } from './request-path';
import { webPageScriptSources } from './inline-scripts';
import { registerStaticFiles } from './static-files';
import type { TlsFiles } from './tls';
import { registerCalendarFeedRoute, registerCalendarRoutes } from './features/calendar/routes';
import type { DailyAiringCheck } from './features/airing/daily-check';
import { createWhatsNextFeatures } from './whats-next-features';
import { clientDelayMs } from './features/auth/throttle';
import { createMediaServersRepository } from './features/media-servers/repository';
import { registerMediaServersRoutes, registerWebhookRoutes } from './features/media-servers/routes';
import { createMediaServersService } from './features/media-servers/service';
import { createWrongSecretGuesses } from './features/media-servers/wrong-secret-guesses';
import { createMediaPlayRecording } from './media-play-recording';
import { createLibrarySeriesLookup } from './features/media-servers/library-series';
import { createPlayMatcher } from './features/media-servers/play-matcher';
import { registerRecommendationsRoutes } from './features/recommendations/routes';
import type { SuggestionsJob } from './features/recommendations/suggestions-job';
import { registerDecideRoutes } from './features/decide/routes';
import { registerDecideStreamRoute } from './features/decide/stream-routes';
import { createTonightFeatures } from './tonight-features';
import { addNotifications } from './notification-features';
import type { NewsSink } from './features/notifications/news';
import type { DeliveryWorker } from './features/notifications/delivery-worker';
import { registerNotificationsRoutes } from './features/notifications/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily airing check: main.ts starts it; tests run it by hand. */
    airingCheck: DailyAiringCheck;
    /** Fetches the suggestions of liked titles: main.ts watches the library with it; tests run it by hand. */
    suggestionsJob: SuggestionsJob;
    /** The notifications' queue (news goes in) and its worker: tests queue news and wait for it to be sent. */
    notifications: { newsSink: NewsSink; worker: DeliveryWorker };
  }
}

export interface AppOptions {
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app from dist/web when it exists (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is; default: dist/web. */
  webRoot?: string;
  /** The film database; default: the bundled offline catalog. */
  filmData?: FilmData;
  /** Where fetched film images are kept; default: a folder in the system's temp directory. */
  imageCacheDir?: string;
  /** The most the kept images may take (IMAGE_CACHE_MB); default: 512 MiB. */
  imageCacheBytes?: number;
  /** An import's film-database reads (titles at once, least time between starts); default: gentle on TMDb, none
   *  against the offline catalog. */
  importPacing?: Pacing;
  /** The pace of the background jobs reading the film database together (Refresh Metadata, the daily airing and
   *  availability checks, a region's re-check): titles at once, least time between starts; default: gentle on the
   *  upstreams (UPSTREAM_PACING), none against the offline catalog. */
  refreshPacing?: Pacing;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY): all, a number of hops, or these addresses; default: none. */
  trustProxy?: boolean | number | string[];
  /** Names besides IP addresses, `localhost` and the machine's own that requests may address it by (ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Timeouts and the per-address connection cap; default: DEFAULT_CONNECTION_LIMITS (tests shorten them). */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Run the daily background checks (the server does; tests start jobs through the API instead). */
  dailyChecks?: boolean;
  /** Listen with HTTPS with this certificate and key (TLS_CERT / TLS_KEY); default: plain HTTP. */
  https?: TlsFiles;
  /** The least time between two batches of media-server plays recorded while more keep coming; default: 4 s
   *  (tests: none). */
  mediaPlayBatchSpacingMs?: number;
  /** Where due news goes; default: the notifications' queue (tests of the news scan alone: a collecting sink). */
  newsSink?: NewsSink;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const DEFAULT_IMAGE_CACHE_BYTES = 512 * 1024 * 1024;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `pageScripts`: the hashes that allow the web app page's own inline scripts (inline-scripts.ts), and only them. */
const contentSecurityPolicy = (pageScripts: string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...pageScripts],
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
});

/** Fastify trusts a number of hops as a function (its types do not take the number itself). */
function trustedProxies(setting: AppOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address, hop) => hop < setting;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, clock = systemClock } = options;
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(options.trustProxy),
    ...serverTimeouts(limits),
    https: options.https ?? null,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // At the total cap, what proves a connection is the household's: a live session, or a live image key.
  registerConnectionLimits(app, limits, proxyAddresses(options.trustProxy), (request) => {
    const imageKey = imageKeyOf(request);
    return sessionOf(request, auth) !== null || (imageKey !== undefined && auth.isImageKeyLive(imageKey));
  });
  // Then: a request for another site's name (DNS rebinding) gets nothing but a 421.
  registerHostCheck(app, options.allowedHosts ?? []);

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
  // Helmet's headers on every answer, its middleware built once (the Fastify plugin builds it again, CSP parsing
  // included, for each request).
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(
      options.serveWeb === true ? webPageScriptSources(options.webRoot) : [],
    ),
    // A year, the usual figure (shorter ones are refused by browsers' preload lists and re-learnt needlessly); not
    // the LAN name's siblings, which may be other households' devices. Plain HTTP never sends it.
    hsts: options.https === undefined ? false : { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });

  await app.register(cookie);

  const filmData = options.filmData ?? createOfflineFilmData();
  const logger = app.log;

  // Each feature: repository (SQL) → service (rules) → routes. A table is written by its own feature's repository
  // only: seasons and viewings mark their library item changed through the library repository's touch.
  const auth = createAuthService(createAuthRepository(db), clock, {
    // The calendar feed's key is the one secret besides the sessions that a PIN change ends.
    pinChanged: () => calendar.forgetFeed(),
  });
  const settingsRepository = createSettingsRepository(db);
  const { notifications, news } = addNotifications(app, {
    db,
    clock,
    logger,
    settings: () => settingsRepository.read(),
    newsSink: options.newsSink,
    scanEachMinute: options.dailyChecks === true,
  });
  // One pace for every background job that reads the film database, so that together they stay within TMDb's rate.
  const filmDataPool = createPacedPool(
    options.refreshPacing ?? (filmData.source === 'offline' ? UNPACED : UPSTREAM_PACING),
  );
  const availability = createAvailabilityService({
    repository: createAvailabilityRepository(db),
    filmData,
    region: () => settingsRepository.read().region,
    clock,
    logger,
  });
  const availabilityJob = createAvailabilityJob({
    titles: (reason) => availability.titlesFor(reason),
    lookUp: (title) => availability.lookUp(title.id, title.mediaType, title.tmdbId),
    store: (checked) => {
      availability.storeChecked(checked);
      news.learned();
    },
    region: () => settingsRepository.read().region,
    pool: filmDataPool,
    clock,
  });
  const settings = createSettingsService({
    repository: settingsRepository,
    dataSources: describeDataSources(filmData),
    services: {
      validate: (ids, region) => availability.validateServices(ids, region),
      regionChanged: () => {
        if (!availability.enabled) return;
        availability.forgetOtherRegions();
        availabilityJob.start('region');
      },
    },
  });
  const { seasons, viewings, library, libraryRepository, viewingsRepository, seasonsRepository } =
    createLibraryFeatures({
      db,
      filmData,
      clock,
      logger,
      availability,
      services: () => settingsRepository.read().services,
    });
  const { airing, airingCheck, calendar } = createWhatsNextFeatures({
    db,
    filmData,
    library: { refreshOne: (id, refresh) => library.refreshOne(id, refresh) },
    clock,
    logger,
    pool: filmDataPool,
    afterAiringCheck: news.learned,
  });
  app.decorate('airingCheck', airingCheck);
  app.addHook('onClose', (_instance, done) => {
    airingCheck.stop();
    done();
  });
  const refreshJob = createRefreshJob({
    itemIds: (ids) => library.refreshableIds(ids),
    refreshOne: (id) => airing.refreshTitle(id),
    ratingsSpentToday: () => filmData.ratingsSpentToday?.() ?? false,
    clock,
    pool: filmDataPool,
    afterRun: news.learned,
  });
  const catalog = createCatalogService({ filmData, library: createCatalogRepository(db), logger });
  const images = createImageService({
    filmData,
    store: createImageStore({
      dir: options.imageCacheDir ?? join(tmpdir(), 'watchlist-images'),
      maxBytes: options.imageCacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES,
      logger,
    }),
    isUnlockBackdrop: (size, name) => size === UNLOCK_BACKDROP_SIZE && library.hasBackdrop(`/${name}`),
    logger,
  });
  const mediaServersRepository = createMediaServersRepository(db);
  const { recorder: playRecorder, undo: playUndo } = createMediaPlayRecording({
    repository: mediaServersRepository,
    matcher: createPlayMatcher({ filmData, library: createLibrarySeriesLookup(db) }),
    features: { library, viewings, seasons, libraryRepository, viewingsRepository, seasonsRepository },
    filmData,
    names: () => settingsRepository.read().ownershipLabels,
    pool: filmDataPool,
    clock,
    logger,
    batchSpacingMs: options.mediaPlayBatchSpacingMs,
    afterBatch: news.learned,
  });
  const mediaServers = createMediaServersService({
    repository: mediaServersRepository,
    // Wrong webhook secrets are slowed per address by the PIN unlock's own back-off.
    guesses: createWrongSecretGuesses(clientDelayMs),
    clock,
    recorder: playRecorder,
    undo: (id) => playUndo.undo(id),
  });
  // Plays kept but not recorded (the server stopped meanwhile) are recorded at start.
  app.addHook('onReady', (done) => {
    playRecorder.kick();
    done();
  });
  app.addHook('preClose', () => playRecorder.close());
  const importJobs = createImportJobs(clock);
  const importThread = createImportThread({ db, filmData, clock, logger, pacing: options.importPacing });
  const writesWaitMs = busyTimeoutOf(db);
  const statistics = createStatisticsService({
    repository: createStatisticsRepository(db),
    tallies: createTallyRepository(db),
    clock,
    writesSettled: () => importThread.writesSettled(writesWaitMs),
    logger,
  });
  statistics.prepare();
  const { recommendations, suggestionsJob, decide, decideStreams, decideTickets } = createTonightFeatures({
    db,
    clock,
    filmData,
    pool: filmDataPool,
    logger,
    settings: () => settingsRepository.read(),
    recap: (timeframe, viewer) => statistics.recap(timeframe, viewer),
    titles: () => library.unwatchedTitles(),
    onDecideStarted: (session) => news.invite(session),
  });
  app.decorate('suggestionsJob', suggestionsJob);
  app.addHook('onClose', async () => {
    suggestionsJob.stop();
    await suggestionsJob.whenIdle();
  });
  const transfer: TransferRouteDeps = {
    csv: createCsvExport(createTransferRepository(db)),
    prepare: () => importThread.prepare(),
    importUpload: (upload, uploadOptions) =>
      importJobs.run(uploadOptions.preview, (progress) => importThread.run(upload, uploadOptions, progress)),
    progress: () => importJobs.status(),
  };
  // Stopping ends an import under way (rolled back) rather than waiting for it.
  app.addHook('preClose', () => importThread.close());
  // While an import's transaction holds the write lock, a request that writes waits for its commit (at most the
  // busy timeout), without holding up the others: the main connection does not sleep on the lock meanwhile.
  app.addHook('preHandler', async (request) => {
    if (!READ_METHODS.has(request.method) && importThread.isWriting()) {
      await importThread.writesSettled(writesWaitMs);
    }
  });

  // What a locked screen may reach: unlocking, the backdrop behind the PIN pad, and images (<img> sends no token:
  // a signed-in browser shows its image cookie, without which only kept images and that backdrop are served); and
  // the health check, for a container's HEALTHCHECK.
  registerHealthRoute(app, { version: APP_VERSION, databaseAnswers: () => databaseAnswers(db) });
  registerUnlockRoute(app, auth);
  registerBackdropRoute(app, {
    library,
    allowance: createBackdropAllowance(),
    hasSession: (request) => sessionOf(request, auth) !== null,
    clock,
  });
  registerImageRoutes(app, images, (request) => {
    const imageKey = imageKeyOf(request);
    return imageKey !== undefined && auth.isImageKeyLive(imageKey);
  });
  // The calendar feed answers a phone's calendar app, which has no session: its own read-only key opens it.
  registerCalendarFeedRoute(app, calendar);
  // A media server has no session: the secret in its webhook's address opens it.
  await registerWebhookRoutes(app, mediaServers, clock);
  // Decide together's event stream is opened by the bearer token or, from an EventSource, by a ticket.
  registerDecideStreamRoute(app, {
    decide,
    streams: decideStreams,
    tickets: decideTickets,
    hasSession: (request) => sessionOf(request, auth) !== null,
    lockedMessage: AUTHENTICATION_REQUIRED,
  });

  await registerSessionScope(app, auth, (api) => {
    registerSessionRoutes(api, auth);
    registerSettingsRoutes(api, settings);
    registerCatalogRoutes(api, catalog);
    registerSeasonsRoutes(api, seasons);
    registerLibraryRoutes(api, library, refreshJob);
    registerViewingRoutes(api, viewings);
    registerStatisticsRoutes(api, statistics);
    registerTransferRoutes(api, transfer);
    registerAvailabilityRoutes(api, availability, availabilityJob);
    registerCalendarRoutes(api, calendar);
    registerMediaServersRoutes(api, mediaServers);
    registerRecommendationsRoutes(api, recommendations);
    registerDecideRoutes(api, decide, decideTickets);
    registerNotificationsRoutes(api, notifications);
  });

  if (options.dailyChecks === true) {
    app.addHook('onListen', () => {
      suggestionsJob.start();
    });
  }

  if (options.dailyChecks === true && availability.enabled) {
    const daily = createDailyAvailabilityCheck(availabilityJob);
    app.addHook('onListen', () => {
      daily.start();
    });
    app.addHook('onClose', async () => {
      daily.stop();
      await availabilityJob.settled();
    });
  }

  const servesWeb = options.serveWeb === true && (await registerStaticFiles(app, options.webRoot));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isPage = !isServerPath(request.url) && (request.method === 'GET' || request.method === 'HEAD');
    if (servesWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    // Which API routes exist is not told to a locked screen.
    if (isApiPath(request.url) && sessionOf(request, auth) === null) {
      throw new HttpError(401, AUTHENTICATION_REQUIRED);
    }
    throw new HttpError(404, `No route for ${request.method} ${path}`);
  });

  return app;
}
