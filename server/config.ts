import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const configSchema = z.object({
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The household's time zone: where a day begins and ends for the recap. */
  TZ: optionalText
    .pipe(z.string().refine(isTimeZone, 'must be a time zone name such as Europe/Paris').optional())
    .transform((zone) => zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone),
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
