import { z } from 'zod';

/** Stable keys; the household's own names are labels kept in settings. */
export const ownershipSchema = z.enum(['person1', 'person2', 'together']);
export type Ownership = z.infer<typeof ownershipSchema>;

export const viewerSchema = z.enum(['person1', 'person2', 'both']);
export type Viewer = z.infer<typeof viewerSchema>;
