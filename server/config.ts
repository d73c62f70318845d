import { accessSync, constants, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An address or a CIDR range, IPv4 or IPv6. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe for the client's address (the unlock throttle keys on it).
 * Off by default; `true` (every hop: only behind a proxy that overwrites the header), a number of hops, or a
 * comma-separated list of proxy addresses and CIDR ranges.
 */
const trustProxySchema = optionalText.transform((value, context): boolean | number | string[] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'must be true, false, a number of proxies, or a comma-separated list of addresses or CIDR ranges',
  });
  return z.NEVER;
});

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/;

/**
 * ALLOWED_HOSTS: names, besides IP addresses, `localhost` and this machine's own name, that requests may address the
 * server by (a reverse proxy's name, a local DNS name). A comma-separated list of host names, without port.
 */
const allowedHostsSchema = optionalText.transform((value, context): string[] => {
  if (value === undefined) return [];
  const names = value.split(',').map((entry) => entry.trim().toLowerCase().replace(/\.$/, ''));
  if (names.every((name) => HOST_NAME.test(name))) return names;
  context.addIssue({
    code: 'custom',
    message:
      'must be a comma-separated list of host names without scheme, port or path, e.g. watchlist.home,nas.local',
  });
  return z.NEVER;
});

function isReadableFile(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A PEM file for HTTPS: its path, checked readable now (its contents are checked by server/tls.ts). */
const pemFile = optionalText.pipe(z.string().refine(isReadableFile, 'must be a readable file').optional());

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    WATCHLIST_DB: z.string().trim().min(1).default('./data/watchlist.db'),
    WATCHLIST_PIN: optionalText.pipe(
      z
        .string()
        .regex(/^\d{4}$/, 'must be exactly 4 digits')
        .optional(),
    ),
    TMDB_API_TOKEN: optionalText,
    TMDB_API_KEY: optionalText,
    TMDB_BASE_URL: z.url().default('https://api.themoviedb.org/3'),
    TMDB_IMAGE_BASE_URL: z.url().default('https://image.tmdb.org/t/p'),
    OMDB_API_KEY: optionalText,
    OMDB_BASE_URL: z.url().default('https://www.omdbapi.com'),
    OMDB_DAILY_LIMIT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').optional(),
    ),
    TRUST_PROXY: trustProxySchema,
    ALLOWED_HOSTS: allowedHostsSchema,
    /** The most the fetched film images kept on disk may take, in MiB (the least recently used go first). */
    IMAGE_CACHE_MB: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number().int('must be a whole number of MiB').min(1, 'must be 1 or more').default(512),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The household's time zone: where a day begins and ends for the recap. */
    TZ: optionalText
      .pipe(z.string().refine(isTimeZone, 'must be a time zone name such as Europe/Paris').optional())
      .transform((zone) => zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone),
    /** HTTPS: the certificate (chain) and its private key, PEM files; both or neither. */
    TLS_CERT: pemFile,
    TLS_KEY: pemFile,
  })
  .superRefine((config, context) => {
    if ((config.TLS_CERT === undefined) === (config.TLS_KEY === undefined)) return;
    const missing = config.TLS_CERT === undefined ? 'TLS_CERT' : 'TLS_KEY';
    const other = missing === 'TLS_CERT' ? 'TLS_KEY' : 'TLS_CERT';
    context.addIssue({ code: 'custom', path: [missing], message: `must be set together with ${other}` });
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names its variable in a one-line message. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}
