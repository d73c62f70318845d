import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { PushPayload } from '#domain/schemas/notifications';
import { listenOnLoopback } from './loopback';

/** A subscription as a browser's `PushSubscription.toJSON()` gives it. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push the fake accepted: its checks passed and its body decrypted. */
export interface ReceivedPush {
  endpoint: string;
  payload: PushPayload;
  ttl: number;
  urgency: string | null;
  /** The VAPID JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
}

/** A push the fake refused, and why (a real service answers 400/401/403 and the push is lost). */
export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface FakePushService {
  baseUrl: string;
  /** A new subscription, as a browser makes one for an app whose VAPID public key is `applicationServerKey`. */
  subscribe(applicationServerKey: string): FakeSubscription;
  /** The pushes accepted, decrypted, in the order they came. */
  received: ReceivedPush[];
  refused: RefusedPush[];
  /**
   * From now on answer `status` (404, 410, 500, 429…) to pushes to this endpoint, or never answer ('no-answer');
   * null: accept them again.
   */
  answer(endpoint: string, status: number | 'no-answer' | null): void;
  close(): Promise<void>;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  applicationServerKey: string;
  forcedStatus: number | 'no-answer' | null;
}

const DAY_SECONDS = 24 * 3600;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** An uncompressed P-256 point (URL-safe base64) as a public key Node can verify with. */
function p256PublicKey(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 point');
  return createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
}

/** The Authorization header's VAPID JWT, checked as a push service does (RFC 8292): answers its claims. */
function checkVapid(header: string | undefined, endpoint: string, device: Device): ReceivedPush['claims'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Refusal(401, 'Authorization is not "vapid t=JWT, k=key"');
  const [jwt, key] = [match[1], match[2]];
  if (key !== device.applicationServerKey)
    throw new Refusal(403, 'k is not the key the subscription was made for');
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as {
    alg?: unknown;
    typ?: unknown;
  };
  if (header64.alg !== 'ES256') throw new Refusal(401, 'the JWT is not ES256');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: p256PublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(401, 'the JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  const { aud, exp, sub } = claims;
  if (aud !== new URL(endpoint).origin)
    throw new Refusal(401, `aud ${String(aud)} is not the endpoint's origin`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof exp !== 'number' || exp <= now || exp > now + DAY_SECONDS) {
    throw new Refusal(401, 'exp is not within the next 24 hours');
  }
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) throw new Refusal(401, 'sub is missing');
  return { aud, exp, sub };
}

/** Decrypts an aes128gcm push body (RFC 8291, one record) with the subscription's own keys. */
function decrypt(body: Buffer, device: Device): string {
  if (body.length < 21 + 65 + 17) throw new Refusal(400, 'the body is too short for aes128gcm');
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  let plain: Buffer;
  try {
    plain = Buffer.concat([
      decipher.update(cipherText.subarray(0, cipherText.length - 16)),
      decipher.final(),
    ]);
  } catch {
    throw new Refusal(400, 'the body does not decrypt with the subscription keys');
  }
  // The last record's padding: a 0x02 delimiter, then zeros.
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end -= 1;
  if (plain[end - 1] !== 2) throw new Refusal(400, 'the record has no last-record delimiter');
  return plain.subarray(0, end - 1).toString('utf8');
}

/**
 * A fake Web Push service on 127.0.0.1 that checks each push as a browser vendor's does — VAPID (ES256, aud, exp,
 * sub, the subscription's application server key), TTL, Content-Encoding aes128gcm — and decrypts it.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let baseUrl = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const endpoint = `${baseUrl}${request.url ?? ''}`;
    const body = await readBody(request);
    const device = devices.get(endpoint);
    if (request.method !== 'POST' || !device) {
      response.writeHead(404).end();
      return;
    }
    if (device.forcedStatus === 'no-answer') return;
    if (device.forcedStatus !== null) {
      response.writeHead(device.forcedStatus).end();
      return;
    }
    try {
      const claims = checkVapid(request.headers.authorization, endpoint, device);
      const ttl = Number(request.headers.ttl);
      if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
        throw new Refusal(400, 'TTL is missing');
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        throw new Refusal(415, 'Content-Encoding is not aes128gcm');
      }
      const payload = JSON.parse(decrypt(body, device)) as PushPayload;
      const urgency = request.headers.urgency;
      received.push({
        endpoint,
        payload,
        ttl,
        urgency: typeof urgency === 'string' ? urgency : null,
        claims,
      });
      response.writeHead(201).end();
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 400;
      const reason = error instanceof Error ? error.message : String(error);
      refused.push({ endpoint, status, reason });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  baseUrl = await listenOnLoopback({
    server,
    listen: ({ host, port }) => new Promise((resolve) => server.listen(port, host, () => resolve(''))),
  });

  return {
    baseUrl,
    received,
    refused,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${baseUrl}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, auth, applicationServerKey, forcedStatus: null });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint);
      if (device) device.forcedStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
