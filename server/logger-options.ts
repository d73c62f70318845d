import type { FastifyRequest } from 'fastify';
import { withoutFeedKey } from './features/calendar/feed-key';

/** What a request's log line says of it: Fastify's own fields, with the calendar feed's key hidden in the URL. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutFeedKey(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The server's log: no secret in it (the Authorization header and the feed's key are left out). */
export function appLoggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: { req: requestLogFields },
  };
}
