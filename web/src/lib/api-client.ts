import { clearAuthToken, readAuthToken } from './auth-token';

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
    try {
      const parsed = JSON.parse(this.bodyText) as unknown;
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        'message' in parsed &&
        typeof parsed.message === 'string'
      ) {
        return parsed.message;
      }
    } catch {
      return undefined;
    }
    return undefined;
  }
}

const sessionLostListeners = new Set<() => void>();

/** Called when the server says the session is gone (expired, reset by the PIN CLI, signed out elsewhere). */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

function send(method: string, path: string, token: string | null, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const raw = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type : 'application/json';
  return fetch(path, {
    method,
    headers,
    body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
  });
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
export function fetchEarly(path: string): void {
  const token = readAuthToken();
  const answer = send('GET', path, token).then(async (response): Promise<EarlyAnswer> =>
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

/** A refused answer as an ApiError; a 401 to a request that held a token is a session the server has ended. */
async function refusal(response: Response, token: string | null): Promise<ApiError> {
  const text = await response.text();
  if (response.status === 401 && token) {
    clearAuthToken();
    for (const listener of sessionLostListeners) listener();
  }
  return new ApiError(response.status, text, response.statusText);
}

/** Sends `body` as JSON, or a Blob as it is (with the Blob's type as the Content-Type). */
export async function apiFetch(method: string, path: string, body?: unknown): Promise<Response> {
  const token = readAuthToken();
  const response = await send(method, path, token, body);
  if (!response.ok) throw await refusal(response, token);
  return response;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = readAuthToken();
  const early = takeEarly(method, path, token);
  if (early) {
    const answer = await early;
    if (!answer.ok) throw await refusal(answer.response, token);
    return answer.body as T;
  }
  const response = await apiFetch(method, path, body);
  return (await response.json()) as T;
}
