import type { FastifyRequest } from 'fastify';
import { withoutFeedKey } from './features/calendar/feed-key';
import { withoutWebhookSecret } from './features/media-servers/webhook-path';

/** What a request's log line says of it: Fastify's own fields, with the feed's key and a webhook's secret hidden. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutWebhookSecret(withoutFeedKey(request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The server's log: no secret in it (the Authorization header, the feed's key and webhook secrets are left out). */
export function appLoggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: { req: requestLogFields },
  };
}
