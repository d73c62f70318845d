import { HttpError } from '../errors';

export type UpstreamService = 'tmdb' | 'omdb' | 'image';

/**
 * A film-data service failed. 502: it answered, but with something unusable (bad credentials, unreadable or
 * unexpected body). 503: it could not be reached in time (down, timed out, still rate-limiting after retries).
 */
export class UpstreamError extends HttpError {
  constructor(
    readonly service: UpstreamService,
    statusCode: 502 | 503,
    message: string,
    /** For the log: what exactly went wrong (never shown to the client). */
    readonly detail: string,
  ) {
    super(statusCode, message);
    this.name = 'UpstreamError';
  }
}
