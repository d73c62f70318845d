import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';

interface Held {
  socket: Socket;
  /** A request on it carried a live session (or image key): the household's. */
  household: boolean;
  /** A request on it has arrived whole and is being answered. */
  answering: boolean;
}

/** One key per open connection, the same for a TLS socket and the TCP socket under it. */
const keyOf = (socket: Socket) => `${socket.remoteAddress ?? ''}|${socket.remotePort ?? 0}`;

/**
 * Keeps the open connections at `cap` at most (below the process's open-files limit: beyond it, accept() fails and
 * nobody gets in). At the cap, a new connection takes the place of the oldest one that is neither the household's
 * nor being answered — a stranger still sending its headers or body, or idle — and is refused at once when there is
 * none. So 1,100 slow bodies from 1,100 addresses push each other out, while the household's connections stay, and
 * a new one of the household's (an unlock included) gets in and is answered.
 */
export function registerTotalConnectionCap(
  app: FastifyInstance,
  cap: number,
  isHousehold: (request: FastifyRequest) => boolean,
): void {
  const held = new Map<string, Held>();

  const shutOutOne = (): boolean => {
    for (const [key, entry] of held) {
      if (entry.household || entry.answering) continue;
      held.delete(key);
      entry.socket.destroy();
      return true;
    }
    return false;
  };

  app.server.on('connection', (socket: Socket) => {
    // Closed already by the per-address cap.
    if (socket.destroyed) return;
    if (held.size >= cap && !shutOutOne()) {
      socket.destroy();
      return;
    }
    const key = keyOf(socket);
    held.set(key, { socket, household: false, answering: false });
    socket.once('close', () => {
      if (held.get(key)?.socket === socket) held.delete(key);
    });
  });

  // After the body and every onRequest hook (cookies parsed, the session checked).
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = held.get(keyOf(request.raw.socket));
    if (entry) {
      entry.answering = true;
      entry.household ||= isHousehold(request);
    }
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const entry = held.get(keyOf(request.raw.socket));
    if (entry) entry.answering = false;
    done();
  });
}
