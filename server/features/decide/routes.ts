import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decideConflictSchema,
  decideOpenResponseSchema,
  decideSessionSchema,
  decideTicketResponseSchema,
  decideVoteBodySchema,
  decideVoteResponseSchema,
  joinDecideBodySchema,
  startDecideBodySchema,
} from '#domain/schemas/decide';
import { SESSION_OPEN, type DecideService } from './service';
import type { DecideTickets } from './tickets';

const messageSchema = z.object({ message: z.string() });

/** A session's id in a path: 128 random bits, url-safe base64 (anything else of that alphabet is simply unknown). */
export const sessionParamsSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, 'id must be a Decide together session id'),
});

/** Decide together's routes, inside the session scope (the event stream has its own: stream-routes.ts). */
export function registerDecideRoutes(app: FastifyInstance, decide: DecideService, tickets: DecideTickets) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/decide',
    {
      schema: {
        body: startDecideBodySchema,
        response: { 201: decideSessionSchema, 404: messageSchema, 409: decideConflictSchema },
      },
    },
    async (request, reply) => {
      const result = decide.start(request.body);
      if (result.kind === 'open')
        return reply.code(409).send({ message: SESSION_OPEN, session: result.session });
      return reply.code(201).send(result.session);
    },
  );

  api.get(
    '/api/decide/current',
    { schema: { response: { 200: decideSessionSchema, 404: messageSchema } } },
    async (_request, reply) => {
      const session = decide.current();
      if (!session) return reply.code(404).send({ message: 'No Decide together session is open' });
      return reply.send(session);
    },
  );

  api.get(
    '/api/decide/open',
    { config: { polled: true }, schema: { response: { 200: decideOpenResponseSchema } } },
    () => ({
      session: decide.current(),
    }),
  );

  api.post(
    '/api/decide/:id/join',
    {
      schema: {
        params: sessionParamsSchema,
        body: joinDecideBodySchema,
        response: { 200: decideSessionSchema },
      },
    },
    (request) => decide.join(request.params.id, request.body.viewer),
  );

  api.post(
    '/api/decide/:id/votes',
    {
      schema: {
        params: sessionParamsSchema,
        body: decideVoteBodySchema,
        response: { 200: decideVoteResponseSchema },
      },
    },
    (request) => decide.vote(request.params.id, request.body),
  );

  api.delete('/api/decide/:id', { schema: { params: sessionParamsSchema } }, async (request, reply) => {
    decide.close(request.params.id);
    return reply.code(204).send();
  });

  api.post(
    '/api/decide/:id/ticket',
    { schema: { params: sessionParamsSchema, response: { 201: decideTicketResponseSchema } } },
    async (request, reply) => {
      decide.requireOpen(request.params.id);
      return reply.code(201).send({ ticket: tickets.issue(request.params.id) });
    },
  );
}
