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

/** GETs sent before the code that reads them had loaded, each kept for the first apiFetch of its path. */
const earlyGets = new Map<string, { token: string | null; response: Promise<Response> }>();

/**
 * Sends a GET now, while the code that will ask for it is still loading (the boot module starts the first screen's
 * requests this way); the first `apiFetch('GET', path)` then takes its answer instead of asking again, when it holds
 * the same token.
 */
export function fetchEarly(path: string): void {
  const token = readAuthToken();
  const response = send('GET', path, token);
  response.catch(() => undefined); // a failure is the taker's to handle; none may go unhandled meanwhile
  earlyGets.set(path, { token, response });
}

function takeEarly(method: string, path: string, token: string | null): Promise<Response> | undefined {
  if (method !== 'GET') return undefined;
  const early = earlyGets.get(path);
  earlyGets.delete(path);
  return early?.token === token ? early.response : undefined;
}

/** Sends `body` as JSON, or a Blob as it is (with the Blob's type as the Content-Type). */
export async function apiFetch(method: string, path: string, body?: unknown): Promise<Response> {
  const token = readAuthToken();
  const response = await (takeEarly(method, path, token) ?? send(method, path, token, body));
  if (!response.ok) {
    const text = await response.text();
    if (response.status === 401 && token) {
      clearAuthToken();
      for (const listener of sessionLostListeners) listener();
    }
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiFetch(method, path, body);
  return (await response.json()) as T;
}
