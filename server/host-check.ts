import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import { hostname } from 'node:os';

/** How often, at most, a refused host is named in the log (a flood of forged requests writes one line a minute). */
const HINT_EVERY_MS = 60_000;
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

/**
 * The host name an authority (a Host header, or the `host[:port]` of an absolute-form request target) names:
 * lower case, without port, brackets, user info or a final dot. Null when it names none.
 */
export function hostNameOf(authority: string): string | null {
  const host = authority
    .slice(authority.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  if (host === '') return null;
  if (isIP(host) === 6) return host;
  const bracketed = /^\[([^\]]+)\](?::\d*)?$/.exec(host);
  if (bracketed) return bracketed[1] ?? null;
  const name = host.replace(/:\d*$/, '').replace(/\.$/, '');
  return name === '' ? null : name;
}

/** The names this machine answers to without being told: its host name, and the same on mDNS (`name.local`). */
export function ownHostNames(): string[] {
  const own = hostname().toLowerCase();
  return own === '' ? [] : [own, `${own}.local`];
}

/**
 * Whether a request may be answered for this host name: an IP literal (v4 or v6), `localhost`, or a listed name.
 * A page on another site that rebinds its own name to this server (DNS rebinding) keeps sending that name.
 */
export function isAllowedHost(name: string, allowed: ReadonlySet<string>): boolean {
  return isIP(name) !== 0 || name === 'localhost' || allowed.has(name);
}

/**
 * Answers 421 JSON, doing nothing else, to a request whose Host header (or absolute-form target) names a host
 * this server does not answer to. The first refusal in a while is named in the log, so that a household reaching
 * the app by a name of its own (a reverse proxy, a local DNS name) knows what to put in ALLOWED_HOSTS.
 */
export function registerHostCheck(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const allowed = new Set([...allowedHosts, ...ownHostNames()].map((name) => name.toLowerCase()));
  let lastHintAt = -Infinity;
  let refusedSinceHint = 0;

  app.addHook('onRequest', async (request, reply) => {
    const authorities = [request.headers.host, ABSOLUTE_FORM.exec(request.raw.url ?? '')?.[1]];
    const refused = authorities.find((authority) => {
      if (authority === undefined) return false;
      const name = hostNameOf(authority);
      return name === null || !isAllowedHost(name, allowed);
    });
    if (refused === undefined) return;
    refusedSinceHint += 1;
    const at = performance.now();
    if (at - lastHintAt >= HINT_EVERY_MS) {
      request.log.warn(
        { refusedHost: refused.slice(0, 100), refusedSinceLastHint: refusedSinceHint },
        'refused a request for a host this server does not answer to: if it is how you reach Watchlist, add it to ALLOWED_HOSTS',
      );
      lastHintAt = at;
      refusedSinceHint = 0;
    }
    await reply.code(421).send({
      message: `This server does not answer to the name "${refused.slice(0, 100)}". If it is yours, add it to ALLOWED_HOSTS.`,
    });
  });
}
