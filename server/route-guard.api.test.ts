import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from './test-support/api-harness';
import { rawRequest } from './test-support/raw-request';

// Titles of the bundled offline catalog (the harness's default film data).
const SHAWSHANK = 90000001;
const BREAKING_BAD = 90500001;

const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login',
  'GET /api/random-backdrop',
  'HEAD /api/random-backdrop',
  'GET /api/health',
  'HEAD /api/health',
  // Opened by the secret in its path alone (server/features/media-servers tests it, its throttle included).
  'POST /api/webhooks/:kind/:secret',
]);

/** Bodies that would succeed with a session, so that a route reached without one would change something. */
const BODIES: Record<string, unknown> = {
  'PUT /api/auth/pin': { currentPin: '2468', pin: '0000' },
  'PUT /api/settings': { theme: 'dark', region: 'JP' },
  'PUT /api/season/:seasonId': { status: 'watched' },
  'POST /api/library': { tmdbId: 90000002, mediaType: 'movie', title: 'The Godfather', ownership: 'person1' },
  'POST /api/library/refresh-metadata': {},
  'PUT /api/library/:id/status': { status: 'watched' },
  'PUT /api/library/:id/rating': { userReaction: 'down' },
  'PUT /api/library/:id/reaction': { reaction: 'down' },
  'POST /api/library/:id/rewatch': {},
  'POST /api/library/:id/watch-instances': { watchedDate: '2026-01-01', viewer: 'person2' },
  'PUT /api/watch-instances/:id': { userRating: 'down' },
  'POST /api/recommendations/dismissals': { tmdbId: SHAWSHANK, mediaType: 'movie' },
  'DELETE /api/recommendations/dismissals': { tmdbId: SHAWSHANK, mediaType: 'movie' },
};

interface Route {
  method: string;
  template: string;
}

/** Every route the app registered, read from Fastify's own route tree (so a new route is swept too). */
function routesOf(api: ApiHarness): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of api.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    stack.push(segment.split('|')[0] ?? segment);
    const template = stack.join('');
    if (!template.startsWith('/api')) continue;
    for (const method of methods.split(', ')) routes.push({ method, template });
  }
  return routes;
}

/** The same path as a client could spell it: each spelling reaches the same route (or none). */
function spellings(path: string, host: string): string[] {
  const rest = path.slice('/api'.length);
  const last = path.lastIndexOf('/') + 1;
  const encodedLast = `${path.slice(0, last)}%${path.charCodeAt(last).toString(16)}${path.slice(last + 1)}`;
  return [
    path,
    `/%61pi${rest}`,
    `/a%70i${rest}`,
    `/%61%70%69${rest}`,
    encodedLast,
    `//api${rest}`,
    `/api/${rest}`,
    `${path}/`,
    `http://${host}${path}`,
    `HTTP://${host}/%61pi${rest}`,
    `http://${host}//api${rest}`,
    `/api/.${rest}`,
    `/api/x/..${rest}`,
    `${path}?token=x`,
    `${path};x`,
  ];
}

let api: ApiHarness;
let ids: Record<string, number>;

beforeAll(async () => {
  api = await startApiHarness();
  await api.login();
  const movie = await api.request('POST', '/api/library', {
    body: { tmdbId: SHAWSHANK, mediaType: 'movie', title: 'The Shawshank Redemption', ownership: 'together' },
  });
  const series = await api.request('POST', '/api/library', {
    body: { tmdbId: BREAKING_BAD, mediaType: 'tv', title: 'Breaking Bad', ownership: 'person2' },
  });
  const movieId = (movie.body as { id: number }).id;
  const seriesId = (series.body as { id: number }).id;
  const viewing = await api.request('POST', `/api/library/${movieId}/watch-instances`, {
    body: { watchedDate: '2026-03-01', viewer: 'both', userRating: 'up' },
  });
  const seasons = await api.request('GET', `/api/seasons/${seriesId}`);
  ids = {
    id: movieId,
    libraryItemId: movieId,
    seasonId: (seasons.body as { id: number }[])[0]?.id ?? 0,
    viewingId: (viewing.body as { id: number }).id,
  };
});
afterAll(async () => {
  await api.close();
});

/** Everything a request could change, as text. */
function snapshot(): string {
  const tables = [
    'credentials',
    'settings',
    'sessions',
    'library_items',
    'viewings',
    'seasons',
    'season_watches',
    'recommendation_dismissals',
  ];
  return JSON.stringify(tables.map((table) => api.db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()));
}

function concretePath(template: string): string {
  return template
    .replace(':mediaType', 'movie')
    .replace(':tmdbId', String(SHAWSHANK))
    .replace(':ownership', 'all')
    .replace('/watch-instances/:id', `/watch-instances/${ids.viewingId}`)
    .replace(/:(\w+)/g, (_, name: string) => String(ids[name] ?? 1));
}

describe('no spelling of a path reaches an API handler without a session', () => {
  it('sweeps every route with encoded, doubled-slash, dotted and absolute-form targets', async () => {
    const routes = routesOf(api).filter((route) => !PUBLIC_ROUTES.has(`${route.method} ${route.template}`));
    expect(routes.length).toBeGreaterThan(25);
    const before = snapshot();
    const host = new URL(api.baseUrl).host;
    for (const { method, template } of routes) {
      const body = BODIES[`${method} ${template}`];
      const headers: Record<string, string> =
        body === undefined ? {} : { 'content-type': 'application/json' };
      for (const target of spellings(concretePath(template), host)) {
        for (const authorization of [undefined, 'Bearer not-a-token', 'Basic dXNlcjoxMjM0']) {
          const response = await rawRequest(api.baseUrl, method, target, {
            headers: authorization ? { ...headers, authorization } : headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const what = `${method} ${target} ${authorization ?? 'no token'} → ${response.status} ${response.text}`;
          expect([400, 401, 404], what).toContain(response.status);
          if (method !== 'HEAD') expect(JSON.parse(response.text), what).toHaveProperty('message');
        }
      }
    }
    expect(snapshot()).toBe(before);
    // Some 45 requests a route, and the routes keep coming: more than the default 20 s on a busy machine.
  }, 60_000);

  it('while the same spellings do reach the routes with a session', async () => {
    const host = new URL(api.baseUrl).host;
    const authorization = `Bearer ${api.token ?? ''}`;
    for (const target of [
      '/%61pi/settings',
      '/a%70i/library/all',
      `http://${host}/api/settings`,
      `HTTP://${host}/%61pi/library/all`,
    ]) {
      const response = await rawRequest(api.baseUrl, 'GET', target, { headers: { authorization } });
      expect(response.status, target).toBe(200);
    }
    const readsWithoutToken = await rawRequest(api.baseUrl, 'GET', '/%61pi/settings');
    expect(readsWithoutToken.status).toBe(401);
    expect(JSON.parse(readsWithoutToken.text)).toEqual({
      message: 'Authentication required: unlock with your PIN',
    });
  });

  it('tells a locked screen nothing about API-like paths that match no route', async () => {
    for (const target of ['/%61pi/nothing', '//api/settings', '/API/settings', '/%2561pi/settings']) {
      const response = await rawRequest(api.baseUrl, 'GET', target);
      expect(response.status, target).toBe(401);
      expect(response.headers['content-type'], target).toMatch(/application\/json/);
    }
  });
});
