import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { connectionCapUnder, openFilesLimit } from './open-files-limit';
import { registerTotalConnectionCap } from './total-connection-cap';

/** How long a connection may be held, and how many one address may hold. */
export interface ConnectionLimits {
  /** Connections one client address may hold at once; more are closed as they open. */
  perAddress: number;
  /** Connections held at once, all addresses together (total-connection-cap.ts): below the open-files limit. */
  total: number;
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** A request body must arrive within this, plus a second for every `bodyBytesPerSecond` bytes received. */
  bodyGraceMs: number;
  bodyBytesPerSecond: number;
  /** The whole request, however fast its body comes, within this. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way (a vanished client) is closed after this. */
  idleTimeoutMs: number;
}

/**
 * A 50 MB import at 1 Mbit/s still arrives (the body rate is low, and 50 MB takes ~7 minutes at it), while a
 * connection that sends a byte now and then is closed within seconds. An answer may take many minutes without a
 * byte (a history import paced to TMDb), hence the long idle timeout.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  perAddress: 32,
  // Read once, at start.
  total: connectionCapUnder(openFilesLimit()),
  headersTimeoutMs: 10_000,
  bodyGraceMs: 10_000,
  bodyBytesPerSecond: 16 * 1024,
  requestTimeoutMs: 10 * 60_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60 * 60_000,
};

/** How often held connections are looked at (the body rate here; Node's own header and request timeouts too). */
const CHECK_EVERY_MS = 1000;

/** Fastify's and Node's own timeouts. */
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: CHECK_EVERY_MS },
  };
}

/** The client's address as one key, whether the server listens on IPv4 or on IPv6 (`::ffff:1.2.3.4`). */
const addressKey = (socket: Socket) => (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');

/**
 * Which connection addresses are proxies that TRUST_PROXY names: the household's requests all come through them, so
 * the per-address cap does not apply to them (the proxy keeps its own limits).
 */
export function proxyAddresses(trustProxy: boolean | number | readonly string[] | undefined) {
  if (trustProxy === true || (typeof trustProxy === 'number' && trustProxy > 0)) return () => true;
  if (!Array.isArray(trustProxy)) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy as readonly string[]) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address: string) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

interface BodyWatch {
  request: IncomingMessage;
  socket: Socket;
  startedAt: number;
  bytesBefore: number;
}

/**
 * Caps the connections of each client address and of all together (`isHousehold`: a request that proves it is the
 * household's), and closes the connection of a request whose body trickles in (a slow-body attack holds
 * connections open for as long as the server waits).
 */
export function registerConnectionLimits(
  app: FastifyInstance,
  limits: ConnectionLimits,
  isProxy: (address: string) => boolean,
  isHousehold: (request: FastifyRequest) => boolean,
): void {
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = addressKey(socket);
    if (isProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  registerTotalConnectionCap(app, limits.total, isHousehold);

  const bodies = new Set<BodyWatch>();
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const announcesBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (announcesBody && !raw.complete) {
      const socket = raw.socket;
      bodies.add({ request: raw, socket, startedAt: performance.now(), bytesBefore: socket.bytesRead });
    }
    done();
  });

  const check = () => {
    const now = performance.now();
    for (const watch of bodies) {
      if (watch.request.complete || watch.socket.destroyed) {
        bodies.delete(watch);
        continue;
      }
      const received = watch.socket.bytesRead - watch.bytesBefore;
      const allowedMs = limits.bodyGraceMs + (received / limits.bodyBytesPerSecond) * 1000;
      if (now - watch.startedAt > allowedMs) {
        watch.socket.destroy();
        bodies.delete(watch);
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.server.on('listening', () => {
    timer ??= setInterval(check, CHECK_EVERY_MS).unref();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
