import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Clock } from '../clock';
import { openDatabase, type Db } from '../db/connection';
import type { FilmData } from '../film-data/film-data';
import { listenOnLoopback } from './loopback';
import { storeTestPin } from './test-pin';

export const TEST_PIN = '2468';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-06-15T12:00:00.000Z').getTime()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface ApiHarness {
  app: FastifyInstance;
  db: Db;
  dbFile: string;
  clock: ManualClock;
  baseUrl: string;
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /** Unlocks with the test PIN; the token is used by later requests unless they pass their own. */
  login(options?: { rememberDevice?: boolean }): Promise<string>;
  token: string | null;
  /** The image cookie the last login set (`watchlist_images=…`), for a Cookie header; null before any. */
  imageCookie: string | null;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** TRUST_PROXY, for tests that play clients from many addresses with X-Forwarded-For. */
  trustProxy?: boolean;
  /** How long a write waits for another process's lock; default: the app's. */
  busyTimeoutMs?: number;
  /** The film database for the app, built on the harness's database and clock; default: the offline catalog. */
  filmData?: (deps: { db: Db; clock: ManualClock }) => FilmData;
  /** Let the app pace imports and Refresh Metadata as it does in production (default: unpaced). */
  appPacing?: boolean;
  /** Any other option of buildApp (a logger whose lines the test reads, limits, …). */
  app?: Partial<AppOptions>;
}

/** The real app over real HTTP on 127.0.0.1, with a fresh SQLite file (and image cache) in a temp folder. */
export async function startApiHarness(options: HarnessOptions = {}): Promise<ApiHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-api-'));
  const dbFile = join(dir, 'watchlist.db');
  const db = openDatabase(dbFile, { busyTimeoutMs: options.busyTimeoutMs });
  await storeTestPin(db, TEST_PIN);
  const clock = new ManualClock();
  const filmData = options.filmData?.({ db, clock });
  const app = await buildApp({
    db,
    clock,
    filmData,
    imageCacheDir: join(dir, 'images'),
    trustProxy: options.trustProxy,
    // Unpaced unless asked: the fake film server has no rate limit to respect.
    ...(!options.appPacing && {
      refreshPacing: { concurrency: 4, spacingMs: 0 },
      importPacing: { concurrency: 4, spacingMs: 0 },
      mediaPlayBatchSpacingMs: 0,
    }),
    ...options.app,
  });
  const baseUrl = await listenOnLoopback(app);

  const harness: ApiHarness = {
    app,
    db,
    dbFile,
    clock,
    baseUrl,
    token: null,
    imageCookie: null,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      const token = options.token === undefined ? harness.token : options.token;
      if (token) headers.authorization = `Bearer ${token}`;
      let payload: string | undefined = options.rawBody;
      if (options.body !== undefined) payload = JSON.stringify(options.body);
      if (payload !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
      const text = await response.text();
      let body: unknown = undefined;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, body, text };
    },
    async login({ rememberDevice = false } = {}) {
      const response = await harness.request('POST', '/api/auth/login', {
        token: null,
        body: { username: 'user', pin: TEST_PIN, rememberDevice },
      });
      const body = response.body as { authToken?: string } | undefined;
      if (response.status !== 200 || !body?.authToken)
        throw new Error(`login failed: ${response.status} ${response.text}`);
      harness.token = body.authToken;
      harness.imageCookie =
        response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';', 1)[0] ?? '')
          .find((cookie) => cookie.startsWith('watchlist_images=')) ?? null;
      return body.authToken;
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}
