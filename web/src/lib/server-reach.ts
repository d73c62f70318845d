/**
 * Whether the Watchlist server can be reached, apart from whether the browser is online: a phone on mobile data is
 * online while the server on the home network is out of its reach. Plain code without TanStack Query: the boot's
 * first requests (lib/api-client.ts) already tell it. lib/query-client.ts makes the app's queries wait on it as they
 * wait on the connection, and lib/reach-probe.ts asks again until the server answers.
 */

/**
 * How long a request the server answers at once (the session check, the health check) may wait for its answer
 * before the server counts as out of reach: a phone away from home gets no refusal from a LAN address, its packets
 * are dropped, and the browser would wait minutes.
 */
export const QUICK_ANSWER_TIMEOUT_MS = 6000;

/** A request that got no answer from the server: a network error, a timeout, or a proxy's 502/503/504. */
export class ServerUnreachableError extends Error {
  constructor(path: string, options?: ErrorOptions) {
    super(`The Watchlist server did not answer ${path}`, options);
    this.name = 'ServerUnreachableError';
  }
}

export const isServerUnreachable = (error: unknown): error is ServerUnreachableError =>
  error instanceof ServerUnreachableError;

/** The statuses a reverse proxy answers with when the server behind it is down, or too slow. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** The server's own `{message}` in a body, if it is one. */
export function messageIn(bodyText: string): string | undefined {
  try {
    const parsed = JSON.parse(bodyText) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Whether a status may be a proxy's rather than the server's (the body then tells: `isGatewayFailure`). */
export const mayBeGatewayFailure = (status: number): boolean => GATEWAY_STATUSES.has(status);

/**
 * Whether a refused answer came from a proxy in front of the server, the server itself not answering, rather than from
 * the server. The server sends every failure as JSON `{message}` (server/error-handling.ts), its own 502 and 503
 * included (TMDb or OMDb failing, a busy database with Retry-After, a read-only one): those are the server's answers,
 * which the screen shows, and a busy database is no reason to go read-only. A proxy's own 502/503/504 (nginx, Caddy,
 * Traefik) is an HTML page, plain text or empty, never that JSON, so the body tells them apart. GET /api/health's 503
 * while the database does not answer has no message either: the probe rightly counts the server as not back yet.
 * Every other status (a 401 above all) is the server's answer.
 */
export const isGatewayFailure = (status: number, bodyText: string): boolean =>
  mayBeGatewayFailure(status) && messageIn(bodyText) === undefined;

let reachable = true;
const listeners = new Set<() => void>();

export const serverReachable = (): boolean => reachable;

/**
 * Set by every request: false when it got no answer while the browser says it is online (offline, that is the
 * browser's to say), true when the server answered.
 */
export function setServerReachable(next: boolean): void {
  if (!next && !navigator.onLine) return;
  if (next === reachable) return;
  reachable = next;
  for (const listener of listeners) listener();
}

export function onServerReachChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
