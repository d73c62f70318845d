import { z } from 'zod';

/** GET /api/health: whether the server and its database answer, and the running version; nothing else. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.enum(['ok', 'unavailable']),
});
