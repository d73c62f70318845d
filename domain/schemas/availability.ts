import { z } from 'zod';
import { regionCodeSchema } from './settings';

/** A streaming service (TMDb calls them watch providers): its logo is an image name for /img/{size}{logoPath}. */
export const providerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoPath: z.string().nullable(),
  /** Lower first: how prominent the service is in the region. */
  displayPriority: z.number(),
});
export type Provider = z.infer<typeof providerSchema>;

export const offersSchema = z.object({
  stream: z.array(providerSchema),
  free: z.array(providerSchema),
  ads: z.array(providerSchema),
  rent: z.array(providerSchema),
  buy: z.array(providerSchema),
});
export type Offers = z.infer<typeof offersSchema>;

/**
 * What the library list carries of each title's availability: the services it streams on (stream, free or ads)
 * in the region, and those it came to or left since the household last opened it. Null: not checked yet.
 */
export const listAvailabilitySchema = z.object({
  streams: z.array(z.number().int()),
  now: z.array(z.number().int()),
  left: z.array(z.number().int()),
});
export type ListAvailability = z.infer<typeof listAvailabilitySchema>;

/** GET /api/availability/{mediaType}/{tmdbId}: where one title can be watched in the household's region. */
export const titleAvailabilitySchema = z.object({
  region: regionCodeSchema,
  /** 'offline': the bundled catalog has no availability (it needs a TMDb key); nothing is invented. */
  source: z.enum(['tmdb', 'offline']),
  /** When TMDb said so; null when it never could be asked (or for a title outside the library: just now). */
  checkedAt: z.string().nullable(),
  /** The data is older than a day and TMDb could not be reached to check it again (or never could be). */
  stale: z.boolean(),
  /** TMDb's page of the title's offers in the region. */
  link: z.string().nullable(),
  offers: offersSchema,
});
export type TitleAvailability = z.infer<typeof titleAvailabilitySchema>;

/** GET /api/availability/providers: the region's services, the most common first. */
export const regionProvidersSchema = z.object({
  region: regionCodeSchema,
  source: z.enum(['tmdb', 'offline']),
  providers: z.array(providerSchema),
});
export type RegionProviders = z.infer<typeof regionProvidersSchema>;

/** GET /api/availability/check: the availability check running now, or the last one since the server started. */
export const availabilityJobSchema = z.object({
  state: z.enum(['idle', 'running', 'finished']),
  /** 'region': the region changed, every title is checked again; 'daily': the unfinished titles' daily check. */
  reason: z.enum(['region', 'daily']).nullable(),
  region: regionCodeSchema.nullable(),
  done: z.number().int(),
  total: z.number().int(),
  checked: z.number().int(),
  failed: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  message: z.string(),
});
export type AvailabilityJob = z.infer<typeof availabilityJobSchema>;
