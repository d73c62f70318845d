import { clearAuthToken, readAuthToken } from './auth-token';
import {
  isGatewayFailure,
  mayBeGatewayFailure,
  messageIn,
  ServerUnreachableError,
  setServerReachable,
} from './server-reach';

/** A failed call: message is `status: body text` (or the status text when the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's own `{message}`, when it sent one. */
  get serverMessage(): string | undefined {
    return messageIn(this.bodyText);
  }
}

const sessionLostListeners = new Set<() => void>();

/** Called when the server says the session is gone (expired, reset by the PIN CLI, signed out elsewhere). */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

export interface RequestOptions {
  /**
   * For a request the server answers at once (the session check, the health check): how long it may take to answer
   * before the server counts as out of reach. Others have no limit: a search may wait on TMDb for many seconds.
   */
  answerWithinMs?: number;
}

/** fetch(), with `answerWithinMs` as a limit on the wait for the answer's headers. */
function fetchWithin(path: string, init: RequestInit, { answerWithinMs }: RequestOptions): Promise<Response> {
  if (answerWithinMs === undefined) return fetch(path, init);
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${answerWithinMs} ms`, 'TimeoutError')),
    answerWithinMs,
  );
  return fetch(path, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}

/** Sends a request; rejects with a ServerUnreachableError when no answer came (a network error, a timeout). */
async function send(
  method: string,
  path: string,
  token: string | null,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const raw = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type : 'application/json';
  let response: Response;
  try {
    response = await fetchWithin(
      path,
      { method, headers, body: raw ? body : body === undefined ? undefined : JSON.stringify(body) },
      options,
    );
  } catch (error) {
    setServerReachable(false);
    throw new ServerUnreachableError(path, { cause: error });
  }
  // A 502/503/504 may be a proxy's: its body tells (`refusal`).
  if (!mayBeGatewayFailure(response.status)) setServerReachable(true);
  return response;
}

/** An early GET's answer: an OK one with its body already read and parsed, else the response as it came. */
type EarlyAnswer = { ok: true; body: unknown } | { ok: false; response: Response };

/** GETs sent before the code that reads them had loaded, each kept for the first apiRequest of its path. */
const earlyGets = new Map<string, { token: string | null; answer: Promise<EarlyAnswer> }>();

/**
 * Sends a GET now, while the code that will ask for it is still loading (the boot module starts the first screen's
 * requests this way); the first `apiRequest('GET', path)` then takes its answer instead of asking again, when it
 * holds the same token. An OK answer's JSON is read and parsed as soon as it arrives: the body's transfer and parse
 * (~50 ms for the library's 1 MB, more through a Response's own json()) overlap the code's loading.
 */
export function fetchEarly(path: string, options: RequestOptions = {}): void {
  const token = readAuthToken();
  const answer = send('GET', path, token, undefined, options).then(async (response): Promise<EarlyAnswer> =>
    response.ok ? { ok: true, body: JSON.parse(await response.text()) } : { ok: false, response },
  );
  answer.catch(() => undefined); // a failure is the taker's to handle; none may go unhandled meanwhile
  earlyGets.set(path, { token, answer });
}

function takeEarly(method: string, path: string, token: string | null): Promise<EarlyAnswer> | undefined {
  if (method !== 'GET') return undefined;
  const early = earlyGets.get(path);
  earlyGets.delete(path);
  return early?.token === token ? early.answer : undefined;
}

/**
 * A refused answer as an ApiError, or a ServerUnreachableError when a proxy answered for a server that did not; a 401
 * to a request that held a token is a session the server has ended.
 */
async function refusal(
  path: string,
  response: Response,
  token: string | null,
): Promise<ApiError | ServerUnreachableError> {
  const text = await response.text();
  if (isGatewayFailure(response.status, text)) {
    setServerReachable(false);
    return new ServerUnreachableError(path);
  }
  setServerReachable(true);
  if (response.status === 401 && token) {
    clearAuthToken();
    for (const listener of sessionLostListeners) listener();
  }
  return new ApiError(response.status, text, response.statusText);
}

/** Sends `body` as JSON, or a Blob as it is (with the Blob's type as the Content-Type). */
export async function apiFetch(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const token = readAuthToken();
  const response = await send(method, path, token, body, options);
  if (!response.ok) throw await refusal(path, response, token);
  return response;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const token = readAuthToken();
  const early = takeEarly(method, path, token);
  if (early) {
    const answer = await early;
    if (!answer.ok) throw await refusal(path, answer.response, token);
    return answer.body as T;
  }
  const response = await apiFetch(method, path, body, options);
  return (await response.json()) as T;
}
