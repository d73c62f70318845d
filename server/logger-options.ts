import type { FastifyRequest } from 'fastify';
import { withoutFeedKey } from './features/calendar/feed-key';
import { withoutDecideTicket } from './features/decide/ticket-path';
import { withoutWebhookSecret } from './features/media-servers/webhook-path';

/** What a request's log line says of it: Fastify's own fields, with the feed's key, a webhook's secret and a
 * stream's ticket hidden. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutDecideTicket(withoutWebhookSecret(withoutFeedKey(request.url))),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The server's log: no secret in it (the Authorization header, the feed's key, webhook secrets and stream tickets
 * are left out). */
export function appLoggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: { req: requestLogFields },
  };
}
