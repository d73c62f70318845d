import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionParamsSchema } from './routes';
import type { DecideService } from './service';
import type { DecideStreams } from './stream-hub';
import type { DecideTickets } from './tickets';

/** How often an idle session is looked for, so that its streams hear `closed: idle` without a request. */
export const IDLE_SWEEP_MS = 60_000;

export const BAD_TICKET = 'The ticket is not valid (used, expired or of another session): ask for a new one';

export interface StreamRouteDeps {
  decide: DecideService;
  streams: DecideStreams;
  tickets: DecideTickets;
  /** Whether the request carries a live session's bearer token. */
  hasSession: (request: FastifyRequest) => boolean;
  /** What a request with neither a ticket nor a session is told (the session guard's own words). */
  lockedMessage: string;
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store',
  // nginx and others buffer answers unless told not to: the events would arrive late, in bursts.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

const ticketOf = (request: FastifyRequest): unknown => (request.query as { ticket?: unknown }).ticket;

/**
 * GET /api/decide/{id}/events: the session's server-sent events, outside the session scope because a browser's
 * EventSource sends no header: it is opened by `?ticket=` (checked before anything else, single-use) or, like
 * every other route, by the bearer token. Also the idle sweep, and every stream ended when the server stops.
 */
export function registerDecideStreamRoute(app: FastifyInstance, deps: StreamRouteDeps): void {
  const { decide, streams, tickets } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/decide/:id/events',
    {
      // A HEAD would hold a stream open with nothing to read on it.
      exposeHeadRoute: false,
      onRequest: async (request, reply) => {
        const ticket = ticketOf(request);
        const { id } = request.params as { id?: string };
        if (ticket !== undefined) {
          const valid = typeof ticket === 'string' && id !== undefined && tickets.redeem(id, ticket);
          if (!valid) await reply.code(401).send({ message: BAD_TICKET });
        } else if (!deps.hasSession(request)) {
          await reply.code(401).send({ message: deps.lockedMessage });
        }
      },
      schema: { params: sessionParamsSchema },
    },
    (request, reply) => {
      const { id } = request.params;
      const state = decide.state(id);
      const raw = reply.raw;
      const client = { write: (chunk: string) => raw.write(chunk), end: () => raw.end() };
      if (!streams.add(id, client)) {
        return reply.code(429).send({ message: 'Too many open streams for this session: close one first' });
      }
      reply.hijack();
      raw.writeHead(200, STREAM_HEADERS);
      streams.send(id, client, 'state', state);
      raw.on('close', () => streams.remove(id, client));
      return reply;
    },
  );

  let sweep: NodeJS.Timeout | null = null;
  app.addHook('onListen', (done) => {
    sweep = setInterval(() => decide.expireIdle(), IDLE_SWEEP_MS).unref();
    done();
  });
  app.addHook('preClose', (done) => {
    if (sweep) clearInterval(sweep);
    streams.endEvery();
    done();
  });
}
