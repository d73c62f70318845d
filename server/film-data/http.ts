import { setTimeout as delay } from 'node:timers/promises';
import { UpstreamError, type UpstreamService } from './upstream-error';

export interface UpstreamHttpOptions {
  /** Per attempt, body included. */
  timeoutMs?: number;
  /** Retries after the first attempt, on 429, 5xx and network errors (never on a timeout). */
  maxRetries?: number;
  /** First back-off; doubles on each retry. */
  backoffBaseMs?: number;
  /** The most one request may spend waiting between attempts; a longer Retry-After fails at once. */
  maxTotalWaitMs?: number;
  /** Tests pass a sleep that records the waits instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
}

export interface UpstreamResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

const DEFAULT_TIMEOUT_MS = 8000;
const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_BACKOFF_BASE_MS = 300;
const DEFAULT_MAX_TOTAL_WAIT_MS = 10_000;
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const SERVICE_NAMES: Record<UpstreamService, string> = {
  tmdb: 'The film database (TMDb)',
  omdb: 'The ratings service (OMDb)',
  image: 'The film image service',
};

export const upstreamUnavailable = (service: UpstreamService, why: string, detail: string) =>
  new UpstreamError(service, 503, `${SERVICE_NAMES[service]} ${why}. Try again in a moment.`, detail);

export const upstreamBadAnswer = (service: UpstreamService, why: string, detail: string) =>
  new UpstreamError(service, 502, `${SERVICE_NAMES[service]} ${why}.`, detail);

/** Retry-After in milliseconds, from delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

const describe = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
};

/**
 * The body, read as it arrives and given up the moment it passes the cap: an answer without a length (chunked) is
 * never held whole before it is known to be too large.
 */
async function cappedBody(response: Response, service: UpstreamService, logUrl: string): Promise<Buffer> {
  const tooLarge = (bytes: number) =>
    upstreamBadAnswer(service, 'sent an answer that is too large', `${bytes} bytes or more from ${logUrl}`);
  const announced = Number(response.headers.get('content-length') ?? 0);
  if (announced > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw tooLarge(announced);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge(received);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function attempt(
  service: UpstreamService,
  url: string,
  logUrl: string,
  headers: Record<string, string>,
  timeoutMs: number,
) {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const body = await cappedBody(response, service, logUrl);
  return { status: response.status, headers: response.headers, body };
}

/**
 * One GET to an upstream service, with a timeout and exponential back-off on 429, 5xx and network errors
 * (honouring Retry-After, within a cap on the total wait). Answers every other status to the caller;
 * throws an UpstreamError when the service could not be reached or kept failing.
 * `logUrl` is what errors may show of the URL (without keys).
 */
export async function upstreamGet(
  service: UpstreamService,
  url: string,
  logUrl: string,
  headers: Record<string, string>,
  options: UpstreamHttpOptions = {},
): Promise<UpstreamResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const backoffBaseMs = options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
  const maxTotalWaitMs = options.maxTotalWaitMs ?? DEFAULT_MAX_TOTAL_WAIT_MS;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  let waited = 0;

  for (let retry = 0; ; retry += 1) {
    let failure: UpstreamError;
    let retryAfterMs: number | undefined;
    try {
      const response = await attempt(service, url, logUrl, headers, timeoutMs);
      if (response.status !== 429 && response.status < 500) return response;
      retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      failure =
        response.status === 429
          ? upstreamUnavailable(service, 'is limiting our requests', `429 from ${logUrl}`)
          : upstreamUnavailable(service, 'is not available right now', `${response.status} from ${logUrl}`);
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      if (isTimeout(error)) {
        throw upstreamUnavailable(
          service,
          'did not answer in time',
          `timeout after ${timeoutMs} ms: ${logUrl}`,
        );
      }
      failure = upstreamUnavailable(service, 'cannot be reached', `${describe(error)}: ${logUrl}`);
    }
    const backoff = backoffBaseMs * 2 ** retry;
    const wait = Math.max(backoff, retryAfterMs ?? 0);
    if (retry >= maxRetries || waited + wait > maxTotalWaitMs) throw failure;
    waited += wait;
    await sleep(wait);
  }
}

/** The body as JSON, or a 502 when it is not JSON. */
export function parseJsonBody(service: UpstreamService, response: UpstreamResponse, logUrl: string): unknown {
  try {
    return JSON.parse(response.body.toString('utf8')) as unknown;
  } catch {
    const start = response.body.subarray(0, 80).toString('utf8');
    throw upstreamBadAnswer(service, 'sent an answer we could not read', `not JSON from ${logUrl}: ${start}`);
  }
}
